import { Injectable } from '@nestjs/common';
import {
  type Actor,
  REPORT_COMMENT_PERIOD_NOT_STARTED,
  type ReportComment,
  type ReportCommentResult,
  type ReportComments,
  type RpcParsedRequest,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { IdentityDirectory } from '../directory/identity-directory';
import type { ReportCommentEntity } from './report-comment.entity';
import { ReportCommentRepository } from './report-comment.repository';
import { dayOf, periodOf, periodToDate } from './report-period.rules';

function toComment(row: ReportCommentEntity, startDay: string): ReportComment {
  const period = periodOf(startDay, row.periodNumber);
  return {
    playerId: row.playerId,
    periodNumber: row.periodNumber,
    periodStart: period.start,
    periodEnd: period.end,
    text: row.text,
    authorId: row.authorId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The coach's comment per period, which that period's PDF shows, for players within the actor's scope. */
@Injectable()
export class ReportCommentsService {
  constructor(
    private readonly comments: ReportCommentRepository,
    private readonly directory: IdentityDirectory,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
  ) {}

  async list(actor: Actor, playerId: string): Promise<ReportComments> {
    await this.access.require(actor, playerId);
    const player = await this.directory.player(playerId);
    const startDay = dayOf(player.signedUpAt);
    const current = periodOf(startDay, periodToDate(startDay, dayOf(new Date())).number);
    const rows = await this.comments.listForPlayer(player.playerId);
    return { currentPeriod: current, comments: rows.map((row) => toComment(row, startDay)) };
  }

  /**
   * Writes or removes the comment with its `reports.comment.changed` event in one transaction: the
   * event's consumer regenerates a finished period's stored report, so a crash after the commit
   * delays that instead of leaving the stored PDF without the comment.
   */
  async put(actor: Actor, write: RpcParsedRequest<'reports.comment.put'>): Promise<ReportCommentResult> {
    await this.access.require(actor, write.playerId);
    const player = await this.directory.player(write.playerId);
    const startDay = dayOf(player.signedUpAt);
    const current = periodToDate(startDay, dayOf(new Date())).number;
    const periodNumber = write.periodNumber ?? current;
    if (periodNumber > current)
      throw ServiceError.validation([{ field: 'periodNumber', message: REPORT_COMMENT_PERIOD_NOT_STARTED }]);
    const period = periodOf(startDay, periodNumber);
    const comment = await this.dataSource.transaction(async (manager) => {
      let written: ReportCommentEntity | null = null;
      if (write.text === '') {
        if (!(await this.comments.remove(manager, player.playerId, periodNumber))) return null;
      } else
        written = await this.comments.write(manager, {
          playerId: player.playerId,
          periodNumber,
          text: write.text,
          authorId: actor.userId,
        });
      await this.outbox.append(manager, 'reports.comment.changed', {
        playerId: player.playerId,
        periodNumber,
        periodEnd: period.end,
      });
      return written;
    });
    return {
      playerId: player.playerId,
      periodNumber,
      periodStart: period.start,
      periodEnd: period.end,
      comment: comment && toComment(comment, startDay),
    };
  }
}

import { Controller } from '@nestjs/common';
import {
  REPORT_COMMENT_PERIOD_NOT_STARTED,
  type ReportComment,
  type ReportCommentResult,
  type ReportComments,
  type ReportMailPreference,
  canAccessPlayer,
} from '@portal/contracts';
import { type AuthenticatedRpcCall, JobQueues, RpcHandler, ServiceError } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import type { ReportCommentEntity } from './report-comment.entity';
import { ReportCommentRepository } from './report-comment.repository';
import { ReportMailPreferenceRepository } from './report-mail-preference.repository';
import { dayOf, periodOf, periodToDate } from './report-period.rules';
import { ReportRepository } from './report.repository';
import { reportIdFor } from './report-id';

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

/** The coach's comment per period (in that period's PDF) and each coach's choice of report e-mails. */
@Controller()
export class ReportCommentsController {
  constructor(
    private readonly comments: ReportCommentRepository,
    private readonly preferences: ReportMailPreferenceRepository,
    private readonly reports: ReportRepository,
    private readonly directory: IdentityDirectory,
    private readonly jobs: JobQueues,
  ) {}

  @RpcHandler('reports.comment.list')
  async list(call: AuthenticatedRpcCall<'reports.comment.list'>): Promise<ReportComments> {
    if (!canAccessPlayer(call.actor, call.data.playerId)) throw ServiceError.forbidden();
    const player = await this.directory.player(call.data.playerId);
    const startDay = dayOf(player.signedUpAt);
    const current = periodOf(startDay, periodToDate(startDay, dayOf(new Date())).number);
    const rows = await this.comments.listForPlayer(player.playerId);
    return { currentPeriod: current, comments: rows.map((row) => toComment(row, startDay)) };
  }

  /**
   * Writes or removes the comment. A past period whose report exists is regenerated (without mail)
   * so the stored PDF carries the comment; the current period's report picks it up when it is made.
   */
  @RpcHandler('reports.comment.put')
  async put(call: AuthenticatedRpcCall<'reports.comment.put'>): Promise<ReportCommentResult> {
    const player = await this.directory.player(call.data.playerId);
    const startDay = dayOf(player.signedUpAt);
    const current = periodToDate(startDay, dayOf(new Date())).number;
    const periodNumber = call.data.periodNumber ?? current;
    if (periodNumber > current)
      throw ServiceError.validation([{ field: 'periodNumber', message: REPORT_COMMENT_PERIOD_NOT_STARTED }]);
    const period = periodOf(startDay, periodNumber);
    let comment: ReportComment | null = null;
    if (call.data.text === '') await this.comments.remove(player.playerId, periodNumber);
    else
      comment = toComment(
        await this.comments.write(player.playerId, periodNumber, call.data.text, call.actor.userId),
        startDay,
      );
    if (periodNumber < current && (await this.reports.exists(reportIdFor(player.playerId, periodNumber))))
      await this.jobs.enqueue('reports.generate-report', { playerId: player.playerId, periodNumber, sendMail: false });
    return { playerId: player.playerId, periodNumber, periodStart: period.start, periodEnd: period.end, comment };
  }

  @RpcHandler('reports.mail-preference.get')
  async preference(call: AuthenticatedRpcCall<'reports.mail-preference.get'>): Promise<ReportMailPreference> {
    return { reportMails: await this.preferences.modeOf(call.actor.userId) };
  }

  @RpcHandler('reports.mail-preference.set')
  async setPreference(call: AuthenticatedRpcCall<'reports.mail-preference.set'>): Promise<ReportMailPreference> {
    await this.preferences.set(call.actor.userId, call.data.reportMails);
    return { reportMails: call.data.reportMails };
  }
}

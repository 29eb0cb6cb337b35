import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { ReportCommentEntity } from './report-comment.entity';
import { playerPeriodKey } from './report-period.rules';

/** The only code that reads or writes `reports.report_comments`. */
@Injectable()
export class ReportCommentRepository {
  constructor(@InjectRepository(ReportCommentEntity) private readonly comments: Repository<ReportCommentEntity>) {}

  /** The comments written for these players' periods (a report batch's), keyed by `playerPeriodKey`. */
  async texts(periods: readonly { playerId: string; periodNumber: number }[]): Promise<Map<string, string>> {
    if (periods.length === 0) return new Map();
    const rows: { player_id: string; period_number: number; text: string }[] = await this.comments.query(
      `SELECT "c"."player_id", "c"."period_number", "c"."text" FROM "reports"."report_comments" "c"
       JOIN unnest($1::uuid[], $2::int[]) AS "asked"("player_id", "period_number")
         ON "c"."player_id" = "asked"."player_id" AND "c"."period_number" = "asked"."period_number"`,
      [periods.map((period) => period.playerId), periods.map((period) => period.periodNumber)],
    );
    return new Map(
      rows.map((row) => [playerPeriodKey({ playerId: row.player_id, periodNumber: row.period_number }), row.text]),
    );
  }

  listForPlayer(playerId: string): Promise<ReportCommentEntity[]> {
    return this.comments.find({ where: { playerId }, order: { periodNumber: 'DESC' }, take: 1000 });
  }

  /** Inside the caller's transaction, with the comment's change event. */
  async write(
    manager: EntityManager,
    comment: { playerId: string; periodNumber: number; text: string; authorId: string },
  ): Promise<ReportCommentEntity> {
    const comments = manager.getRepository(ReportCommentEntity);
    await comments.upsert({ ...comment, updatedAt: new Date() }, ['playerId', 'periodNumber']);
    return comments.findOneByOrFail({ playerId: comment.playerId, periodNumber: comment.periodNumber });
  }

  /** Inside the caller's transaction; whether there was a comment to remove. */
  async remove(manager: EntityManager, playerId: string, periodNumber: number): Promise<boolean> {
    const result = await manager.getRepository(ReportCommentEntity).delete({ playerId, periodNumber });
    return (result.affected ?? 0) > 0;
  }
}

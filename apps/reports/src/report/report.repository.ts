import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { REPORT_LIST_MAX, type Report } from '@portal/contracts';
import type { NamedCondition } from '@portal/server-kit';
import { type EntityManager, In, Repository } from 'typeorm';
import { ReportEntity } from './report.entity';

export type ReportFields = Omit<ReportEntity, 'id' | 'generatedAt'>;

export function toReport(row: ReportEntity): Report {
  return {
    id: row.id,
    playerId: row.playerId,
    periodNumber: row.periodNumber,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    generatedAt: row.generatedAt.toISOString(),
  };
}

/** The only code that reads or writes `reports.reports`. */
@Injectable()
export class ReportRepository {
  constructor(@InjectRepository(ReportEntity) private readonly reports: Repository<ReportEntity>) {}

  /** Whether the report is stored for its whole period (not "to date", which the scheduled run replaces and mails). */
  async storedForWholePeriod(id: string, periodEnd: string): Promise<boolean> {
    return (await this.reports.countBy({ id, periodEnd })) > 0;
  }

  /**
   * Writes or replaces these reports (a batch's) inside the caller's transaction (with their events),
   * in one statement; gives the ids it replaced (the CTE reads the table as it was before).
   */
  async upsertAll(manager: EntityManager, rows: readonly (ReportFields & { id: string })[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const column = <K extends keyof (ReportFields & { id: string })>(key: K) => rows.map((row) => row[key]);
    const written: { id: string; replaced: boolean }[] = await manager.query(
      `WITH "prior" AS (SELECT "id" FROM "reports"."reports" WHERE "id" = ANY($1::uuid[]))
       INSERT INTO "reports"."reports"
         ("id", "player_id", "period_number", "period_start", "period_end", "file_name", "size_bytes", "generated_at")
       SELECT *, now() FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::date[], $5::date[], $6::text[], $7::int[])
       ON CONFLICT ("id") DO UPDATE SET "period_start" = EXCLUDED."period_start", "period_end" = EXCLUDED."period_end",
         "file_name" = EXCLUDED."file_name", "size_bytes" = EXCLUDED."size_bytes", "generated_at" = EXCLUDED."generated_at"
       RETURNING "id", "id" IN (SELECT "id" FROM "prior") AS "replaced"`,
      [
        column('id'),
        column('playerId'),
        column('periodNumber'),
        column('periodStart'),
        column('periodEnd'),
        column('fileName'),
        column('sizeBytes'),
      ],
    );
    return new Set(written.filter((row) => row.replaced).map((row) => row.id));
  }

  /** The size of each of these reports stored for its whole period (not a report "to date"), by report id. */
  async storedWholePeriods(
    reports: readonly { player: { playerId: string }; period: { number: number; end: string } }[],
  ): Promise<Map<string, number>> {
    const rows: { id: string; size_bytes: number }[] = await this.reports.query(
      `SELECT "r"."id", "r"."size_bytes" FROM "reports"."reports" "r"
       JOIN unnest($1::uuid[], $2::int[], $3::date[]) AS "asked"("player_id", "period_number", "period_end")
         ON "r"."player_id" = "asked"."player_id" AND "r"."period_number" = "asked"."period_number"
        AND "r"."period_end" = "asked"."period_end"`,
      [
        reports.map((report) => report.player.playerId),
        reports.map((report) => report.period.number),
        reports.map((report) => report.period.end),
      ],
    );
    return new Map(rows.map((row) => [row.id, row.size_bytes]));
  }

  /**
   * Stored reports inside `scope` (a condition on `r.player_id`, applied before the limit): one
   * player's, latest period first, or, without `playerId`, every reachable player's, newest first.
   */
  async listInScope(scope: NamedCondition, playerId?: string): Promise<ReportEntity[]> {
    const query = this.reports.createQueryBuilder('r').where(scope.clause, scope.parameters);
    if (playerId) query.andWhere('r.player_id = :playerId', { playerId }).orderBy('r.periodNumber', 'DESC');
    else query.orderBy('r.generatedAt', 'DESC').addOrderBy('r.id', 'DESC');
    return query.take(REPORT_LIST_MAX).getMany();
  }

  find(id: string): Promise<ReportEntity | null> {
    return this.reports.findOneBy({ id });
  }

  /** The stored reports among these ids. */
  async findMany(ids: readonly string[]): Promise<ReportEntity[]> {
    const rows: ReportEntity[] = [];
    for (let index = 0; index < ids.length; index += 1000)
      rows.push(...(await this.reports.findBy({ id: In(ids.slice(index, index + 1000)) })));
    return rows;
  }

  /** The periods reported for each of these players: what the scheduler compares with the due ones. */
  async periodsOf(playerIds: string[]): Promise<Map<string, { number: number; end: string }[]>> {
    const byPlayer = new Map<string, { number: number; end: string }[]>();
    for (let index = 0; index < playerIds.length; index += 1000) {
      const rows = await this.reports.find({
        where: { playerId: In(playerIds.slice(index, index + 1000)) },
        select: { playerId: true, periodNumber: true, periodEnd: true },
      });
      for (const row of rows) {
        const list = byPlayer.get(row.playerId) ?? [];
        list.push({ number: row.periodNumber, end: row.periodEnd });
        byPlayer.set(row.playerId, list);
      }
    }
    return byPlayer;
  }
}

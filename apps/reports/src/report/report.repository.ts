import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Report } from '@portal/contracts';
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

  /** Whether the report exists already (a run replacing it tells "updated" rather than "new"). */
  async exists(id: string): Promise<boolean> {
    return (await this.reports.countBy({ id })) > 0;
  }

  /**
   * Writes or replaces the player's report for the period, inside the caller's transaction (with its
   * event), in one statement; says whether it replaced one (the CTE reads the table as it was before).
   */
  async upsert(manager: EntityManager, id: string, fields: ReportFields): Promise<{ replaced: boolean }> {
    const [row] = await manager.query(
      `WITH "prior" AS (SELECT 1 FROM "reports"."reports" WHERE "id" = $1)
       INSERT INTO "reports"."reports"
         ("id", "player_id", "period_number", "period_start", "period_end", "file_name", "size_bytes", "generated_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT ("id") DO UPDATE SET "period_start" = EXCLUDED."period_start", "period_end" = EXCLUDED."period_end",
         "file_name" = EXCLUDED."file_name", "size_bytes" = EXCLUDED."size_bytes", "generated_at" = EXCLUDED."generated_at"
       RETURNING EXISTS (SELECT 1 FROM "prior") AS "replaced"`,
      [
        id,
        fields.playerId,
        fields.periodNumber,
        fields.periodStart,
        fields.periodEnd,
        fields.fileName,
        fields.sizeBytes,
      ],
    );
    return { replaced: row.replaced === true };
  }

  /** The player's stored reports (those with a file), latest period first. */
  async listForPlayer(playerId: string): Promise<ReportEntity[]> {
    return this.reports.find({ where: { playerId }, order: { periodNumber: 'DESC' }, take: 1000 });
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

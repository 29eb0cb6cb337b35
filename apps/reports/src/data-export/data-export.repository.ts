import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataExportStatus } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface DataExportRow {
  id: string;
  playerId: string;
  requestedBy: string;
  requesterRole: string;
  requesterEmail: string | null;
  status: Exclude<DataExportStatus, 'expired'>;
  itemsDone: number;
  itemsTotal: number;
  storageKey: string | null;
  error: string | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const COLUMNS = `"id", "player_id" AS "playerId", "requested_by" AS "requestedBy", "requester_role" AS "requesterRole",
  "requester_email" AS "requesterEmail", "status", "items_done" AS "itemsDone", "items_total" AS "itemsTotal",
  "storage_key" AS "storageKey", "error", "created_at" AS "createdAt", "ready_at" AS "readyAt", "expires_at" AS "expiresAt"`;

/** The only code that touches `reports.data_exports`. */
@Injectable()
export class DataExportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts a queued export; false when one of the player's exports is still open (the partial unique index). */
  async insertQueued(
    manager: EntityManager,
    row: Pick<DataExportRow, 'id' | 'playerId' | 'requestedBy' | 'requesterRole' | 'requesterEmail'>,
  ): Promise<boolean> {
    const inserted = (await manager.query(
      `INSERT INTO "reports"."data_exports" ("id", "player_id", "requested_by", "requester_role", "requester_email")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("player_id") WHERE "status" IN ('queued', 'running') DO NOTHING
       RETURNING "id"`,
      [row.id, row.playerId, row.requestedBy, row.requesterRole, row.requesterEmail],
    )) as unknown[];
    return inserted.length === 1;
  }

  async find(id: string): Promise<DataExportRow | null> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM "reports"."data_exports" WHERE "id" = $1`, [
      id,
    ])) as DataExportRow[];
    return rows[0] ?? null;
  }

  async start(id: string, itemsTotal: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "reports"."data_exports" SET "status" = 'running', "items_done" = 0, "items_total" = $2, "error" = NULL WHERE "id" = $1`,
      [id, itemsTotal],
    );
  }

  async progress(id: string, itemsDone: number): Promise<void> {
    await this.dataSource.query(`UPDATE "reports"."data_exports" SET "items_done" = $2 WHERE "id" = $1`, [
      id,
      itemsDone,
    ]);
  }

  async ready(id: string, storageKey: string, sizeBytes: number, readyAt: Date, expiresAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE "reports"."data_exports" SET "status" = 'ready', "items_done" = "items_total", "storage_key" = $2,
         "size_bytes" = $3, "ready_at" = $4, "expires_at" = $5 WHERE "id" = $1`,
      [id, storageKey, sizeBytes, readyAt, expiresAt],
    );
  }

  async failed(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "reports"."data_exports" SET "status" = 'failed', "error" = $2 WHERE "id" = $1`,
      [id, error.slice(0, 500)],
    );
  }

  /**
   * Up to `limit` exports whose link expired with their ZIP still stored, locked for this sweep
   * (another replica's sweep skips them), inside the caller's transaction.
   */
  async lockExpiredWithFiles(
    manager: EntityManager,
    now: Date,
    limit: number,
  ): Promise<{ id: string; storageKey: string }[]> {
    return manager.query(
      `SELECT "id", "storage_key" AS "storageKey" FROM "reports"."data_exports"
        WHERE "expires_at" <= $1 AND "storage_key" IS NOT NULL
        ORDER BY "expires_at" LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
  }

  /** The export's ZIP is gone: it keeps its row (it reads as expired) without a file. */
  async forgetFile(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE "reports"."data_exports" SET "storage_key" = NULL, "size_bytes" = NULL WHERE "id" = $1`,
      [id],
    );
  }

  /** The player's own rows of this service's other tables, for the export's reports.json. */
  async playerTables(playerId: string, familyUserIds: readonly string[]): Promise<Record<string, unknown[]>> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      reports: (await manager.query(
        `SELECT "id", "player_id", "period_number", "period_start", "period_end", "file_name", "generated_at", "size_bytes"
           FROM "reports"."reports" WHERE "player_id" = $1 ORDER BY "period_number"`,
        [playerId],
      )) as unknown[],
      report_comments: (await manager.query(
        `SELECT * FROM "reports"."report_comments" WHERE "player_id" = $1 ORDER BY "period_number"`,
        [playerId],
      )) as unknown[],
      // Only the family's own notifications about the player (a coach's are the coach's data).
      notifications: (await manager.query(
        `SELECT * FROM "reports"."notifications" WHERE "player_id" = $1 AND "user_id" = ANY($2::uuid[]) ORDER BY "created_at"`,
        [playerId, familyUserIds],
      )) as unknown[],
      report_mail_preferences: (await manager.query(
        `SELECT * FROM "reports"."report_mail_preferences" WHERE "user_id" = ANY($1::uuid[])`,
        [familyUserIds],
      )) as unknown[],
    }));
  }
}

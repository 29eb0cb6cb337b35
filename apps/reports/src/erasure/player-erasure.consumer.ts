import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { LOGGER, type Logger, type ObjectStorage, OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { ReportFiles } from '../report/report-files';
import { REPORTS_STORAGE } from '../report/report-files.module';

/**
 * Erasure (`identity.player.deleted`): the player's reports and their PDFs, the record of the report
 * mails sent, the coach's report comments, every notification about the player (to their guardians
 * and coaches too) or to their account, their mail preferences, the family-mail events about them and
 * the copy of who their guardians are, and their data exports with the ZIPs. The PDFs go inside the consumer's
 * transaction, before it commits (a failure keeps the rows and the event comes again). Idempotent.
 */
@Injectable()
export class PlayerErasureConsumer {
  constructor(
    private readonly files: ReportFiles,
    @Inject(REPORTS_STORAGE) private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnEvent('identity.player.deleted', { consumer: 'reports-player-erasure' })
  async erase(event: DomainEvent<'identity.player.deleted'>, manager: EntityManager): Promise<void> {
    const { playerId, userId } = event.payload;
    const reports: { id: string }[] = await manager.query(
      `SELECT "id" FROM "reports"."reports" WHERE "player_id" = $1`,
      [playerId],
    );
    const reportIds = reports.map((report) => report.id);
    if (reportIds.length > 0) {
      await manager.query(`DELETE FROM "reports"."sent_mails" WHERE "message_id" LIKE ANY($1::text[])`, [
        reportIds.map((id) => `report-${id}-%`),
      ]);
      await manager.query(`DELETE FROM "reports"."reports" WHERE "id" = ANY($1::uuid[])`, [reportIds]);
    }
    await manager.query(`DELETE FROM "reports"."report_comments" WHERE "player_id" = $1`, [playerId]);
    const [, notifications]: [unknown, number] = await manager.query(
      `DELETE FROM "reports"."notifications"
        WHERE "player_id" = $1 OR "user_id" = $2 OR strpos(coalesce("link", ''), $3) > 0`,
      [playerId, userId, playerId],
    );
    if (userId) await manager.query(`DELETE FROM "reports"."report_mail_preferences" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "reports"."family_events" WHERE "player_id" = $1`, [playerId]);
    await manager.query(`DELETE FROM "reports"."family_guardians" WHERE "player_id" = $1`, [playerId]);
    const exports: { storage_key: string | null }[] = await manager.query(
      `DELETE FROM "reports"."data_exports" WHERE "player_id" = $1 RETURNING "storage_key"`,
      [playerId],
    );
    for (const id of reportIds) await this.files.delete(id);
    for (const { storage_key: key } of exports) if (key) await this.storage.delete(key);
    this.logger.info({ reports: reportIds.length, notifications }, 'player erased: reports rows and PDFs deleted');
  }
}

import { Injectable } from '@nestjs/common';
import { DEFAULT_FAMILY_MAIL_CHOICE, type FamilyMailChoice } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface FamilyEventRow {
  eventId: string;
  playerId: string;
  childName: string;
  line: string;
  occurredAt: string;
}

/** The only code that reads or writes `reports.family_mail_preferences`, `family_guardians` and `family_events`. */
@Injectable()
export class FamilyMailRepository {
  constructor(private readonly dataSource: DataSource) {}

  async choiceOf(parentUserId: string): Promise<FamilyMailChoice> {
    const [row] = await this.dataSource.query(
      `SELECT "family_mails" AS "choice" FROM "reports"."family_mail_preferences" WHERE "parent_user_id" = $1`,
      [parentUserId],
    );
    return (row?.choice as FamilyMailChoice | undefined) ?? DEFAULT_FAMILY_MAIL_CHOICE;
  }

  async setChoice(parentUserId: string, choice: FamilyMailChoice): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "reports"."family_mail_preferences" ("parent_user_id", "family_mails", "updated_at")
       VALUES ($1, $2, now())
       ON CONFLICT ("parent_user_id") DO UPDATE SET "family_mails" = EXCLUDED."family_mails", "updated_at" = now()`,
      [parentUserId, choice],
    );
  }

  /** The choices of these parent accounts (absent: the default). */
  async choices(parentUserIds: readonly string[]): Promise<Map<string, FamilyMailChoice>> {
    if (parentUserIds.length === 0) return new Map();
    const rows: { id: string; choice: FamilyMailChoice }[] = await this.dataSource.query(
      `SELECT "parent_user_id" AS "id", "family_mails" AS "choice" FROM "reports"."family_mail_preferences"
       WHERE "parent_user_id" = ANY($1::uuid[])`,
      [[...parentUserIds]],
    );
    return new Map(rows.map((row) => [row.id, row.choice]));
  }

  async startGuardianship(
    manager: EntityManager,
    guardianship: { playerId: string; parentEntryId: string; parentUserId: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "reports"."family_guardians" ("player_id", "parent_entry_id", "parent_user_id") VALUES ($1, $2, $3)
       ON CONFLICT ("player_id", "parent_entry_id") DO UPDATE SET "parent_user_id" = EXCLUDED."parent_user_id"`,
      [guardianship.playerId, guardianship.parentEntryId, guardianship.parentUserId],
    );
  }

  async endGuardianship(
    manager: EntityManager,
    guardianship: { playerId: string; parentEntryId: string; parentUserId: string },
  ): Promise<void> {
    await manager.query(
      `DELETE FROM "reports"."family_guardians"
       WHERE "player_id" = $1 AND "parent_entry_id" = $2 AND "parent_user_id" = $3`,
      [guardianship.playerId, guardianship.parentEntryId, guardianship.parentUserId],
    );
  }

  /** The parent account holding each guardian entry of the player (entry id → parent user id). */
  async accountsOfEntries(playerId: string): Promise<Map<string, string>> {
    const rows: { entryId: string; parentUserId: string }[] = await this.dataSource.query(
      `SELECT "parent_entry_id" AS "entryId", "parent_user_id" AS "parentUserId"
       FROM "reports"."family_guardians" WHERE "player_id" = $1`,
      [playerId],
    );
    return new Map(rows.map((row) => [row.entryId, row.parentUserId]));
  }

  /** Every guardianship of the parent accounts that chose `choice`. */
  async guardianshipsChoosing(
    choice: FamilyMailChoice,
  ): Promise<{ parentUserId: string; playerId: string; parentEntryId: string }[]> {
    return this.dataSource.query(
      `SELECT g."parent_user_id" AS "parentUserId", g."player_id" AS "playerId", g."parent_entry_id" AS "parentEntryId"
       FROM "reports"."family_guardians" g
       JOIN "reports"."family_mail_preferences" p ON p."parent_user_id" = g."parent_user_id"
       WHERE p."family_mails" = $1
       ORDER BY g."parent_user_id", g."player_id"`,
      [choice],
    );
  }

  async recordEvent(manager: EntityManager, row: FamilyEventRow): Promise<void> {
    await manager.query(
      `INSERT INTO "reports"."family_events" ("event_id", "player_id", "child_name", "line", "occurred_at")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("event_id") DO NOTHING`,
      [row.eventId, row.playerId, row.childName, row.line, row.occurredAt],
    );
  }

  /** The players' events from `from` (inclusive) to `to` (exclusive), oldest first. */
  async eventsBetween(playerIds: readonly string[], from: Date, to: Date): Promise<FamilyEventRow[]> {
    if (playerIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT "event_id" AS "eventId", "player_id" AS "playerId", "child_name" AS "childName", "line",
              "occurred_at" AS "occurredAt"
       FROM "reports"."family_events"
       WHERE "player_id" = ANY($1::uuid[]) AND "occurred_at" >= $2 AND "occurred_at" < $3
       ORDER BY "occurred_at", "event_id"`,
      [[...playerIds], from, to],
    );
  }
}

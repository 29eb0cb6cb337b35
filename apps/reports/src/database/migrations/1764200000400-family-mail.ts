import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Family mails: each parent account's choice (no row: reports only), this service's copy of which
 * parent account holds which guardian entry (from identity.guardianship.started/ended), and the
 * family's events kept for the weekly digest.
 */
export class FamilyMail1764200000400 implements MigrationInterface {
  name = 'FamilyMail1764200000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reports"."family_mail_preferences" (
        "parent_user_id" uuid PRIMARY KEY,
        "family_mails" text NOT NULL CHECK ("family_mails" IN ('every', 'weekly', 'reports')),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "reports"."family_guardians" (
        "player_id" uuid NOT NULL,
        "parent_entry_id" uuid NOT NULL,
        "parent_user_id" uuid NOT NULL,
        PRIMARY KEY ("player_id", "parent_entry_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "family_guardians_parent_idx" ON "reports"."family_guardians" ("parent_user_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "reports"."family_events" (
        "event_id" uuid PRIMARY KEY,
        "player_id" uuid NOT NULL,
        "child_name" text NOT NULL,
        "line" text NOT NULL,
        "occurred_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "family_events_player_time_idx" ON "reports"."family_events" ("player_id", "occurred_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reports"."family_events"`);
    await queryRunner.query(`DROP TABLE "reports"."family_guardians"`);
    await queryRunner.query(`DROP TABLE "reports"."family_mail_preferences"`);
  }
}

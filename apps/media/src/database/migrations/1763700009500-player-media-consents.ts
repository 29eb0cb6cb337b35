import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlayerMediaConsents1763700009500 implements MigrationInterface {
  name = 'PlayerMediaConsents1763700009500';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No row: no change seen since this table exists, so the consent the video was uploaded with stands.
    await queryRunner.query(`
      CREATE TABLE "media"."player_media_consents" (
        "player_id" uuid PRIMARY KEY,
        "granted" boolean NOT NULL,
        "withdrawn_at" timestamptz,
        "last_change_at" timestamptz NOT NULL,
        "deleted_for_withdrawal_at" timestamptz,
        CHECK (("granted" AND "withdrawn_at" IS NULL) OR (NOT "granted" AND "withdrawn_at" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "player_media_consents_withdrawn" ON "media"."player_media_consents" ("withdrawn_at")
       WHERE "withdrawn_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"."player_media_consents"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent requests (issue 25): a player under their club's consent age asks their guardians for a
 * consent. At most one open request per player and consent; a decision by the family closes it.
 */
export class ConsentRequests1764200000700 implements MigrationInterface {
  name = 'ConsentRequests1764200000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."consent_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "consent_type" text NOT NULL CHECK ("consent_type" IN ('media', 'video_share', 'analytics')),
        "requested_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "closed_at" timestamptz,
        "closed_by" uuid,
        "outcome" text CHECK ("outcome" IN ('granted', 'withdrawn'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "consent_requests_one_open" ON "identity"."consent_requests" ("player_id", "consent_type")
         WHERE "closed_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "consent_requests_player" ON "identity"."consent_requests" ("player_id", "created_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."consent_requests"`);
  }
}

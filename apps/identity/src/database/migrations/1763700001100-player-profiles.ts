import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The full player record (spec §3) on `players`, with its positions, goals, parents and guardians,
 * consents and the consent history. At most one primary position and one primary contact per player.
 */
export class PlayerProfiles1763700001100 implements MigrationInterface {
  name = 'PlayerProfiles1763700001100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "identity"."players"
        ADD COLUMN "date_of_birth" date,
        ADD COLUMN "declared_age" smallint CHECK ("declared_age" BETWEEN 1 AND 50),
        ADD COLUMN "graduation_year" smallint,
        ADD COLUMN "height_cm" double precision CHECK ("height_cm" BETWEEN 100 AND 250),
        ADD COLUMN "weight_kg" double precision CHECK ("weight_kg" BETWEEN 30 AND 200),
        ADD COLUMN "dominant_foot" text,
        ADD COLUMN "club_name" text,
        ADD COLUMN "team_name" text,
        ADD COLUMN "league_level" text,
        ADD COLUMN "school" text,
        ADD COLUMN "gpa" text,
        ADD COLUMN "academic_interests" text,
        ADD COLUMN "player_email" text,
        ADD COLUMN "player_phone" text,
        ADD COLUMN "jersey_number" smallint CHECK ("jersey_number" BETWEEN 1 AND 99),
        ADD COLUMN "bio" text,
        ADD COLUMN "parent_contact_info" text,
        ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX "players_created_at_id" ON "identity"."players" ("created_at" DESC, "id")`);

    await queryRunner.query(`
      CREATE TABLE "identity"."player_positions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "position" text NOT NULL,
        "type" text NOT NULL CHECK ("type" IN ('primary', 'other')),
        "sort_order" smallint NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      `CREATE INDEX "player_positions_player" ON "identity"."player_positions" ("player_id", "sort_order")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "player_positions_one_primary" ON "identity"."player_positions" ("player_id") WHERE "type" = 'primary'`,
    );

    await queryRunner.query(`
      CREATE TABLE "identity"."player_goals" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "goal_type" text NOT NULL,
        "text" text NOT NULL,
        "sort_order" smallint NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      `CREATE INDEX "player_goals_player" ON "identity"."player_goals" ("player_id", "sort_order")`,
    );

    await queryRunner.query(`
      CREATE TABLE "identity"."player_parents" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "relationship" text,
        "email" text,
        "phone" text,
        "is_primary_contact" boolean NOT NULL DEFAULT false,
        "sort_order" smallint NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "player_parents_player" ON "identity"."player_parents" ("player_id", "sort_order")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "player_parents_one_primary" ON "identity"."player_parents" ("player_id") WHERE "is_primary_contact"`,
    );

    await queryRunner.query(`
      CREATE TABLE "identity"."player_consents" (
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "consent_type" text NOT NULL CHECK ("consent_type" IN ('media', 'video_share', 'analytics')),
        "granted" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" uuid NOT NULL,
        PRIMARY KEY ("player_id", "consent_type")
      )`);
    await queryRunner.query(`
      CREATE TABLE "identity"."player_consent_history" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "consent_type" text NOT NULL,
        "granted" boolean NOT NULL,
        "changed_by" uuid NOT NULL,
        "changed_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX "player_consent_history_player" ON "identity"."player_consent_history" ("player_id", "changed_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."player_consent_history"`);
    await queryRunner.query(`DROP TABLE "identity"."player_consents"`);
    await queryRunner.query(`DROP TABLE "identity"."player_parents"`);
    await queryRunner.query(`DROP TABLE "identity"."player_goals"`);
    await queryRunner.query(`DROP TABLE "identity"."player_positions"`);
    await queryRunner.query(`DROP INDEX "identity"."players_created_at_id"`);
    await queryRunner.query(`
      ALTER TABLE "identity"."players"
        DROP COLUMN "date_of_birth", DROP COLUMN "declared_age", DROP COLUMN "graduation_year",
        DROP COLUMN "height_cm", DROP COLUMN "weight_kg", DROP COLUMN "dominant_foot", DROP COLUMN "club_name",
        DROP COLUMN "team_name", DROP COLUMN "league_level", DROP COLUMN "school", DROP COLUMN "gpa",
        DROP COLUMN "academic_interests", DROP COLUMN "player_email", DROP COLUMN "player_phone",
        DROP COLUMN "jersey_number", DROP COLUMN "bio", DROP COLUMN "parent_contact_info", DROP COLUMN "updated_at"`);
  }
}

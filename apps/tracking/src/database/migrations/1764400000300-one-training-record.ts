import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: a training entry is stored once. `training_sessions` is the record (Progress's reading);
 * every `training_logs` row moves into it with its id, type mapped to the session type as
 * `sessionTypeOfTrainingType` does (an unknown type reads as Other), its rating kept, no duration and
 * no RPE. `training_logs` becomes a view: the Training reading of the same rows, for SQL readers.
 */
export class OneTrainingRecord1764400000300 implements MigrationInterface {
  name = 'OneTrainingRecord1764400000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracking"."training_sessions" ALTER COLUMN "minutes" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "tracking"."training_sessions" ADD COLUMN "wellness_rating" smallint CHECK ("wellness_rating" BETWEEN 1 AND 5)`,
    );
    await queryRunner.query(`
      INSERT INTO "tracking"."training_sessions"
        ("id", "player_id", "date", "day_of_week", "type", "category", "minutes", "rpe", "notes", "wellness_rating", "created_at")
      SELECT "id", "player_id", "date", to_char("date", 'FMDay'), "session_type", "session_type", NULL, NULL, "notes",
             "wellness_rating", "created_at"
        FROM (SELECT *, CASE "type" WHEN 'team_training' THEN 'Team' WHEN 'individual_training' THEN 'Individual'
                                    WHEN 'game' THEN 'Game' ELSE 'Other' END AS "session_type"
                FROM "tracking"."training_logs") AS "logs"`);
    await queryRunner.query(`DROP TABLE "tracking"."training_logs"`);
    await queryRunner.query(`
      CREATE VIEW "tracking"."training_logs" AS
      SELECT "id", "player_id", "date",
             CASE "type" WHEN 'Team' THEN 'team_training' WHEN 'Individual' THEN 'individual_training'
                         WHEN 'Game' THEN 'game' ELSE 'other' END AS "type",
             "wellness_rating", "notes", "minutes", "created_at"
        FROM "tracking"."training_sessions"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW "tracking"."training_logs"`);
    await queryRunner.query(`
      CREATE TABLE "tracking"."training_logs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL,
        "date" date NOT NULL,
        "type" text NOT NULL,
        "wellness_rating" smallint CHECK ("wellness_rating" BETWEEN 1 AND 5),
        "notes" text CHECK (char_length("notes") <= 2000),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "training_logs_player_date" ON "tracking"."training_logs" ("player_id", "date" DESC, "created_at" DESC)`,
    );
    // The entries without a duration came from Training: they go back there.
    await queryRunner.query(`
      INSERT INTO "tracking"."training_logs" ("id", "player_id", "date", "type", "wellness_rating", "notes", "created_at")
      SELECT "id", "player_id", "date",
             CASE "type" WHEN 'Team' THEN 'team_training' WHEN 'Individual' THEN 'individual_training'
                         WHEN 'Game' THEN 'game' ELSE 'other' END,
             "wellness_rating", "notes", "created_at"
        FROM "tracking"."training_sessions" WHERE "minutes" IS NULL`);
    await queryRunner.query(`DELETE FROM "tracking"."training_sessions" WHERE "minutes" IS NULL`);
    await queryRunner.query(`ALTER TABLE "tracking"."training_sessions" DROP COLUMN "wellness_rating"`);
    await queryRunner.query(`ALTER TABLE "tracking"."training_sessions" ALTER COLUMN "minutes" SET NOT NULL`);
  }
}

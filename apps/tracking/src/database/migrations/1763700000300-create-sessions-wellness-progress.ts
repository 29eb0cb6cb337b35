import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Training sessions, daily wellness check-ins, the assignment-status projection and the last light per week. */
export class CreateSessionsWellnessProgress1763700000300 implements MigrationInterface {
  name = 'CreateSessionsWellnessProgress1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tracking"."training_sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL,
        "date" date NOT NULL,
        "day_of_week" text NOT NULL,
        "type" text NOT NULL,
        "category" text NOT NULL,
        "minutes" smallint NOT NULL CHECK ("minutes" BETWEEN 1 AND 300),
        "rpe" smallint CHECK ("rpe" BETWEEN 1 AND 10),
        "notes" text CHECK (char_length("notes") <= 2000),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Lists, exports (newest first) and the dashboard's day windows all read per player by date.
    await queryRunner.query(
      `CREATE INDEX "training_sessions_player_date" ON "tracking"."training_sessions" ("player_id", "date" DESC, "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "tracking"."wellness_logs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL,
        "date" date NOT NULL,
        "energy" smallint NOT NULL CHECK ("energy" BETWEEN 1 AND 5),
        "fatigue" smallint NOT NULL CHECK ("fatigue" BETWEEN 1 AND 5),
        "sleep" smallint NOT NULL CHECK ("sleep" BETWEEN 1 AND 5),
        "motivation" smallint NOT NULL CHECK ("motivation" BETWEEN 1 AND 5),
        "soreness" smallint CHECK ("soreness" BETWEEN 1 AND 5),
        "mood" smallint CHECK ("mood" BETWEEN 1 AND 5),
        "comment" text CHECK (char_length("comment") <= 1000),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        -- One check-in per player per day; also the list's and the windows' index.
        CONSTRAINT "wellness_logs_player_date" UNIQUE ("player_id", "date")
      )`);
    await queryRunner.query(`
      CREATE TABLE "tracking"."assignment_statuses" (
        "assignment_id" uuid PRIMARY KEY,
        "player_id" uuid NOT NULL,
        "roadmap_id" uuid NOT NULL,
        "title" text NOT NULL,
        "status" text NOT NULL,
        "due_date" date,
        "deleted" boolean NOT NULL DEFAULT false,
        -- The occurredAt of the newest event applied: an older event arriving late changes nothing.
        "last_event_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "assignment_statuses_player" ON "tracking"."assignment_statuses" ("player_id") WHERE NOT "deleted"`,
    );
    await queryRunner.query(`
      CREATE TABLE "tracking"."week_lights" (
        "player_id" uuid NOT NULL,
        "week_start" date NOT NULL,
        "light" text NOT NULL,
        PRIMARY KEY ("player_id", "week_start")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tracking"."week_lights"`);
    await queryRunner.query(`DROP TABLE "tracking"."assignment_statuses"`);
    await queryRunner.query(`DROP TABLE "tracking"."wellness_logs"`);
    await queryRunner.query(`DROP TABLE "tracking"."training_sessions"`);
  }
}

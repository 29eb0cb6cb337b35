import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mentorship calls: each coach's availability and the booked calls (no two overlap: an exclusion constraint). */
export class CreateCalls1763700001600 implements MigrationInterface {
  name = 'CreateCalls1763700001600';

  async up(queryRunner: QueryRunner): Promise<void> {
    // btree_gist lets one GiST index hold the coach id (equality) and the time range (overlap).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`
      CREATE TABLE "roadmap"."call_availability" (
        "coach_user_id" uuid PRIMARY KEY,
        "coach_name" text NOT NULL CHECK (char_length("coach_name") <= 200),
        "coach_email" text,
        "time_zone" text NOT NULL,
        "weekly_hours" jsonb NOT NULL DEFAULT '[]',
        "call_minutes" smallint NOT NULL CHECK ("call_minutes" BETWEEN 15 AND 90),
        "buffer_minutes" smallint NOT NULL CHECK ("buffer_minutes" BETWEEN 0 AND 120),
        "minimum_notice_hours" smallint NOT NULL CHECK ("minimum_notice_hours" BETWEEN 0 AND 336),
        "blocked_dates" date[] NOT NULL DEFAULT '{}',
        "meeting_url" text,
        "external_booking_url" text,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "roadmap"."calls" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "coach_user_id" uuid NOT NULL REFERENCES "roadmap"."call_availability" ("coach_user_id"),
        "player_id" uuid NOT NULL,
        "player_name" text NOT NULL,
        "player_email" text,
        "player_time_zone" text,
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "status" text NOT NULL DEFAULT 'booked' CHECK ("status" IN ('booked', 'cancelled')),
        "sequence" integer NOT NULL DEFAULT 0,
        "notes" text CHECK (char_length("notes") <= 2000),
        "cancel_reason" text,
        "cancelled_at" timestamptz,
        "booked_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("ends_at" > "starts_at"),
        -- Double bookings are impossible: two booked calls of one coach never overlap.
        CONSTRAINT "calls_no_overlap" EXCLUDE USING gist (
          "coach_user_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
        ) WHERE ("status" = 'booked')
      )`);
    // A player's calls (upcoming and history).
    await queryRunner.query(`CREATE INDEX "calls_player_starts" ON "roadmap"."calls" ("player_id", "starts_at")`);
    // A coach's calendar and free-slot query (booked calls in a range).
    await queryRunner.query(`CREATE INDEX "calls_coach_starts" ON "roadmap"."calls" ("coach_user_id", "starts_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "roadmap"."calls"`);
    await queryRunner.query(`DROP TABLE "roadmap"."call_availability"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVideos1763700000400 implements MigrationInterface {
  name = 'CreateVideos1763700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per upload URL handed out: who may use it, until when, and what it turned out to be.
    await queryRunner.query(`
      CREATE TABLE "media"."uploads" (
        "id" uuid PRIMARY KEY,
        "player_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "object_key" text NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "verified_kind" text CHECK ("verified_kind" IN ('video', 'image')),
        "content_type" text,
        "size_bytes" bigint,
        "video_id" uuid UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "uploads_player_created" ON "media"."uploads" ("player_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "media"."videos" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL,
        "upload_id" uuid NOT NULL UNIQUE REFERENCES "media"."uploads" ("id"),
        "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 200),
        "description" text CHECK (char_length("description") <= 4000),
        "type" text CHECK ("type" IN ('Game', 'Training')),
        "event_date" date,
        "opponent" text CHECK (char_length("opponent") <= 200),
        "jersey_number" smallint CHECK ("jersey_number" BETWEEN 0 AND 99),
        "notes_from_player" text CHECK (char_length("notes_from_player") <= 4000),
        "original_key" text NOT NULL,
        "original_content_type" text NOT NULL,
        "media_kind" text NOT NULL CHECK ("media_kind" IN ('video', 'image')),
        "status" text NOT NULL DEFAULT 'In Review' CHECK ("status" IN ('In Review', 'Needs More Info', 'Reviewed')),
        "summary" text CHECK (char_length("summary") <= 4000),
        "reviewed_by" uuid,
        "reviewed_at" timestamptz,
        "processing_state" text NOT NULL DEFAULT 'pending' CHECK ("processing_state" IN ('pending', 'ready', 'failed')),
        "processing_reason" text,
        "duration_seconds" double precision,
        "thumbnail_key" text,
        "web_key" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The player's list (newest first) and the staff list by status.
    await queryRunner.query(
      `CREATE INDEX "videos_player_created" ON "media"."videos" ("player_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "videos_status_created" ON "media"."videos" ("status", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "videos_created" ON "media"."videos" ("created_at" DESC, "id" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "media"."video_comments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "video_id" uuid NOT NULL REFERENCES "media"."videos" ("id") ON DELETE CASCADE,
        "parent_id" uuid REFERENCES "media"."video_comments" ("id") ON DELETE CASCADE,
        "at_seconds" double precision CHECK ("at_seconds" >= 0),
        "text" text NOT NULL CHECK (char_length("text") BETWEEN 1 AND 4000),
        "author_id" uuid NOT NULL,
        "author_role" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("parent_id" IS NULL) = ("at_seconds" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "video_comments_video" ON "media"."video_comments" ("video_id", "at_seconds", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"."video_comments"`);
    await queryRunner.query(`DROP TABLE "media"."videos"`);
    await queryRunner.query(`DROP TABLE "media"."uploads"`);
  }
}

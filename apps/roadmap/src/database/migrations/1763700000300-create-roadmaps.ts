import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRoadmaps1763700000300 implements MigrationInterface {
  name = 'CreateRoadmaps1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "roadmap"."roadmaps" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL,
        "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 200),
        "description" text CHECK (char_length("description") <= 2000),
        "status" text NOT NULL DEFAULT 'current' CHECK ("status" IN ('current', 'archived')),
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "archived_at" timestamptz
      )`);
    // At most one current roadmap per player; also the current-roadmap lookup and the active count.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "roadmaps_one_current" ON "roadmap"."roadmaps" ("player_id") WHERE "status" = 'current'`,
    );
    await queryRunner.query(
      `CREATE INDEX "roadmaps_player_created" ON "roadmap"."roadmaps" ("player_id", "created_at" DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE "roadmap"."focus_areas" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "roadmap_id" uuid NOT NULL REFERENCES "roadmap"."roadmaps" ("id") ON DELETE CASCADE,
        "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 200),
        "description" text CHECK (char_length("description") <= 1000),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "focus_areas_roadmap" ON "roadmap"."focus_areas" ("roadmap_id", "created_at", "id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "roadmap"."assignments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "roadmap_id" uuid NOT NULL REFERENCES "roadmap"."roadmaps" ("id") ON DELETE CASCADE,
        "player_id" uuid NOT NULL,
        "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 200),
        "category" text NOT NULL,
        "instructions" text NOT NULL CHECK (char_length("instructions") BETWEEN 10 AND 4000),
        "status" text NOT NULL DEFAULT 'not_started'
          CHECK ("status" IN ('not_started', 'in_progress', 'submitted', 'needs_changes', 'approved')),
        "due_date" date,
        "effort_minutes" smallint CHECK ("effort_minutes" BETWEEN 1 AND 300),
        "evidence_required" text NOT NULL CHECK ("evidence_required" IN ('file', 'link', 'note')),
        "coach_notes" text,
        "resources" text[] NOT NULL DEFAULT '{}',
        "completion_notes" text,
        "submitted_at" timestamptz,
        "approved_at" timestamptz,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // GET /api/assignments: a player's, newest first.
    await queryRunner.query(
      `CREATE INDEX "assignments_player_created" ON "roadmap"."assignments" ("player_id", "created_at" DESC, "id" DESC)`,
    );
    // The current roadmap's assignments, in the order the coach added them.
    await queryRunner.query(
      `CREATE INDEX "assignments_roadmap_created" ON "roadmap"."assignments" ("roadmap_id", "created_at", "id")`,
    );
    // The review queue (oldest submission first) and the Pending Reviews count.
    await queryRunner.query(
      `CREATE INDEX "assignments_review_queue" ON "roadmap"."assignments" ("submitted_at", "id") WHERE "status" = 'submitted'`,
    );
    // Completed Today.
    await queryRunner.query(
      `CREATE INDEX "assignments_approved_at" ON "roadmap"."assignments" ("approved_at") WHERE "status" = 'approved'`,
    );

    await queryRunner.query(`
      CREATE TABLE "roadmap"."assignment_versions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "assignment_id" uuid NOT NULL REFERENCES "roadmap"."assignments" ("id") ON DELETE CASCADE,
        "kind" text NOT NULL CHECK ("kind" IN ('submission', 'review')),
        "from_status" text NOT NULL,
        "to_status" text NOT NULL,
        "by_user_id" uuid NOT NULL,
        "by_role" text NOT NULL,
        "note" text CHECK (char_length("note") <= 4000),
        "link" text CHECK (char_length("link") <= 2000),
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX "assignment_versions_assignment" ON "roadmap"."assignment_versions" ("assignment_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "roadmap"."assignment_versions"`);
    await queryRunner.query(`DROP TABLE "roadmap"."assignments"`);
    await queryRunner.query(`DROP TABLE "roadmap"."focus_areas"`);
    await queryRunner.query(`DROP TABLE "roadmap"."roadmaps"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A club's assignment templates (reused by Add Assignment, for one player or a whole squad). */
export class CreateAssignmentTemplates1763700002400 implements MigrationInterface {
  name = 'CreateAssignmentTemplates1763700002400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "roadmap"."assignment_templates" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "club_id" uuid NOT NULL,
        "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 200),
        "category" text NOT NULL,
        "instructions" text NOT NULL CHECK (char_length("instructions") BETWEEN 10 AND 4000),
        "evidence_required" text NOT NULL CHECK ("evidence_required" IN ('file', 'link', 'note')),
        "effort_minutes" smallint CHECK ("effort_minutes" BETWEEN 1 AND 300),
        "resources" text[] NOT NULL DEFAULT '{}',
        "due_in_days" smallint CHECK ("due_in_days" BETWEEN 0 AND 365),
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The club's list, by title.
    await queryRunner.query(
      `CREATE INDEX "assignment_templates_club_title" ON "roadmap"."assignment_templates" ("club_id", lower("title"), "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "roadmap"."assignment_templates"`);
  }
}

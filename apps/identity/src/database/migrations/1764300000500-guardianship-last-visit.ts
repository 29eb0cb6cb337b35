import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a parent last opened each child's family home: the home shows what is new for the child
 * since then (feedback, approvals, reports, calls). Null until the first visit.
 */
export class GuardianshipLastVisit1764300000500 implements MigrationInterface {
  name = 'GuardianshipLastVisit1764300000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "identity"."guardianships" ADD COLUMN "last_visit_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "identity"."guardianships" DROP COLUMN "last_visit_at"`);
  }
}

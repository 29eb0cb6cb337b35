import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Titled resources (issue 38, item 4): `resource_titles` holds each resource's title beside its link
 * in `resources` (same position; NULL: a link given without one). The spec's simple model reads the
 * links alone, so assignments from before keep them, untitled.
 */
export class ResourceTitles1764600000300 implements MigrationInterface {
  name = 'ResourceTitles1764600000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "roadmap"."assignments" ADD COLUMN "resource_titles" text[] NOT NULL DEFAULT '{}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "roadmap"."assignments" DROP COLUMN "resource_titles"`);
  }
}

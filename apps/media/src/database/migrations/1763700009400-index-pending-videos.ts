import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexPendingVideos1763700009400 implements MigrationInterface {
  name = 'IndexPendingVideos1763700009400';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The worker's sweep for videos left pending: only the few pending rows, never the whole table.
    await queryRunner.query(
      `CREATE INDEX "videos_pending_created" ON "media"."videos" ("created_at") WHERE "processing_state" = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "media"."videos_pending_created"`);
  }
}

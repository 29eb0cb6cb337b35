import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per data export asked for (issue 25): who asked, for which player, how far the worker is,
 * and where the ZIP is kept until it expires. At most one export of a player is being prepared.
 */
export class CreateDataExports1764200000700 implements MigrationInterface {
  name = 'CreateDataExports1764200000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reports"."data_exports" (
        "id" uuid PRIMARY KEY,
        "player_id" uuid NOT NULL,
        "requested_by" uuid NOT NULL,
        "requester_role" text NOT NULL,
        "requester_email" text,
        "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'running', 'ready', 'failed')),
        "items_done" integer NOT NULL DEFAULT 0,
        "items_total" integer NOT NULL DEFAULT 0,
        "storage_key" text,
        "size_bytes" bigint,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "ready_at" timestamptz,
        "expires_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "data_exports_one_open" ON "reports"."data_exports" ("player_id") WHERE "status" IN ('queued', 'running')`,
    );
    await queryRunner.query(
      `CREATE INDEX "data_exports_player_created" ON "reports"."data_exports" ("player_id", "created_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reports"."data_exports"`);
  }
}

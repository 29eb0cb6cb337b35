import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReports1763700000520 implements MigrationInterface {
  name = 'CreateReports1763700000520';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reports"."reports" (
        "id" uuid PRIMARY KEY,
        "player_id" uuid NOT NULL,
        "period_number" int NOT NULL CHECK ("period_number" >= 1),
        "period_start" date NOT NULL,
        "period_end" date NOT NULL CHECK ("period_end" >= "period_start"),
        "file_name" text NOT NULL,
        "size_bytes" int NOT NULL,
        "generated_at" timestamptz NOT NULL
      )`);
    // One report per player and period; the list reads it newest period first.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reports_player_period_key" ON "reports"."reports" ("player_id", "period_number")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reports"."reports"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTrainingLogs1763700000200 implements MigrationInterface {
  name = 'CreateTrainingLogs1763700000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tracking"."training_logs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL,
        "date" date NOT NULL,
        "type" text NOT NULL,
        "wellness_rating" smallint CHECK ("wellness_rating" BETWEEN 1 AND 5),
        "notes" text CHECK (char_length("notes") <= 2000),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The list is read per player, newest day first.
    await queryRunner.query(
      `CREATE INDEX "training_logs_player_date" ON "tracking"."training_logs" ("player_id", "date" DESC, "created_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tracking"."training_logs"`);
  }
}

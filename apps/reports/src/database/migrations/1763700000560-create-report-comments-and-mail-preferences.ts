import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReportCommentsAndMailPreferences1763700000560 implements MigrationInterface {
  name = 'CreateReportCommentsAndMailPreferences1763700000560';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reports"."report_comments" (
        "player_id" uuid NOT NULL,
        "period_number" int NOT NULL CHECK ("period_number" >= 1),
        "text" text NOT NULL CHECK (char_length("text") BETWEEN 1 AND 2000),
        "author_id" uuid NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("player_id", "period_number")
      )`);
    await queryRunner.query(`
      CREATE TABLE "reports"."report_mail_preferences" (
        "user_id" uuid PRIMARY KEY,
        "report_mails" text NOT NULL CHECK ("report_mails" IN ('each', 'digest')),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reports"."report_mail_preferences"`);
    await queryRunner.query(`DROP TABLE "reports"."report_comments"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSentMails1763700000500 implements MigrationInterface {
  name = 'CreateSentMails1763700000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reports"."sent_mails" (
        "message_id" text PRIMARY KEY,
        "recipients" int NOT NULL,
        "transport" text NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reports"."sent_mails"`);
  }
}

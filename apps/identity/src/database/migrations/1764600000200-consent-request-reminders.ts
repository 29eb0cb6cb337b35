import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Send a reminder" (issue 37): asking again for an open consent request mails the guardians again
 * once a day at most. `last_mailed_at` is when its guardians were last mailed (the request's
 * creation for those already open) and `reminders` how many reminders went out, which keeps each
 * reminder's mail a message of its own.
 */
export class ConsentRequestReminders1764600000200 implements MigrationInterface {
  name = 'ConsentRequestReminders1764600000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "identity"."consent_requests"
        ADD COLUMN "reminders" smallint NOT NULL DEFAULT 0,
        ADD COLUMN "last_mailed_at" timestamptz`);
    await queryRunner.query(`UPDATE "identity"."consent_requests" SET "last_mailed_at" = "created_at"`);
    await queryRunner.query(`
      ALTER TABLE "identity"."consent_requests"
        ALTER COLUMN "last_mailed_at" SET DEFAULT now(),
        ALTER COLUMN "last_mailed_at" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "identity"."consent_requests" DROP COLUMN "reminders", DROP COLUMN "last_mailed_at"`,
    );
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNotifications1763700000510 implements MigrationInterface {
  name = 'CreateNotifications1763700000510';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reports"."notifications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "event_id" uuid NOT NULL,
        "kind" text NOT NULL,
        "title" text NOT NULL CHECK (length("title") <= 200),
        "body" text NOT NULL CHECK (length("body") <= 2000),
        "link" text NOT NULL CHECK (length("link") <= 500),
        "read_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "notifications_event_user_key" UNIQUE ("event_id", "user_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "notifications_user_latest_idx" ON "reports"."notifications" ("user_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_user_unread_idx" ON "reports"."notifications" ("user_id") WHERE "read_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reports"."notifications"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndPlayers1763700000100 implements MigrationInterface {
  name = 'CreateUsersAndPlayers1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "password_hash" text NOT NULL,
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "role" text NOT NULL CHECK ("role" IN ('player', 'coach', 'admin')),
        "profile_image_url" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_email_normalised" CHECK ("email" = lower(btrim("email")))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_unique" ON "identity"."users" ("email")`);
    await queryRunner.query(`CREATE INDEX "users_created_at" ON "identity"."users" ("created_at" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "identity"."players" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid REFERENCES "identity"."users" ("id") ON DELETE SET NULL,
        "full_name" text,
        "status" text NOT NULL DEFAULT 'active',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "players_user_id_unique" ON "identity"."players" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."players"`);
    await queryRunner.query(`DROP TABLE "identity"."users"`);
  }
}

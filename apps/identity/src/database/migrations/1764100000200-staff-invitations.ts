import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time links by e-mail that let a coach or admin join the inviting admin's club (stored as hashes). */
export class StaffInvitations1764100000200 implements MigrationInterface {
  name = 'StaffInvitations1764100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."staff_invitations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "club_id" uuid NOT NULL REFERENCES "identity"."clubs" ("id"),
        "email" text NOT NULL,
        "role" text NOT NULL CHECK ("role" IN ('coach', 'admin')),
        "token_hash" bytea NOT NULL,
        "invited_by" uuid REFERENCES "identity"."users" ("id") ON DELETE SET NULL,
        "expires_at" timestamptz NOT NULL,
        "accepted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "staff_invitations_token_unique" UNIQUE ("token_hash")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."staff_invitations"`);
  }
}

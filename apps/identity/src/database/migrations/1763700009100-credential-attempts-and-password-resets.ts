import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed credential checks per account and source (identity limits guessing where the secret is
 * checked), and one-time password reset links, stored only as a SHA-256 of the token.
 */
export class CredentialAttemptsAndPasswordResets1763700009100 implements MigrationInterface {
  name = 'CredentialAttemptsAndPasswordResets1763700009100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."credential_attempts" (
        "account" text NOT NULL,
        "source" text NOT NULL,
        "failures" integer NOT NULL DEFAULT 0 CHECK ("failures" >= 0),
        "last_failed_at" timestamptz,
        "last_succeeded_at" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("account", "source")
      )`);
    await queryRunner.query(
      `CREATE INDEX "credential_attempts_updated_at" ON "identity"."credential_attempts" ("updated_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "identity"."password_reset_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
        "token_hash" bytea NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "password_reset_tokens_hash" ON "identity"."password_reset_tokens" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "password_reset_tokens_user_created" ON "identity"."password_reset_tokens" ("user_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."password_reset_tokens"`);
    await queryRunner.query(`DROP TABLE "identity"."credential_attempts"`);
  }
}

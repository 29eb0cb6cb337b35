import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parent accounts and guardianships (ARCHITECTURE §9): the role `parent` (an account of no club),
 * guardianships linking a parent account to a player through the Parents & Guardians entry whose
 * invitation it accepted, the invitations themselves (one-time links stored as hashes), and the
 * capacity in which each consent was changed (player, guardian or staff).
 */
export class Guardians1764200000100 implements MigrationInterface {
  name = 'Guardians1764200000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "identity"."users" DROP CONSTRAINT "users_role_check"`);
    await queryRunner.query(
      `ALTER TABLE "identity"."users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('player', 'coach', 'admin', 'parent'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "identity"."users" ADD CONSTRAINT "users_parent_without_club" CHECK ("role" <> 'parent' OR "club_id" IS NULL)`,
    );

    await queryRunner.query(`
      CREATE TABLE "identity"."guardianships" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "parent_user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "parent_entry_id" uuid NOT NULL REFERENCES "identity"."player_parents" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "guardianships_pair_unique" UNIQUE ("parent_user_id", "player_id")
      )`);
    await queryRunner.query(`CREATE INDEX "guardianships_player" ON "identity"."guardianships" ("player_id")`);
    await queryRunner.query(`CREATE INDEX "guardianships_entry" ON "identity"."guardianships" ("parent_entry_id")`);

    // token_hash is set when the mail is sent (identity's consumer of guardian-invitation.created).
    await queryRunner.query(`
      CREATE TABLE "identity"."guardian_invitations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "parent_entry_id" uuid NOT NULL REFERENCES "identity"."player_parents" ("id") ON DELETE CASCADE,
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "email" text NOT NULL,
        "token_hash" bytea,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "sent_at" timestamptz,
        "used_at" timestamptz,
        "used_by" uuid,
        "revoked_at" timestamptz,
        CONSTRAINT "guardian_invitations_token_unique" UNIQUE ("token_hash")
      )`);
    await queryRunner.query(
      `CREATE INDEX "guardian_invitations_entry" ON "identity"."guardian_invitations" ("parent_entry_id", "created_at" DESC)`,
    );

    await queryRunner.query(`
      ALTER TABLE "identity"."player_consent_history"
        ADD COLUMN "changed_by_capacity" text CHECK ("changed_by_capacity" IN ('player', 'guardian', 'staff'))`);
    await queryRunner.query(`
      ALTER TABLE "identity"."player_consents"
        ADD COLUMN "updated_by_capacity" text CHECK ("updated_by_capacity" IN ('player', 'guardian', 'staff'))`);
    // Until now only the player and their staff could change a consent: the role tells the capacity.
    for (const table of [
      { name: 'player_consent_history', by: 'changed_by', capacity: 'changed_by_capacity' },
      { name: 'player_consents', by: 'updated_by', capacity: 'updated_by_capacity' },
    ]) {
      await queryRunner.query(`
        UPDATE "identity"."${table.name}" c
           SET "${table.capacity}" = CASE WHEN u."role" = 'player' THEN 'player' ELSE 'staff' END
          FROM "identity"."users" u
         WHERE u."id" = c."${table.by}" AND u."role" IN ('player', 'coach', 'admin')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "identity"."player_consents" DROP COLUMN "updated_by_capacity"`);
    await queryRunner.query(`ALTER TABLE "identity"."player_consent_history" DROP COLUMN "changed_by_capacity"`);
    await queryRunner.query(`DROP TABLE "identity"."guardian_invitations"`);
    await queryRunner.query(`DROP TABLE "identity"."guardianships"`);
    await queryRunner.query(`DELETE FROM "identity"."users" WHERE "role" = 'parent'`);
    await queryRunner.query(`ALTER TABLE "identity"."users" DROP CONSTRAINT "users_parent_without_club"`);
    await queryRunner.query(`ALTER TABLE "identity"."users" DROP CONSTRAINT "users_role_check"`);
    await queryRunner.query(
      `ALTER TABLE "identity"."users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('player', 'coach', 'admin'))`,
    );
  }
}

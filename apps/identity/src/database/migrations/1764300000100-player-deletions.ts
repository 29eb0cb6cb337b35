import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasure of a player's data (issue 25). `player_deletion_requests` holds a pending request (its
 * confirmation link stored as a hash, its schedule once confirmed) and goes with the player, whose
 * row it references. `player_deletion_audit` keeps only that a deletion happened and when: a random
 * id, the club, in which capacity it was asked for, and the times; never a player id, name or e-mail.
 */
export class PlayerDeletions1764300000100 implements MigrationInterface {
  name = 'PlayerDeletions1764300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."player_deletion_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "requested_by" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
        "capacity" text NOT NULL CHECK ("capacity" IN ('player', 'guardian', 'admin')),
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "token_hash" bytea,
        "confirmation_expires_at" timestamptz NOT NULL,
        "confirmed_at" timestamptz,
        "scheduled_for" timestamptz,
        CONSTRAINT "player_deletion_requests_token_unique" UNIQUE ("token_hash"),
        CONSTRAINT "player_deletion_requests_one_per_player" UNIQUE ("player_id"),
        CONSTRAINT "player_deletion_requests_scheduled_when_confirmed"
          CHECK (("confirmed_at" IS NULL) = ("scheduled_for" IS NULL))
      )`);
    // What the sweep reads: confirmed requests by when they fall due.
    await queryRunner.query(
      `CREATE INDEX "player_deletion_requests_due" ON "identity"."player_deletion_requests" ("scheduled_for")
        WHERE "scheduled_for" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "identity"."player_deletion_audit" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "club_id" uuid,
        "capacity" text NOT NULL CHECK ("capacity" IN ('player', 'guardian', 'admin')),
        "requested_at" timestamptz NOT NULL,
        "confirmed_at" timestamptz,
        "executed_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."player_deletion_audit"`);
    await queryRunner.query(`DROP TABLE "identity"."player_deletion_requests"`);
  }
}

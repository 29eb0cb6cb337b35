import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clubs and squads (ARCHITECTURE §9). An installation upgrades into one club (DEFAULT_CLUB_NAME,
 * 'My Club' unless set) holding every account, with one squad 'All players' that holds every player,
 * is coached by every coach and takes sign-ups without an invite code, so nobody loses sight of
 * anyone. Every player's and staff member's membership is then written to identity's own copy and
 * announced through the outbox, so every service's copy fills from the same events it keeps reading.
 */
export class ClubsAndSquads1764100000100 implements MigrationInterface {
  name = 'ClubsAndSquads1764100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "identity"."membership_version"`);
    await queryRunner.query(`
      CREATE TABLE "identity"."clubs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "slug" text NOT NULL,
        "consent_age" smallint NOT NULL DEFAULT 13 CHECK ("consent_age" BETWEEN 13 AND 16),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "clubs_slug_unique" UNIQUE ("slug")
      )`);
    await queryRunner.query(`
      CREATE TABLE "identity"."squads" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "club_id" uuid NOT NULL REFERENCES "identity"."clubs" ("id"),
        "name" text NOT NULL,
        "season" text,
        "age_group" text,
        "takes_signups" boolean NOT NULL DEFAULT false,
        "invite_code_hash" text,
        "invite_code_created_at" timestamptz,
        "archived_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "squads_club" ON "identity"."squads" ("club_id", "name")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "squads_one_signup_squad_per_club" ON "identity"."squads" ("club_id") WHERE "takes_signups"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "squads_invite_code_unique" ON "identity"."squads" ("invite_code_hash") WHERE "invite_code_hash" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "identity"."squad_players" (
        "squad_id" uuid NOT NULL REFERENCES "identity"."squads" ("id") ON DELETE CASCADE,
        "player_id" uuid NOT NULL REFERENCES "identity"."players" ("id") ON DELETE CASCADE,
        "added_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("squad_id", "player_id")
      )`);
    await queryRunner.query(`CREATE INDEX "squad_players_player" ON "identity"."squad_players" ("player_id")`);
    await queryRunner.query(`
      CREATE TABLE "identity"."squad_coaches" (
        "squad_id" uuid NOT NULL REFERENCES "identity"."squads" ("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "identity"."users" ("id") ON DELETE CASCADE,
        "role" text NOT NULL CHECK ("role" IN ('head', 'assistant')),
        "added_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("squad_id", "user_id")
      )`);
    await queryRunner.query(`CREATE INDEX "squad_coaches_user" ON "identity"."squad_coaches" ("user_id")`);
    await queryRunner.query(`
      ALTER TABLE "identity"."users"
        ADD COLUMN "club_id" uuid REFERENCES "identity"."clubs" ("id"),
        ADD COLUMN "deactivated_at" timestamptz`);
    await queryRunner.query(`CREATE INDEX "users_club" ON "identity"."users" ("club_id", "created_at")`);
    await queryRunner.query(
      `ALTER TABLE "identity"."players" ADD COLUMN "club_id" uuid REFERENCES "identity"."clubs" ("id")`,
    );

    const defaultName = (process.env.DEFAULT_CLUB_NAME ?? '').trim() || 'My Club';
    const [club]: { id: string }[] = await queryRunner.query(
      `INSERT INTO "identity"."clubs" ("name", "slug") VALUES ($1, 'my-club') RETURNING "id"`,
      [defaultName],
    );
    const [squad]: { id: string }[] = await queryRunner.query(
      `INSERT INTO "identity"."squads" ("club_id", "name", "takes_signups") VALUES ($1, 'All players', true) RETURNING "id"`,
      [club!.id],
    );
    await queryRunner.query(`UPDATE "identity"."users" SET "club_id" = $1`, [club!.id]);
    await queryRunner.query(`UPDATE "identity"."players" SET "club_id" = $1`, [club!.id]);
    await queryRunner.query(`ALTER TABLE "identity"."players" ALTER COLUMN "club_id" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "players_club" ON "identity"."players" ("club_id")`);
    await queryRunner.query(
      `INSERT INTO "identity"."squad_players" ("squad_id", "player_id") SELECT $1, "id" FROM "identity"."players"`,
      [squad!.id],
    );
    await queryRunner.query(
      `INSERT INTO "identity"."squad_coaches" ("squad_id", "user_id", "role")
       SELECT $1, "id", 'head' FROM "identity"."users" WHERE "role" = 'coach'`,
      [squad!.id],
    );

    await queryRunner.query(
      `INSERT INTO "identity"."scope_players" ("player_id", "user_id", "club_id", "squad_ids", "active", "version")
       SELECT p."id", p."user_id", p."club_id", ARRAY[$1::uuid], true, nextval('"identity"."membership_version"')
         FROM "identity"."players" p`,
      [squad!.id],
    );
    await queryRunner.query(
      `INSERT INTO "identity"."scope_staff" ("user_id", "club_id", "role", "squad_ids", "active", "version")
       SELECT u."id", u."club_id", u."role",
              CASE WHEN u."role" = 'coach' THEN ARRAY[$1::uuid] ELSE '{}'::uuid[] END,
              true, nextval('"identity"."membership_version"')
         FROM "identity"."users" u WHERE u."role" IN ('coach', 'admin')`,
      [squad!.id],
    );
    await queryRunner.query(
      `INSERT INTO "identity"."outbox_events" ("id", "name", "payload")
       SELECT gen_random_uuid(), 'identity.player.membership-changed',
              jsonb_build_object('playerId', "player_id", 'userId', "user_id", 'clubId', "club_id",
                                 'squadIds', to_jsonb("squad_ids"), 'active', "active", 'version', "version")
         FROM "identity"."scope_players" ORDER BY "version"`,
    );
    await queryRunner.query(
      `INSERT INTO "identity"."outbox_events" ("id", "name", "payload")
       SELECT gen_random_uuid(), 'identity.staff.membership-changed',
              jsonb_build_object('userId', "user_id", 'clubId', "club_id", 'role', "role",
                                 'squadIds', to_jsonb("squad_ids"), 'active', "active", 'version', "version")
         FROM "identity"."scope_staff" ORDER BY "version"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "identity"."scope_staff"`);
    await queryRunner.query(`DELETE FROM "identity"."scope_players"`);
    await queryRunner.query(`ALTER TABLE "identity"."players" DROP COLUMN "club_id"`);
    await queryRunner.query(`ALTER TABLE "identity"."users" DROP COLUMN "deactivated_at", DROP COLUMN "club_id"`);
    await queryRunner.query(`DROP TABLE "identity"."squad_coaches"`);
    await queryRunner.query(`DROP TABLE "identity"."squad_players"`);
    await queryRunner.query(`DROP TABLE "identity"."squads"`);
    await queryRunner.query(`DROP TABLE "identity"."clubs"`);
    await queryRunner.query(`DROP SEQUENCE "identity"."membership_version"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff player list's search (issue 27): `players.search_text` holds every text `?search=`
 * matches (the record's name, team and club, the account's e-mail and "first last"), joined by a
 * unit separator (U+001F) so a pattern never matches across two of them, lower-cased, and a pg_trgm
 * GIN index serves `search_text LIKE lower('%…%')` (what ILIKE does in a UTF-8 database, without
 * lower-casing every row it reads). The index has no `fastupdate`: records change seldom, and every
 * search would read a pending list in full until autovacuum empties it. Triggers keep the text
 * current: a player's own fields on every insert or update of them (also when the account goes,
 * `user_id` set null), the account's fields when those change.
 */
export class PlayerSearchText1764400002700 implements MigrationInterface {
  name = 'PlayerSearchText1764400002700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE FUNCTION "identity"."player_search_text"(
        "full_name" text, "team_name" text, "club_name" text, "email" text, "first_name" text, "last_name" text
      ) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT lower(concat_ws(E'\\x1f', "full_name", "email", "first_name" || ' ' || "last_name", "team_name", "club_name"))
      $$`);
    await queryRunner.query(`ALTER TABLE "identity"."players" ADD COLUMN "search_text" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`
      CREATE FUNCTION "identity"."players_set_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE account record;
      BEGIN
        SELECT u."email", u."first_name", u."last_name" INTO account FROM "identity"."users" u WHERE u."id" = NEW."user_id";
        NEW."search_text" := "identity"."player_search_text"(NEW."full_name", NEW."team_name", NEW."club_name",
          account."email", account."first_name", account."last_name");
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "players_search_text" BEFORE INSERT OR UPDATE OF "full_name", "team_name", "club_name", "user_id"
      ON "identity"."players" FOR EACH ROW EXECUTE FUNCTION "identity"."players_set_search_text"()`);
    await queryRunner.query(`
      CREATE FUNCTION "identity"."users_refresh_player_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "identity"."players" p
           SET "search_text" = "identity"."player_search_text"(p."full_name", p."team_name", p."club_name",
             NEW."email", NEW."first_name", NEW."last_name")
         WHERE p."user_id" = NEW."id";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "users_player_search_text" AFTER UPDATE OF "email", "first_name", "last_name"
      ON "identity"."users" FOR EACH ROW
      WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
        OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
      EXECUTE FUNCTION "identity"."users_refresh_player_search_text"()`);
    await queryRunner.query(`
      UPDATE "identity"."players" p
         SET "search_text" = "identity"."player_search_text"(p."full_name", p."team_name", p."club_name",
           u."email", u."first_name", u."last_name")
        FROM "identity"."players" q LEFT JOIN "identity"."users" u ON u."id" = q."user_id"
       WHERE q."id" = p."id"`);
    await queryRunner.query(
      `CREATE INDEX "players_search_text_trgm" ON "identity"."players" USING gin ("search_text" gin_trgm_ops)
        WITH (fastupdate = off)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "users_player_search_text" ON "identity"."users"`);
    await queryRunner.query(`DROP FUNCTION "identity"."users_refresh_player_search_text"()`);
    await queryRunner.query(`DROP TRIGGER "players_search_text" ON "identity"."players"`);
    await queryRunner.query(`DROP FUNCTION "identity"."players_set_search_text"()`);
    await queryRunner.query(`ALTER TABLE "identity"."players" DROP COLUMN "search_text"`);
    await queryRunner.query(`DROP FUNCTION "identity"."player_search_text"(text, text, text, text, text, text)`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each service's copy of where players and staff belong (ARCHITECTURE §9), fed by identity's
 * membership events (identity writes its own in the change's transaction). Every scope check and
 * every scoped list reads these tables; `version` keeps a late or repeated event from undoing a newer one.
 */
export function platformScopeTablesMigration(schema: string): new () => MigrationInterface {
  return class PlatformScopeTables1764100000000 implements MigrationInterface {
    name = 'PlatformScopeTables1764100000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE IF NOT EXISTS "${schema}"."scope_players" (
          "player_id" uuid PRIMARY KEY,
          "user_id" uuid,
          "club_id" uuid NOT NULL,
          "squad_ids" uuid[] NOT NULL DEFAULT '{}',
          "active" boolean NOT NULL DEFAULT true,
          "version" bigint NOT NULL
        )`);
      await queryRunner.query(
        `CREATE INDEX IF NOT EXISTS "scope_players_club" ON "${schema}"."scope_players" ("club_id", "player_id")`,
      );
      await queryRunner.query(
        `CREATE INDEX IF NOT EXISTS "scope_players_squads" ON "${schema}"."scope_players" USING gin ("squad_ids")`,
      );
      await queryRunner.query(`
        CREATE TABLE IF NOT EXISTS "${schema}"."scope_staff" (
          "user_id" uuid PRIMARY KEY,
          "club_id" uuid NOT NULL,
          "role" text NOT NULL,
          "squad_ids" uuid[] NOT NULL DEFAULT '{}',
          "active" boolean NOT NULL DEFAULT true,
          "version" bigint NOT NULL
        )`);
      await queryRunner.query(
        `CREATE INDEX IF NOT EXISTS "scope_staff_club" ON "${schema}"."scope_staff" ("club_id", "user_id")`,
      );
      await queryRunner.query(
        `CREATE INDEX IF NOT EXISTS "scope_staff_squads" ON "${schema}"."scope_staff" USING gin ("squad_ids")`,
      );
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE IF EXISTS "${schema}"."scope_staff"`);
      await queryRunner.query(`DROP TABLE IF EXISTS "${schema}"."scope_players"`);
    }
  };
}

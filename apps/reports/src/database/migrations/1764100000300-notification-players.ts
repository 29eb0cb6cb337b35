import type { MigrationInterface, QueryRunner } from 'typeorm';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The player a notification is about, so a user's list, count and marks follow their current scope
 * (a coach who leaves a squad stops seeing its children's notifications). NULL: about nobody in
 * particular, or an older row whose player cannot be told; such a row stays visible to its user.
 */
export class NotificationPlayers1764100000300 implements MigrationInterface {
  name = 'NotificationPlayers1764100000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports"."notifications" ADD COLUMN "player_id" uuid`);
    // Staff notifications that link to the player: '/roadmap?playerId=<id>' and '/player/<id>'.
    await queryRunner.query(`
      UPDATE "reports"."notifications"
         SET "player_id" = COALESCE(
               substring("link" FROM '^/roadmap\\?playerId=(${UUID})$'),
               substring("link" FROM '^/player/(${UUID})$'))::uuid
       WHERE "player_id" IS NULL
         AND ("link" ~ '^/roadmap\\?playerId=${UUID}$' OR "link" ~ '^/player/${UUID}$')`);
    // Notifications to the player themself, where this service's copy of memberships knows their account.
    await queryRunner.query(`
      UPDATE "reports"."notifications" n
         SET "player_id" = p."player_id"
        FROM "reports"."scope_players" p
       WHERE n."player_id" IS NULL AND p."user_id" = n."user_id"
         AND (n."kind" IN ('assignment-created', 'assignment-approved', 'assignment-needs-changes', 'video-reviewed',
                           'report-ready')
              OR (n."kind" LIKE 'call-%' AND n."link" = '/calls'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports"."notifications" DROP COLUMN "player_id"`);
  }
}

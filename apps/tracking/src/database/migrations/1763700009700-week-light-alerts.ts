import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The coach home lists the players whose light this week is red or yellow with the rules that fired:
 * the week's row keeps the alerts of its latest judgement, and an index finds a week's red and yellow rows.
 */
export class WeekLightAlerts1763700009700 implements MigrationInterface {
  name = 'WeekLightAlerts1763700009700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracking"."week_lights" ADD COLUMN "alerts" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `CREATE INDEX "week_lights_attention" ON "tracking"."week_lights" ("week_start", "light", "player_id") WHERE "light" <> 'green'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "tracking"."week_lights_attention"`);
    await queryRunner.query(`ALTER TABLE "tracking"."week_lights" DROP COLUMN "alerts"`);
  }
}

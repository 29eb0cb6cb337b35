import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roadmap's copy of the name and address each player is reached by (`identity.player.contact-changed`),
 * which a booking's invite is addressed from (issue 27). An erasure deletes the player's row.
 */
export class PlayerContacts1764500000200 implements MigrationInterface {
  name = 'PlayerContacts1764500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "roadmap"."player_contacts" (
        "player_id" uuid PRIMARY KEY,
        "name" text NOT NULL CHECK (char_length("name") <= 200),
        "email" text,
        "version" bigint NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "roadmap"."player_contacts"`);
  }
}

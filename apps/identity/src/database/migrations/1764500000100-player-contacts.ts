import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roadmap addresses a booking's invite from its copy of the players' contacts (issue 27), fed by
 * `identity.player.contact-changed`: this publishes every existing player's once, through the outbox,
 * with the rule of `playerContactOf` (account "first last", else the record's full name, else
 * 'Player'; the account's e-mail), frozen here as a migration must be.
 */
export class PlayerContacts1764500000100 implements MigrationInterface {
  name = 'PlayerContacts1764500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "identity"."outbox_events" ("id", "name", "payload")
       SELECT gen_random_uuid(), 'identity.player.contact-changed',
              jsonb_build_object(
                'playerId', p."id",
                'name', left(coalesce(nullif(btrim(concat_ws(' ', nullif(btrim(u."first_name"), ''),
                                                            nullif(btrim(u."last_name"), ''))), ''),
                                      nullif(btrim(p."full_name"), ''), 'Player'), 200),
                'email', u."email",
                'version', nextval('"identity"."membership_version"'))
         FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
        ORDER BY p."created_at", p."id"`,
    );
  }

  async down(): Promise<void> {
    // Published events cannot be called back; roadmap's copy is dropped by its own migration.
  }
}

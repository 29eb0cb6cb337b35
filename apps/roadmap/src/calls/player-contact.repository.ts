import { Injectable } from '@nestjs/common';
import type { EventMap, PlayerContact } from '@portal/contracts';
import type { EntityManager } from 'typeorm';

export type PlayerContactSnapshot = EventMap['identity.player.contact-changed'];

/**
 * The player's contact as a JSON scalar subquery (null when the copy has none),
 * for a statement that reads it in the same round trip as its own rows.
 */
export function playerContactSql(playerIdParameter: string): string {
  return `(SELECT json_build_object('name', pc."name", 'email', pc."email") FROM "roadmap"."player_contacts" pc
            WHERE pc."player_id" = ${playerIdParameter})`;
}

export type PlayerContactJson = PlayerContact | null;

/** The only code that writes `roadmap.player_contacts` (roadmap's copy of identity's player contacts). */
@Injectable()
export class PlayerContactRepository {
  /** Applies a snapshot newer than the one held; an older or repeated one changes nothing. */
  async apply(manager: EntityManager, snapshot: PlayerContactSnapshot): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "roadmap"."player_contacts" ("player_id", "name", "email", "version") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("player_id") DO UPDATE SET
         "name" = EXCLUDED."name", "email" = EXCLUDED."email", "version" = EXCLUDED."version"
       WHERE "player_contacts"."version" < EXCLUDED."version"
       RETURNING "player_id"`,
      [snapshot.playerId, snapshot.name, snapshot.email, snapshot.version],
    );
    return rows.length > 0;
  }

  /**
   * Erasure: the player's row goes. (Like the memberships' copy, a snapshot published before the erasure
   * and delivered after it would write the row again; identity deletes its unsent outbox rows naming
   * the player, and contact snapshots are published only at sign-up and on a rename.)
   */
  async erase(manager: EntityManager, playerId: string): Promise<void> {
    await manager.query(`DELETE FROM "roadmap"."player_contacts" WHERE "player_id" = $1`, [playerId]);
  }
}

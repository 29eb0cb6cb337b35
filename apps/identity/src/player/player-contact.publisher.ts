import { Injectable } from '@nestjs/common';
import { playerContactOf } from '@portal/contracts';
import { OutboxWriter } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';

interface ContactSourceRow {
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  version: string;
}

/**
 * Publishes the name and address a player is reached by (`identity.player.contact-changed`), inside
 * the transaction of the change that made or renamed the player: roadmap addresses a booking's invite
 * from its copy, so a booking asks identity nothing (issue 27). Versions come from the memberships'
 * sequence, so a copy applies only what is newer than what it holds.
 */
@Injectable()
export class PlayerContactPublisher {
  constructor(private readonly outbox: OutboxWriter) {}

  async changed(manager: EntityManager, playerId: string): Promise<void> {
    const [row]: ContactSourceRow[] = await manager.query(
      `SELECT u."first_name" AS "firstName", u."last_name" AS "lastName", p."full_name" AS "fullName",
              u."email", nextval('"identity"."membership_version"') AS "version"
         FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
        WHERE p."id" = $1`,
      [playerId],
    );
    if (!row) return;
    await this.outbox.append(manager, 'identity.player.contact-changed', {
      playerId,
      ...playerContactOf(row),
      version: Number(row.version),
    });
  }
}

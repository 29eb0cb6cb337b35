import { randomUUID } from 'node:crypto';
import type { Actor, DomainEvent, EventMap, ServiceName } from '@portal/contracts';
import type { NatsConnection } from 'nats';
import type { Client } from 'pg';
import { JetStreamPublisher } from '../events/jetstream';
import { waitFor } from './wait';

// Later than any version identity has committed in a test namespace, and growing within a run.
let nextVersion = Date.now() * 1000;

export interface ClubFixture {
  clubId: string;
  squadIds: string[];
}

/** A club with `squads` squad ids, for a test that places players and staff in it. */
export function clubFixture(squads = 2): ClubFixture {
  return { clubId: randomUUID(), squadIds: Array.from({ length: squads }, () => randomUUID()) };
}

/**
 * Tells a service under test (without identity running) where players and staff belong, through
 * identity's real membership events on JetStream, and waits until the service's copy holds them:
 * its own consumer applies them exactly as in production.
 */
export class TestMemberships {
  private readonly publisher: JetStreamPublisher;

  constructor(
    connection: NatsConnection,
    namespace: string,
    private readonly pg: Client,
    private readonly service: ServiceName,
  ) {
    this.publisher = new JetStreamPublisher(connection, namespace);
  }

  async placePlayer(playerId: string, clubId: string, squadIds: string[], userId: string | null = null): Promise<void> {
    const version = ++nextVersion;
    await this.publisher.publish(
      identityEvent('identity.player.membership-changed', {
        playerId,
        userId,
        clubId,
        squadIds,
        active: true,
        version,
      }),
    );
    await this.waitForVersion('scope_players', 'player_id', playerId, version);
  }

  async placeStaff(actor: Actor & { clubId: string }, active = true): Promise<void> {
    const version = ++nextVersion;
    const role = actor.role === 'admin' ? 'admin' : 'coach';
    await this.publisher.publish(
      identityEvent('identity.staff.membership-changed', {
        userId: actor.userId,
        clubId: actor.clubId,
        role,
        squadIds: actor.squadIds ?? [],
        active,
        version,
      }),
    );
    await this.waitForVersion('scope_staff', 'user_id', actor.userId, version);
  }

  /**
   * Tells the service the name and address a player is reached by (identity's contact event), and
   * waits until its copy (`player_contacts`, roadmap's) holds it.
   */
  async nameContact(playerId: string, name: string, email: string | null = null): Promise<void> {
    const version = ++nextVersion;
    await this.publisher.publish(identityEvent('identity.player.contact-changed', { playerId, name, email, version }));
    await this.waitForVersion('player_contacts', 'player_id', playerId, version);
  }

  /** Waits until the service's copy holds a player identity placed itself (a sign-up's membership event). */
  async awaitPlayer(playerId: string): Promise<void> {
    await this.waitForVersion('scope_players', 'player_id', playerId, 0);
  }

  private async waitForVersion(table: string, key: string, id: string, version: number): Promise<void> {
    await waitFor(
      async () => {
        const { rows } = await this.pg.query(
          `SELECT "version" FROM "${this.service}"."${table}" WHERE "${key}" = $1 AND "version" >= $2`,
          [id, version],
        );
        return rows.length > 0;
      },
      { what: `${this.service}'s copy of ${table} ${id}` },
    );
  }
}

function identityEvent<
  E extends
    'identity.player.membership-changed' | 'identity.staff.membership-changed' | 'identity.player.contact-changed',
>(name: E, payload: EventMap[E]): DomainEvent<E> {
  return { meta: { id: randomUUID(), name, occurredAt: new Date().toISOString() }, payload };
}

/** Actors of a club, as identity would sign them in. */
export const clubActors = {
  coach: (club: ClubFixture, squadIds: string[] = club.squadIds.slice(0, 1)): Actor & { clubId: string } => ({
    userId: randomUUID(),
    role: 'coach',
    clubId: club.clubId,
    squadIds,
  }),
  admin: (club: ClubFixture): Actor & { clubId: string } => ({
    userId: randomUUID(),
    role: 'admin',
    clubId: club.clubId,
  }),
  player: (club: ClubFixture, playerId: string = randomUUID()): Actor & { clubId: string; playerId: string } => ({
    userId: randomUUID(),
    role: 'player',
    clubId: club.clubId,
    playerId,
  }),
};

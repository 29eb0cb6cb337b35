import { randomUUID } from 'node:crypto';
import type { Actor, DomainEvent, EventMap } from '@portal/contracts';
import { SessionStore, createLogger } from '@portal/server-kit';
import { createTestNamespace, resolveTestInfra, type TestInfra } from '@portal/server-kit/testing';
import IORedis from 'ioredis';
import { SessionEventsConsumer } from '../src/auth/session-events.consumer';

/**
 * The gateway's backstop for identity's account events, over the real Redis: an event can arrive
 * after the user signed in again, and must end only the sessions the change made stale. Session times
 * are set by the store's clock, so "before" and "after" the change are exact, not raced.
 */
describe('session events: a late account event ends the sessions begun before it, and only those', () => {
  const CHANGED_AT = Date.parse('2026-11-27T10:00:00.000Z');
  let infra: TestInfra;
  let redis: IORedis;
  let namespace: string;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    redis = new IORedis(infra.redisUrl, { maxRetriesPerRequest: 1 });
    namespace = createTestNamespace('sessev');
  });

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await infra?.stop();
  });

  const storeAt = (time: number) => new SessionStore(redis, namespace, undefined, () => time);
  const consumer = () => new SessionEventsConsumer(storeAt(Date.now()), createLogger('test', 'silent'));
  const event = <E extends keyof EventMap>(name: E, payload: EventMap[E]): DomainEvent<E> => ({
    meta: { id: randomUUID(), name, occurredAt: new Date(CHANGED_AT).toISOString() },
    payload,
  });

  /**
   * A user's sessions around the change: one begun a minute before it, one a second after it (a
   * sign-in since), and `sinceWithRole` for one begun after it carrying the given role.
   */
  async function sessionsAroundTheChange(role: Actor['role']) {
    const userId = randomUUID();
    const before = await storeAt(CHANGED_AT - 60_000).create({ userId, role });
    const since = await storeAt(CHANGED_AT + 1_000).create({ userId, role });
    const sinceWithRole = (other: Actor['role']) => storeAt(CHANGED_AT + 1_000).create({ userId, role: other });
    const alive = async (sessionId: string) => (await storeAt(CHANGED_AT + 2_000).resolve(sessionId)) !== undefined;
    return { userId, before, since, sinceWithRole, alive };
  }

  it('a role change ends the earlier session and one still carrying the old role, and spares a sign-in since', async () => {
    const { userId, before, since, sinceWithRole, alive } = await sessionsAroundTheChange('coach');
    // A sign-in that read the old role while the change committed, its session begun just after.
    const racedSignIn = await sinceWithRole('player');
    await consumer().endSessionsOnRoleChange(
      event('identity.user.role-changed', { userId, from: 'player', to: 'coach' }),
    );
    expect(await alive(before)).toBe(false);
    expect(await alive(racedSignIn)).toBe(false);
    expect(await alive(since)).toBe(true);
  });

  it('a password reset ends the earlier session and spares one begun since', async () => {
    const { userId, before, since, alive } = await sessionsAroundTheChange('player');
    await consumer().endSessionsOnPasswordReset(event('identity.user.password-reset', { userId }));
    expect(await alive(before)).toBe(false);
    expect(await alive(since)).toBe(true);
  });

  it('an erased player loses every session, however recent', async () => {
    const { userId, before, since, alive } = await sessionsAroundTheChange('player');
    await consumer().endSessionsOnPlayerDeleted(
      event('identity.player.deleted', {
        userId,
        playerId: randomUUID(),
        clubId: null,
        guardianUserIds: [],
        capacity: 'admin',
      }),
    );
    expect(await alive(before)).toBe(false);
    expect(await alive(since)).toBe(false);
  });
});

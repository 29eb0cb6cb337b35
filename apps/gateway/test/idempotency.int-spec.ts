import { databaseUrl, redisConnection } from '@portal/server-kit';
import {
  type BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  signUpSquad,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import type IORedis from 'ioredis';
import { Client } from 'pg';

/**
 * The Idempotency-Key header (issue 23 item 5, draft-ietf-httpapi-idempotency-key-header) on a
 * creating POST, with the training log as the example: every covered route shares the gateway
 * interceptor and the services' transport, so one route proves the mechanism end to end.
 */
describe('Idempotency-Key on creating POSTs', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;
  let benPlayerId: string;
  let database: Client;
  let redis: IORedis;

  beforeAll(async () => {
    // A short RPC timeout, so a paused service makes the gateway answer 503 quickly.
    portal = await startTestPortal({
      services: ['identity', 'tracking', 'roadmap'],
      gatewayEnv: { RPC_TIMEOUT_MS: '3000' },
    });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
    benPlayerId = await playerIdOf(ben);
    database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
    redis = redisConnection(portal.infra.redisUrl);
  });

  afterAll(async () => {
    await database?.end();
    await redis?.quit();
    await portal?.close();
  });

  const withKey = (key: string) => ({ 'idempotency-key': key });
  const logWithNotes = (notes: string) => ({ date: '2026-11-17', type: 'team_training', wellnessRating: 4, notes });

  async function storedLogs(playerId: string, notes: string): Promise<{ id: string }[]> {
    const { rows } = await database.query<{ id: string }>(
      'SELECT id FROM tracking.training_logs WHERE player_id = $1 AND notes = $2',
      [playerId, notes],
    );
    return rows;
  }

  async function paused<T>(service: string, work: () => Promise<T>): Promise<T> {
    const running = portal.processes.get(service)!;
    process.kill(running.pid!, 'SIGSTOP');
    try {
      return await work();
    } finally {
      process.kill(running.pid!, 'SIGCONT');
    }
  }
  const pausedTracking = <T>(work: () => Promise<T>) => paused('tracking', work);

  async function storedDespiteTimeout(body: ReturnType<typeof logWithNotes>, key: string): Promise<{ id: string }> {
    const timedOut = await pausedTracking(() => ana.post('/api/training-logs', body, withKey(key)));
    expect(timedOut.status).toBe(503);
    // Resumed, tracking handles the request it was holding: the row exists though the client saw 503.
    const [stored] = await waitFor(async () => {
      const rows = await storedLogs(anaPlayerId, body.notes);
      return rows.length > 0 && rows;
    });
    return stored!;
  }

  it('stores one row when a request is repeated after a forced timeout', async () => {
    const body = logWithNotes('after a timeout');
    const stored = await storedDespiteTimeout(body, '"a1b2c3d4-timeout"');

    const retried = await ana.post('/api/training-logs', body, withKey('"a1b2c3d4-timeout"'));
    expect(retried.status).toBe(201);
    expect(await retried.json()).toMatchObject({ id: stored.id, notes: 'after a timeout' });
    expect(await storedLogs(anaPlayerId, 'after a timeout')).toEqual([{ id: stored.id }]);
  });

  it('answers 422 to another body after a forced timeout: the service itself knows the key', async () => {
    await storedDespiteTimeout(logWithNotes('before the timeout'), '"timeout-then-other-body"');
    // The gateway kept no answer for the 503, so this request reaches the service.
    const otherBody = await ana.post(
      '/api/training-logs',
      logWithNotes('another body'),
      withKey('"timeout-then-other-body"'),
    );
    expect(otherBody.status).toBe(422);
    expect(await storedLogs(anaPlayerId, 'another body')).toEqual([]);
  });

  it('stores a roadmap and a focus area once when each is repeated after a forced timeout (issue 38.7)', async () => {
    const count = async (sql: string, value: string) => Number((await database.query(sql, [value])).rows[0].count);
    const roadmaps = (title: string) => count('SELECT count(*) FROM roadmap.roadmaps WHERE title = $1', title);
    const focusAreas = (title: string) => count('SELECT count(*) FROM roadmap.focus_areas WHERE title = $1', title);

    const roadmapBody = { playerId: benPlayerId, title: 'Keyed plan' };
    const timedOut = await paused('roadmap', () => coach.post('/api/roadmaps', roadmapBody, withKey('"roadmap-once"')));
    expect(timedOut.status).toBe(503);
    await waitFor(async () => (await roadmaps('Keyed plan')) === 1 || undefined);
    const retried = await coach.post('/api/roadmaps', roadmapBody, withKey('"roadmap-once"'));
    expect(retried.status).toBe(201);
    const roadmap = (await retried.json()) as { id: string };
    expect(await roadmaps('Keyed plan')).toBe(1);

    const area = { title: 'Keyed weak foot' };
    const path = `/api/roadmaps/${roadmap.id}/focus-areas`;
    expect((await paused('roadmap', () => coach.post(path, area, withKey('"focus-once"')))).status).toBe(503);
    await waitFor(async () => (await focusAreas('Keyed weak foot')) === 1 || undefined);
    const again = await coach.post(path, area, withKey('"focus-once"'));
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ roadmapId: roadmap.id, title: 'Keyed weak foot' });
    expect(await focusAreas('Keyed weak foot')).toBe(1);
  });

  it('answers a repeat with the same key and body with the first answer, storing nothing more', async () => {
    const body = logWithNotes('same key twice');
    const first = await ana.post('/api/training-logs', body, withKey('"same-key-twice"'));
    expect(first.status).toBe(201);
    const firstAnswer = await first.json();

    const repeat = await ana.post('/api/training-logs', body, withKey('"same-key-twice"'));
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await repeat.json()).toEqual(firstAnswer);
    expect(await storedLogs(anaPlayerId, 'same key twice')).toEqual([{ id: firstAnswer.id }]);

    // Field order is not part of the request's identity.
    const reordered = { notes: body.notes, wellnessRating: body.wellnessRating, type: body.type, date: body.date };
    expect(await (await ana.post('/api/training-logs', reordered, withKey('"same-key-twice"'))).json()).toEqual(
      firstAnswer,
    );
  });

  it('answers 422 to the same key with another body, storing nothing', async () => {
    expect((await ana.post('/api/training-logs', logWithNotes('first body'), withKey('"reused-key"'))).status).toBe(
      201,
    );
    const reused = await ana.post('/api/training-logs', logWithNotes('second body'), withKey('"reused-key"'));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    expect(await storedLogs(anaPlayerId, 'second body')).toEqual([]);
  });

  it.each([
    ['empty', '""'],
    ['with a space', '"two words"'],
    ['with a backslash', '"back\\slash"'],
    ['longer than 255 characters', `"${'k'.repeat(256)}"`],
  ])('answers 400 to a key %s, storing nothing', async (_case, key) => {
    const response = await ana.post('/api/training-logs', logWithNotes('malformed key'), withKey(key));
    expect(response.status).toBe(400);
    expect(await storedLogs(anaPlayerId, 'malformed key')).toEqual([]);
  });

  it("keeps each user's keys apart", async () => {
    const body = logWithNotes('shared key');
    const anaAnswer = await (await ana.post('/api/training-logs', body, withKey('"shared-key"'))).json();
    const benResponse = await ben.post('/api/training-logs', body, withKey('"shared-key"'));
    expect(benResponse.status).toBe(201);
    expect(benResponse.headers.get('idempotent-replayed')).toBeNull();
    const benAnswer = await benResponse.json();
    expect(benAnswer).toMatchObject({ playerId: benPlayerId });
    expect(benAnswer.id).not.toBe(anaAnswer.id);
    expect(await storedLogs(anaPlayerId, 'shared key')).toHaveLength(1);
    expect(await storedLogs(benPlayerId, 'shared key')).toHaveLength(1);
  });

  it('answers 409 while the first request with the key is still in flight', async () => {
    const body = logWithNotes('in flight');
    const recordsBefore = (await redis.keys(`${portal.namespace}:idempotency:*`)).length;
    const { pending } = await pausedTracking(async () => {
      const pending = ana.post('/api/training-logs', body, withKey('"in-flight-key"'));
      // The first request's in-flight marker is in Redis: it is being handled.
      await waitFor(async () => (await redis.keys(`${portal.namespace}:idempotency:*`)).length > recordsBefore);
      const second = await ana.post('/api/training-logs', body, withKey('"in-flight-key"'));
      expect(second.status).toBe(409);
      expect(await second.json()).toEqual({ message: 'A request with this Idempotency-Key is still being processed' });
      return { pending };
    });
    const first = await pending;
    // Resumed, tracking answers the first in time (201) or after the gateway gave up (503): either way
    // the row is stored once and a retry of the key gets its answer.
    expect([201, 503]).toContain(first.status);
    await waitFor(async () => (await storedLogs(anaPlayerId, 'in flight')).length > 0);
    const retried = await ana.post('/api/training-logs', body, withKey('"in-flight-key"'));
    expect(retried.status).toBe(201);
    expect(await storedLogs(anaPlayerId, 'in flight')).toEqual([{ id: (await retried.json()).id }]);
  });

  it('changes nothing for a request without the header', async () => {
    const body = logWithNotes('no key');
    expect((await ana.post('/api/training-logs', body)).status).toBe(201);
    expect((await ana.post('/api/training-logs', body)).status).toBe(201);
    expect(await storedLogs(anaPlayerId, 'no key')).toHaveLength(2);
  });
});

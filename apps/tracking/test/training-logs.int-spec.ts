import { randomUUID } from 'node:crypto';
import { type Actor, encodeCursor, eventStreamName } from '@portal/contracts';
import type { RpcClient } from '@portal/server-kit';
import {
  type ServiceUnderTest,
  TestMemberships,
  clubActors,
  clubFixture,
  startServiceUnderTest,
  waitFor,
} from '@portal/server-kit/testing';
import type { NatsConnection } from 'nats';
import type { Client } from 'pg';

describe('tracking service: training log handlers with PostgreSQL', () => {
  let service: ServiceUnderTest;
  let namespace: string;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let pg: Client;

  const player = (): Actor & { playerId: string } => ({ userId: randomUUID(), role: 'player', playerId: randomUUID() });
  const club = clubFixture(1);
  const coach = clubActors.coach(club);

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3000);
    ({ namespace, connection, rpc, pg } = service);
  });

  afterAll(async () => {
    await service?.close();
  });

  const storedLogs = async (playerId: string) =>
    (
      await pg.query(
        'SELECT "date"::text AS date, "type", "wellness_rating", "notes" FROM "tracking"."training_logs" WHERE "player_id" = $1',
        [playerId],
      )
    ).rows;

  it('stores a log and lists the player’s logs newest day first', async () => {
    const ana = player();
    const create = (date: string, type: 'game' | 'team_training', wellnessRating?: number) =>
      rpc.call(
        'tracking.training-log.create',
        { playerId: ana.playerId, log: { date, type, wellnessRating, notes: `on ${date}` } },
        { actor: ana },
      );
    const created = await create('2026-11-18', 'team_training', 4);
    expect(created).toMatchObject({
      playerId: ana.playerId,
      date: '2026-11-18',
      type: 'team_training',
      wellnessRating: 4,
      notes: 'on 2026-11-18',
    });
    await create('2026-11-20', 'game');
    await create('2026-11-19', 'game', 2);

    const listed = await rpc.call('tracking.training-log.list', { playerId: ana.playerId }, { actor: ana });
    expect(listed.nextCursor).toBeNull();
    expect(listed.items.map((log) => [log.date, log.wellnessRating])).toEqual([
      ['2026-11-20', null],
      ['2026-11-19', 2],
      ['2026-11-18', 4],
    ]);
    // The list reads its own columns: each log is exactly the one the create answered, createdAt included.
    expect(listed.items[2]).toEqual(created);
    expect(await storedLogs(ana.playerId)).toHaveLength(3);
  });

  it('pages with limit and before in the list order, each log once, and refuses a forged cursor', async () => {
    const ana = player();
    for (const date of ['2026-10-01', '2026-10-02', '2026-10-02', '2026-10-02', '2026-10-03']) {
      await rpc.call(
        'tracking.training-log.create',
        { playerId: ana.playerId, log: { date, type: 'other' } },
        { actor: ana },
      );
    }
    const all = await rpc.call('tracking.training-log.list', { playerId: ana.playerId }, { actor: ana });
    const paged: string[] = [];
    let before: string | undefined;
    for (let pageNumber = 0; pageNumber < 5; pageNumber += 1) {
      const page = await rpc.call(
        'tracking.training-log.list',
        { playerId: ana.playerId, limit: 2, before },
        { actor: ana },
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((log) => log.id));
      if (!page.nextCursor) break;
      before = page.nextCursor;
    }
    expect(paged).toEqual(all.items.map((log) => log.id));
    expect(new Set(paged).size).toBe(5);
    for (const forged of ['bm90LWEtY3Vyc29y', encodeCursor(['x', 'y', 'z'])]) {
      await expect(
        rpc.call('tracking.training-log.list', { playerId: ana.playerId, limit: 2, before: forged }, { actor: ana }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('lets the coach of the player’s squad read, and never one player another’s (404, as for no player)', async () => {
    const ana = player();
    const ben = player();
    await new TestMemberships(connection, namespace, pg, 'tracking').placePlayer(
      ana.playerId,
      club.clubId,
      club.squadIds,
    );
    await rpc.call(
      'tracking.training-log.create',
      { playerId: ana.playerId, log: { date: '2026-11-01', type: 'other' } },
      { actor: ana },
    );
    expect(
      (await rpc.call('tracking.training-log.list', { playerId: ana.playerId }, { actor: coach })).items,
    ).toHaveLength(1);
    await expect(
      rpc.call('tracking.training-log.list', { playerId: ana.playerId }, { actor: ben }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rpc.call(
        'tracking.training-log.create',
        { playerId: ana.playerId, log: { date: '2026-11-02', type: 'game' } },
        { actor: ben },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rpc.call(
        'tracking.training-log.create',
        { playerId: ana.playerId, log: { date: '2026-11-02', type: 'game' } },
        { actor: coach },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' }); // a role refusal stays 403
    await expect(rpc.call('tracking.training-log.list', { playerId: ana.playerId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await storedLogs(ana.playerId)).toHaveLength(1);
  });

  it('re-validates the payload in the service and stores nothing on a bad one', async () => {
    const ana = player();
    const bad = { date: '2026-02-30', type: 'game' } as const;
    await expect(
      rpc.call('tracking.training-log.create', { playerId: ana.playerId, log: bad }, { actor: ana }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [expect.objectContaining({ field: 'log.date' })],
    });
    expect(await storedLogs(ana.playerId)).toEqual([]);
  });

  it('publishes tracking.training-log.created through the outbox', async () => {
    const ana = player();
    const created = await rpc.call(
      'tracking.training-log.create',
      { playerId: ana.playerId, log: { date: '2026-11-21', type: 'game', wellnessRating: 5 } },
      { actor: ana },
    );
    const [row] = (
      await pg.query(
        'SELECT "payload", "published_at" FROM "tracking"."outbox_events" WHERE "payload"->>\'logId\' = $1',
        [created.id],
      )
    ).rows;
    expect(row.payload).toEqual({
      logId: created.id,
      playerId: ana.playerId,
      date: '2026-11-21',
      type: 'game',
      wellnessRating: 5,
    });
    await waitFor(
      async () =>
        (
          await pg.query(
            'SELECT 1 FROM "tracking"."outbox_events" WHERE "payload"->>\'logId\' = $1 AND "published_at" IS NOT NULL',
            [created.id],
          )
        ).rowCount === 1,
      {
        what: 'the relay to publish the event',
      },
    );
    const stream = await (await connection.jetstreamManager()).streams.info(eventStreamName(namespace));
    expect(stream.state.messages).toBeGreaterThanOrEqual(1);
  });
});

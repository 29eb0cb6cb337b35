import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ErrorCode,
  PLAYER_NOT_FOUND_MESSAGE,
  addDays,
  calendarDayOf,
  progressWeekStartOf,
  weekdayNameOf,
} from '@portal/contracts';
import type { RpcClient } from '@portal/server-kit';
import {
  type ServiceUnderTest,
  TestMemberships,
  clubActors,
  startServiceUnderTest,
  twoClubScene,
} from '@portal/server-kit/testing';
import type { Client } from 'pg';

/**
 * Every tracking handler applies the one scope rule (ARCHITECTURE §9) on tracking's own copy of
 * memberships: a player reaches their own data, a coach the players of the squads they coach, an
 * admin every player of their club. Anything else answers 404 'Player not found', the same as a
 * player that does not exist.
 */
describe('tracking service: who reaches which player (two clubs, two squads)', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let memberships: TestMemberships;

  const scene = twoClubScene();
  const { riverside, hillside, u12, u15, ana, ben } = scene;
  const { coachU12: coachOfU12, coachU15: coachOfU15, adminRiverside: riversideAdmin } = scene;
  const { adminHill: hillsideAdmin, coachHill: hillsideCoach } = scene;
  const today = calendarDayOf(new Date(), 'UTC');
  const weekStart = progressWeekStartOf(today);
  const days = { start: addDays(today, -20), end: today };

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3000);
    ({ rpc, pg } = service);
    memberships = new TestMemberships(service.connection, service.namespace, pg, 'tracking');
    await scene.place(memberships);

    await rpc.call(
      'tracking.training-log.create',
      { playerId: ana.playerId, log: { date: today, type: 'game', wellnessRating: 4 } },
      { actor: ana },
    );
    await rpc.call(
      'tracking.training-session.log',
      {
        playerId: ana.playerId,
        session: { type: 'Team', category: 'Team', minutes: 45, rpe: 6, date: today, dayOfWeek: weekdayNameOf(today) },
      },
      { actor: ana },
    );
    await rpc.call(
      'tracking.wellness.check-in',
      { playerId: ana.playerId, checkIn: { energy: 4, fatigue: 3, sleep: 4, motivation: 4, date: today } },
      { actor: ana },
    );
  });

  afterAll(async () => {
    await service?.close();
  });

  /** Every read of one player's data tracking answers, each as the actor asks it. */
  const readsOf = (playerId: string) => ({
    'training logs': (actor: Actor) => rpc.call('tracking.training-log.list', { playerId }, { actor }),
    'training sessions': (actor: Actor) => rpc.call('tracking.training-session.list', { playerId }, { actor }),
    'wellness logs': (actor: Actor) => rpc.call('tracking.wellness.list', { playerId }, { actor }),
    'progress dashboard': (actor: Actor) =>
      rpc.call('tracking.progress.dashboard', { playerId, weekStart, today }, { actor }),
    'progress trends': (actor: Actor) => rpc.call('tracking.progress.trends', { playerId, weekStart }, { actor }),
    'progress periods': (actor: Actor) =>
      rpc.call('tracking.progress.periods', { periods: [{ playerId, ...days }] }, { actor }),
    'sessions export': (actor: Actor) => rpc.call('tracking.export.training-sessions', { playerId }, { actor }),
    'wellness export': (actor: Actor) => rpc.call('tracking.export.wellness-logs', { playerId }, { actor }),
  });
  const notFound = { code: ErrorCode.NotFound, message: PLAYER_NOT_FOUND_MESSAGE };

  it.each(Object.keys(readsOf(randomUUID())))(
    "answers %s to the player, the coach of the player's squad and the club admin",
    async (read) => {
      const call = readsOf(ana.playerId)[read as keyof ReturnType<typeof readsOf>];
      for (const actor of [ana, coachOfU12, riversideAdmin]) await expect(call(actor)).resolves.toBeDefined();
    },
  );

  it.each(Object.keys(readsOf(randomUUID())))(
    'answers %s 404 to a coach of another squad, staff of another club and another player, as for no player at all',
    async (read) => {
      const call = readsOf(ana.playerId)[read as keyof ReturnType<typeof readsOf>];
      for (const actor of [coachOfU15, hillsideAdmin, hillsideCoach, ben])
        await expect(call(actor)).rejects.toMatchObject(notFound);
      // a player id tracking has never heard of answers exactly the same, even to the club admin
      const unknown = readsOf(randomUUID())[read as keyof ReturnType<typeof readsOf>];
      await expect(unknown(riversideAdmin)).rejects.toMatchObject(notFound);
    },
  );

  it('returns the same rows to everyone in scope', async () => {
    const asAna = await rpc.call('tracking.training-session.list', { playerId: ana.playerId }, { actor: ana });
    // Her session and her Training log (a session too: one record, two readings).
    expect(asAna.items).toHaveLength(2);
    for (const staff of [coachOfU12, riversideAdmin])
      expect(await rpc.call('tracking.training-session.list', { playerId: ana.playerId }, { actor: staff })).toEqual(
        asAna,
      );
    const exported = await rpc.call('tracking.export.wellness-logs', { playerId: ana.playerId }, { actor: coachOfU12 });
    expect(exported.rows).toHaveLength(1);
  });

  it('answers a periods batch only when every player in it is in scope, 404 for the whole batch otherwise', async () => {
    const both = {
      periods: [
        { playerId: ana.playerId, ...days },
        { playerId: ben.playerId, ...days },
      ],
    };
    await expect(rpc.call('tracking.progress.periods', both, { actor: riversideAdmin })).resolves.toHaveLength(2);
    for (const actor of [coachOfU12, coachOfU15, hillsideAdmin, ana])
      await expect(rpc.call('tracking.progress.periods', both, { actor })).rejects.toMatchObject(notFound);
  });

  it("refuses a player writing another player's log, session or check-in with 404, storing nothing", async () => {
    await expect(
      rpc.call(
        'tracking.training-log.create',
        { playerId: ana.playerId, log: { date: today, type: 'other' } },
        { actor: ben },
      ),
    ).rejects.toMatchObject(notFound);
    await expect(
      rpc.call(
        'tracking.training-session.log',
        {
          playerId: ana.playerId,
          session: { type: 'Team', category: 'Team', minutes: 10, date: today, dayOfWeek: weekdayNameOf(today) },
        },
        { actor: ben },
      ),
    ).rejects.toMatchObject(notFound);
    await expect(
      rpc.call(
        'tracking.wellness.check-in',
        { playerId: ana.playerId, checkIn: { energy: 1, fatigue: 1, sleep: 1, motivation: 1, date: today } },
        { actor: ben },
      ),
    ).rejects.toMatchObject(notFound);
    const stored = await pg.query(
      `SELECT (SELECT count(*) FROM "tracking"."training_logs" WHERE "player_id" = $1)::int AS logs,
              (SELECT count(*) FROM "tracking"."training_sessions" WHERE "player_id" = $1)::int AS sessions,
              (SELECT "energy" FROM "tracking"."wellness_logs" WHERE "player_id" = $1) AS energy`,
      [ana.playerId],
    );
    // Her log and her session are two training entries, each read both ways (one record, two readings).
    expect(stored.rows).toEqual([{ logs: 2, sessions: 2, energy: 4 }]);
  });

  it('follows a squad change on the very next request once tracking holds it', async () => {
    const cleo = clubActors.player(riverside);
    await memberships.placePlayer(cleo.playerId, riverside.clubId, [u12]);
    const read = (actor: Actor) => rpc.call('tracking.training-log.list', { playerId: cleo.playerId }, { actor });
    await expect(read(coachOfU12)).resolves.toMatchObject({ items: [] });
    await memberships.placePlayer(cleo.playerId, riverside.clubId, [u15]);
    await expect(read(coachOfU12)).rejects.toMatchObject(notFound);
    await expect(read(coachOfU15)).resolves.toMatchObject({ items: [] });
    await memberships.placePlayer(cleo.playerId, hillside.clubId, []);
    await expect(read(riversideAdmin)).rejects.toMatchObject(notFound);
    await expect(read(hillsideAdmin)).resolves.toMatchObject({ items: [] });
  });
});

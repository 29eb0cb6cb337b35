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
  clubFixture,
  startServiceUnderTest,
} from '@portal/server-kit/testing';
import type { Client } from 'pg';

/**
 * ARCHITECTURE §9 in tracking: a parent reads their child's training logs and sessions, wellness and
 * progress, read-only: logging anything for the child is refused by role (403), and another child of
 * the same squad answers 404 'Player not found', exactly like a player that does not exist.
 */
describe("tracking service: a parent and their child's training", () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;

  const club = clubFixture(1);
  const [squad] = club.squadIds as [string];
  const ana = clubActors.player(club);
  const ben = clubActors.player(club); // Ana's squad-mate
  const parentOfAna: Actor = { userId: randomUUID(), role: 'parent', childIds: [ana.playerId] };
  const today = calendarDayOf(new Date(), 'UTC');
  const weekStart = progressWeekStartOf(today);
  const as = (actor: Actor) => ({ actor });

  const logEverything = async (player: Actor & { playerId: string }) => {
    await rpc.call(
      'tracking.training-log.create',
      { playerId: player.playerId, log: { date: today, type: 'game', wellnessRating: 4 } },
      as(player),
    );
    await rpc.call(
      'tracking.training-session.log',
      {
        playerId: player.playerId,
        session: { type: 'Team', category: 'Team', minutes: 45, rpe: 6, date: today, dayOfWeek: weekdayNameOf(today) },
      },
      as(player),
    );
    await rpc.call(
      'tracking.wellness.check-in',
      { playerId: player.playerId, checkIn: { energy: 4, fatigue: 3, sleep: 4, motivation: 4, date: today } },
      as(player),
    );
  };

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3000);
    ({ rpc, pg } = service);
    const memberships = new TestMemberships(service.connection, service.namespace, pg, 'tracking');
    await memberships.placePlayer(ana.playerId, club.clubId, [squad], ana.userId);
    await memberships.placePlayer(ben.playerId, club.clubId, [squad], ben.userId);
    await logEverything(ana);
    await logEverything(ben);
  });

  afterAll(async () => {
    await service?.close();
  });

  /** Every read of one player's data tracking answers, as `actor` (the parent unless named). */
  const readsOf = (playerId: string, actor: Actor = parentOfAna) => ({
    'training logs': () => rpc.call('tracking.training-log.list', { playerId }, as(actor)),
    'training sessions': () => rpc.call('tracking.training-session.list', { playerId }, as(actor)),
    'wellness logs': () => rpc.call('tracking.wellness.list', { playerId }, as(actor)),
    'progress dashboard': () => rpc.call('tracking.progress.dashboard', { playerId, weekStart, today }, as(actor)),
    'progress trends': () => rpc.call('tracking.progress.trends', { playerId, weekStart }, as(actor)),
    'sessions export': () => rpc.call('tracking.export.training-sessions', { playerId }, as(actor)),
    'wellness export': () => rpc.call('tracking.export.wellness-logs', { playerId }, as(actor)),
  });
  const readNames = Object.keys(readsOf(ana.playerId)) as (keyof ReturnType<typeof readsOf>)[];

  it.each(readNames)("answers the child's %s exactly as the child gets them", async (read) => {
    const asParent = await readsOf(ana.playerId)[read]();
    expect(asParent).toEqual(await readsOf(ana.playerId, ana)[read]());
  });

  it('holds the child’s own rows, and none of the squad-mate’s', async () => {
    const sessions = await rpc.call('tracking.training-session.list', { playerId: ana.playerId }, as(parentOfAna));
    // Her session and her Training log (a session too: one record, two readings).
    expect(sessions.items.map((session) => session.playerId)).toEqual([ana.playerId, ana.playerId]);
  });

  it.each(readNames)("answers the squad-mate's %s 404, like a player that does not exist", async (read) => {
    const notFound = { code: ErrorCode.NotFound, message: PLAYER_NOT_FOUND_MESSAGE };
    await expect(readsOf(ben.playerId)[read]()).rejects.toMatchObject(notFound);
    await expect(readsOf(randomUUID())[read]()).rejects.toMatchObject(notFound);
  });

  it('refuses logging training, sessions or check-ins for the child (403) and the staff views, storing nothing', async () => {
    const days = { start: addDays(today, -6), end: today };
    const attempts: [string, () => Promise<unknown>][] = [
      [
        'training log',
        () =>
          rpc.call(
            'tracking.training-log.create',
            { playerId: ana.playerId, log: { date: today, type: 'other' } },
            as(parentOfAna),
          ),
      ],
      [
        'training session',
        () =>
          rpc.call(
            'tracking.training-session.log',
            {
              playerId: ana.playerId,
              session: { type: 'Team', category: 'Team', minutes: 10, date: today, dayOfWeek: weekdayNameOf(today) },
            },
            as(parentOfAna),
          ),
      ],
      [
        'check-in',
        () =>
          rpc.call(
            'tracking.wellness.check-in',
            { playerId: ana.playerId, checkIn: { energy: 1, fatigue: 1, sleep: 1, motivation: 1, date: today } },
            as(parentOfAna),
          ),
      ],
      [
        'coach home lights',
        () => rpc.call('tracking.week-light.attention', { timeZone: 'UTC', limit: 5 }, as(parentOfAna)),
      ],
      [
        'report batch',
        () =>
          rpc.call('tracking.progress.periods', { periods: [{ playerId: ana.playerId, ...days }] }, as(parentOfAna)),
      ],
    ];
    const outcomes: Record<string, string> = {};
    for (const [name, attempt] of attempts)
      outcomes[name] = await attempt().then(
        () => 'answered',
        (error: { code: string }) => error.code,
      );
    expect(outcomes).toEqual(Object.fromEntries(attempts.map(([name]) => [name, ErrorCode.Forbidden])));
    const stored = await pg.query(
      `SELECT (SELECT count(*) FROM "tracking"."training_logs" WHERE "player_id" = $1)::int AS logs,
              (SELECT count(*) FROM "tracking"."training_sessions" WHERE "player_id" = $1)::int AS sessions,
              (SELECT "energy" FROM "tracking"."wellness_logs" WHERE "player_id" = $1) AS energy`,
      [ana.playerId],
    );
    // Her log and her session are two training entries, each read both ways (one record, two readings).
    expect(stored.rows).toEqual([{ logs: 2, sessions: 2, energy: 4 }]);
  });
});

import { type Actor, type TrackingAttention, addDays, calendarDayOf, progressWeekStartOf } from '@portal/contracts';
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
 * `tracking.week-light.attention` (the coach home's red and yellow players): this week's lights of the
 * caller's players only, red first, with the rule that fired (kept by the week light tracker), counted
 * before the limit; another club's or squad's players never appear, nor last week's lights.
 */
describe('tracking service: the coach home traffic lights', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;

  const scene = twoClubScene();
  // Ana (U12): red from a real check-in; Ben (U15): yellow; Cleo (Hillside): red.
  const { riverside, hillside, u12, u15, ana, ben, cleo } = scene;
  const { coachU12: coachOfU12, adminRiverside: riversideAdmin, adminHill: hillsideAdmin } = scene;
  const dan = clubActors.player(riverside); // U12: green
  const coachWithoutSquads = clubActors.coach(riverside, []);
  const today = calendarDayOf(new Date(), 'UTC');
  const weekStart = progressWeekStartOf(today);

  const attention = (actor: Actor, extra: { squadId?: string; limit?: number } = {}): Promise<TrackingAttention> =>
    rpc.call(
      'tracking.week-light.attention',
      { timeZone: 'UTC', limit: extra.limit ?? 5, squadId: extra.squadId },
      { actor },
    );
  const players = (answer: TrackingAttention) => answer.items.map((item) => item.playerId);
  const light = (playerId: string, week: string, value: string, alerts: unknown[] = []) =>
    pg.query(
      `INSERT INTO "tracking"."week_lights" ("player_id", "week_start", "light", "alerts") VALUES ($1, $2, $3, $4::jsonb)`,
      [playerId, week, value, JSON.stringify(alerts)],
    );

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3100);
    ({ rpc, pg } = service);
    const memberships = new TestMemberships(service.connection, service.namespace, pg, 'tracking');
    await scene.place(memberships);
    await memberships.placePlayer(dan.playerId, riverside.clubId, [u12], dan.userId);
    // Ana's light turns red through the tracker: energy rated 1 today.
    await rpc.call(
      'tracking.wellness.check-in',
      { playerId: ana.playerId, checkIn: { energy: 1, fatigue: 3, sleep: 4, motivation: 4, date: today } },
      { actor: ana },
    );
    await light(ben.playerId, weekStart, 'yellow', [{ rule: 'no-rest-day', message: 'No rest day in 7 days.' }]);
    await light(ben.playerId, addDays(weekStart, -7), 'red'); // last week: not this week's attention
    await light(dan.playerId, weekStart, 'green');
    await light(cleo.playerId, weekStart, 'red', [{ rule: 'acwr-high', message: 'Load spike.' }]);
  }, 120_000);

  afterAll(async () => {
    await service?.close();
  });

  it('the tracker keeps the rules that fired with the light', async () => {
    const answer = await attention(coachOfU12);
    expect(answer.count).toBe(1);
    expect(answer.items[0]).toMatchObject({ playerId: ana.playerId, light: 'red', weekStart });
    expect(answer.items[0]!.alerts[0]).toMatchObject({ rule: 'wellness-item-at-1' });
  });

  it("an admin sees their club's red first, then yellow, never another club's", async () => {
    const answer = await attention(riversideAdmin);
    expect(players(answer)).toEqual([ana.playerId, ben.playerId]);
    expect(answer.items.map((item) => item.light)).toEqual(['red', 'yellow']);
    const limited = await attention(riversideAdmin, { limit: 1 });
    expect(limited.count).toBe(2);
    expect(players(limited)).toEqual([ana.playerId]);
    expect(players(await attention(hillsideAdmin))).toEqual([cleo.playerId]);
  });

  it('names the quiet players of the scope: nothing logged in 7 days, never-logged first (issue 37)', async () => {
    // Ana checked in today; Dan logged a session 10 days ago; Ben never logged anything.
    await pg.query(
      `INSERT INTO "tracking"."training_sessions" ("player_id", "date", "day_of_week", "type", "category", "minutes")
       VALUES ($1, $2, 'Monday', 'Team', 'Team', 60)`,
      [dan.playerId, addDays(today, -10)],
    );
    const { quiet } = await attention(riversideAdmin);
    expect(quiet).toEqual({
      count: 2,
      items: [
        { playerId: ben.playerId, lastLoggedOn: null },
        { playerId: dan.playerId, lastLoggedOn: addDays(today, -10) },
      ],
    });
    expect((await attention(coachOfU12)).quiet.items.map((item) => item.playerId)).toEqual([dan.playerId]);
    expect((await attention(hillsideAdmin)).quiet.items.map((item) => item.playerId)).toEqual([cleo.playerId]);
  });

  it('a squad narrows inside the scope only; a coach without squads sees nothing; a player is refused', async () => {
    expect(players(await attention(riversideAdmin, { squadId: u15 }))).toEqual([ben.playerId]);
    const nothing = { count: 0, items: [], quiet: { count: 0, items: [] } };
    expect(await attention(coachOfU12, { squadId: u15 })).toEqual(nothing);
    expect(await attention(riversideAdmin, { squadId: hillside.squadIds[0] })).toEqual(nothing);
    expect(await attention(coachWithoutSquads)).toEqual(nothing);
    await expect(attention(ana)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

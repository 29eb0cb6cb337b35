import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/contracts';
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
 * The scope rule on every roadmap handler (ARCHITECTURE §9), with two clubs and two squads: another
 * club's (or, for a coach, another squad's) player, roadmap, focus area, assignment, call or coach
 * answers exactly like an id that does not exist, and every list holds only the caller's players.
 */
describe('roadmap service: clubs and squads', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let memberships: TestMemberships;

  const scene = twoClubScene();
  const { riverside, u12, u15, hillSquad, ana, ben, cleo } = scene;
  const { coachU12, coachU15, adminRiverside, coachHill, adminHill } = scene;

  interface PlayerWork {
    roadmapId: string;
    focusAreaId: string;
    assignmentId: string;
    callId: string;
  }
  const work = new Map<string, PlayerWork>();
  const workOf = (player: Actor & { playerId: string }) => work.get(player.playerId)!;

  const as = (actor: Actor) => ({ actor });
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  const today = new Date().toISOString().slice(0, 10);
  const window = () => ({
    from: new Date().toISOString(),
    to: new Date(Date.now() + 28 * 24 * 3600_000).toISOString(),
  });

  const setAvailability = (coach: Actor, name: string) =>
    rpc.call(
      'roadmap.call-availability.update',
      {
        availability: {
          timeZone: 'Europe/London',
          weeklyHours: everyDay,
          callMinutes: 30,
          bufferMinutes: 0,
          minimumNoticeHours: 2,
          blockedDates: [],
          meetingUrl: 'https://meet.example.com/coach',
        },
        coach: { name, email: null },
      },
      as(coach),
    );

  const bookRequest = (player: Actor & { playerId: string }, coach: Actor, startsAt: string) => ({
    playerId: player.playerId,
    coachUserId: coach.userId,
    startsAt,
    playerTimeZone: null,
  });

  /** A roadmap with a focus area and one submitted assignment, and a call with the squad's coach. */
  async function seed(
    player: Actor & { playerId: string },
    staff: Actor,
    coach: Actor,
    slotIndex: number,
  ): Promise<void> {
    const roadmap = await rpc.call(
      'roadmap.roadmap.create',
      { playerId: player.playerId, title: 'Autumn block', description: null },
      as(staff),
    );
    const area = await rpc.call(
      'roadmap.focus-area.add',
      { roadmapId: roadmap.id, focusArea: { title: 'Scanning' } },
      as(staff),
    );
    const assignment = await rpc.call(
      'roadmap.assignment.create',
      {
        playerId: player.playerId,
        roadmapId: roadmap.id,
        title: 'Wall passes',
        category: 'Passing & Receiving',
        instructions: 'One hundred left-foot passes against a wall.',
        evidenceRequired: 'note',
      },
      as(staff),
    );
    await rpc.call(
      'roadmap.assignment.complete',
      { assignmentId: assignment.id, completion: { completed: true, completionNotes: 'Done' } },
      as(player),
    );
    const { slots } = await rpc.call('roadmap.call.slots', { coachUserId: coach.userId }, as(player));
    const call = await rpc.call(
      'roadmap.call.book',
      bookRequest(player, coach, slots[slotIndex]!.startsAt),
      as(player),
    );
    work.set(player.playerId, {
      roadmapId: roadmap.id,
      focusAreaId: area.id,
      assignmentId: assignment.id,
      callId: call.id,
    });
  }

  beforeAll(async () => {
    service = await startServiceUnderTest('roadmap', 5000);
    ({ rpc, pg } = service);
    memberships = new TestMemberships(service.connection, service.namespace, pg, 'roadmap');
    await scene.place(memberships);
    for (const player of [ana, ben, cleo]) await memberships.nameContact(player.playerId, 'Player');
    // Named so that alphabetical order would put U15's coach first: a player's own squad's coach leads.
    await setAvailability(coachU12, 'Zoe U12');
    await setAvailability(coachU15, 'Abe U15');
    await setAvailability(coachHill, 'Hal Hillside');
    await seed(ana, coachU12, coachU12, 4);
    await seed(ben, adminRiverside, coachU15, 4);
    await seed(cleo, coachHill, coachHill, 4);
  });

  afterAll(async () => {
    await service?.close();
  });

  /** Each call naming `player`'s records, next to the same call naming ids that do not exist. */
  function callsOnRecordsOf(player: Actor & { playerId: string }) {
    const records = workOf(player);
    const missing: PlayerWork = {
      roadmapId: randomUUID(),
      focusAreaId: randomUUID(),
      assignmentId: randomUUID(),
      callId: randomUUID(),
    };
    const playerId = (ids: PlayerWork) => (ids === missing ? randomUUID() : player.playerId);
    const byAssignment = (ids: PlayerWork) => ({ assignmentId: ids.assignmentId });
    const byCall = (ids: PlayerWork) => ({ callId: ids.callId });
    const calls: [string, (actor: Actor, ids: PlayerWork) => Promise<unknown>][] = [
      [
        'roadmap.create',
        (actor, ids) => rpc.call('roadmap.roadmap.create', { playerId: playerId(ids), title: 'Mine' }, as(actor)),
      ],
      ['roadmap.current', (actor, ids) => rpc.call('roadmap.roadmap.current', { playerId: playerId(ids) }, as(actor))],
      ['roadmap.list', (actor, ids) => rpc.call('roadmap.roadmap.list', { playerId: playerId(ids) }, as(actor))],
      ['roadmap.get', (actor, ids) => rpc.call('roadmap.roadmap.get', { roadmapId: ids.roadmapId }, as(actor))],
      [
        'focus-area.add',
        (actor, ids) =>
          rpc.call('roadmap.focus-area.add', { roadmapId: ids.roadmapId, focusArea: { title: 'Mine' } }, as(actor)),
      ],
      [
        'focus-area.update',
        (actor, ids) =>
          rpc.call(
            'roadmap.focus-area.update',
            { focusAreaId: ids.focusAreaId, focusArea: { title: 'Mine' } },
            as(actor),
          ),
      ],
      [
        'focus-area.remove',
        (actor, ids) => rpc.call('roadmap.focus-area.remove', { focusAreaId: ids.focusAreaId }, as(actor)),
      ],
      ['assignment.list', (actor, ids) => rpc.call('roadmap.assignment.list', { playerId: playerId(ids) }, as(actor))],
      ['assignment.get', (actor, ids) => rpc.call('roadmap.assignment.get', byAssignment(ids), as(actor))],
      ['assignment.history', (actor, ids) => rpc.call('roadmap.assignment.history', byAssignment(ids), as(actor))],
      [
        'assignment.periods',
        (actor, ids) =>
          rpc.call(
            'roadmap.assignment.periods',
            { periods: [{ playerId: playerId(ids), start: today, end: today }] },
            as(actor),
          ),
      ],
      [
        'assignment.create',
        (actor, ids) =>
          rpc.call(
            'roadmap.assignment.create',
            {
              playerId: playerId(ids),
              roadmapId: ids.roadmapId,
              title: 'Mine',
              category: 'Mental',
              instructions: 'A long enough instruction text.',
              evidenceRequired: 'note',
            },
            as(actor),
          ),
      ],
      [
        'assignment.update',
        (actor, ids) =>
          rpc.call('roadmap.assignment.update', { ...byAssignment(ids), changes: { title: 'Mine' } }, as(actor)),
      ],
      [
        'assignment.review',
        (actor, ids) =>
          rpc.call(
            'roadmap.assignment.review',
            { ...byAssignment(ids), review: { decision: 'approved', note: 'Mine' } },
            as(actor),
          ),
      ],
      ['assignment.delete', (actor, ids) => rpc.call('roadmap.assignment.delete', byAssignment(ids), as(actor))],
      ['call.get', (actor, ids) => rpc.call('roadmap.call.get', byCall(ids), as(actor))],
      ['call.mine', (actor, ids) => rpc.call('roadmap.call.mine', { playerId: playerId(ids) }, as(actor))],
      [
        'call.notes',
        (actor, ids) => rpc.call('roadmap.call.notes', { ...byCall(ids), notes: { notes: 'Mine' } }, as(actor)),
      ],
      [
        'call.reschedule',
        (actor, ids) =>
          rpc.call('roadmap.call.reschedule', { ...byCall(ids), startsAt: new Date().toISOString() }, as(actor)),
      ],
      ['call.cancel', (actor, ids) => rpc.call('roadmap.call.cancel', { ...byCall(ids), cancel: {} }, as(actor))],
    ];
    return { calls, records, missing };
  }

  /** Every call answers 404 with exactly the message a non-existent id gets, and changes nothing. */
  async function expectOutOfReach(actor: Actor, player: Actor & { playerId: string }): Promise<void> {
    const { calls, records, missing } = callsOnRecordsOf(player);
    const before = await snapshot();
    for (const [name, call] of calls) {
      const asMissing = await call(actor, missing).then(
        () => {
          throw new Error(`${name}: a missing id was answered`);
        },
        (error: { code: string; message: string }) => error,
      );
      expect({ name, code: asMissing.code }).toEqual({ name, code: 'NOT_FOUND' });
      await expect(call(actor, records)).rejects.toMatchObject({ code: 'NOT_FOUND', message: asMissing.message });
    }
    expect(await snapshot()).toEqual(before);
  }

  const snapshot = async () =>
    (
      await pg.query(
        `SELECT (SELECT json_agg(r ORDER BY r.id) FROM "roadmap"."roadmaps" r) AS roadmaps,
                (SELECT json_agg(f ORDER BY f.id) FROM "roadmap"."focus_areas" f) AS "focusAreas",
                (SELECT json_agg(a ORDER BY a.id) FROM "roadmap"."assignments" a) AS assignments,
                (SELECT json_agg(c ORDER BY c.id) FROM "roadmap"."calls" c) AS calls`,
      )
    ).rows[0];

  it("answers another club's player, roadmap, focus area, assignment and call ids as missing, to its coach and its admin", async () => {
    for (const outsider of [coachHill, adminHill]) await expectOutOfReach(outsider, ana);
    for (const outsider of [coachU12, adminRiverside]) await expectOutOfReach(outsider, cleo);
  });

  it("answers another squad's records as missing to a coach, while the club's admin reaches them", async () => {
    await expectOutOfReach(coachU12, ben);
    await expectOutOfReach(coachU15, ana);
    expect((await rpc.call('roadmap.roadmap.current', { playerId: ben.playerId }, as(adminRiverside))).id).toBe(
      workOf(ben).roadmapId,
    );
    expect(
      (await rpc.call('roadmap.assignment.get', { assignmentId: workOf(ana).assignmentId }, as(adminRiverside))).id,
    ).toBe(workOf(ana).assignmentId);
    expect((await rpc.call('roadmap.call.get', { callId: workOf(ben).callId }, as(adminRiverside))).id).toBe(
      workOf(ben).callId,
    );
    expect((await rpc.call('roadmap.call.mine', { playerId: ana.playerId }, as(coachU12))).upcoming).toHaveLength(1);
  });

  it('keeps the review queue to the caller’s players, in SQL before paging, and honours squadId', async () => {
    const queued = async (actor: Actor, squadId?: string) => {
      const ids: string[] = [];
      let before: string | undefined;
      // One item a page: every page and cursor stays inside the scope.
      do {
        const page = await rpc.call('roadmap.review.queue', { limit: 1, before, squadId }, as(actor));
        ids.push(...page.items.map((item) => item.assignment.playerId));
        before = page.nextCursor ?? undefined;
      } while (before);
      return ids.sort();
    };
    expect(await queued(coachU12)).toEqual([ana.playerId]);
    expect(await queued(coachU15)).toEqual([ben.playerId]);
    expect(await queued(adminRiverside)).toEqual([ana.playerId, ben.playerId].sort());
    expect(await queued(adminRiverside, u15)).toEqual([ben.playerId]);
    expect(await queued(coachU12, u15)).toEqual([]);
    expect(await queued(adminRiverside, hillSquad)).toEqual([]);
    expect(await queued(coachHill)).toEqual([cleo.playerId]);
    expect(await queued(adminHill)).toEqual([cleo.playerId]);
  });

  it('counts the dashboard and the Roadmap Management progress over the caller’s players only', async () => {
    const counters = (actor: Actor, squadId?: string) =>
      rpc.call('roadmap.dashboard.counters', { timeZone: 'UTC', squadId }, as(actor));
    const figures = { activeRoadmaps: 1, pendingReviews: 1, completedToday: 0 };
    expect(await counters(coachU12)).toEqual(figures);
    expect(await counters(adminRiverside)).toEqual({ ...figures, activeRoadmaps: 2, pendingReviews: 2 });
    expect(await counters(adminRiverside, u12)).toEqual(figures);
    expect(await counters(coachHill)).toEqual(figures);
    expect(await counters(coachU15, u12)).toEqual({ activeRoadmaps: 0, pendingReviews: 0, completedToday: 0 });

    const progress = async (actor: Actor, squadId?: string) =>
      (
        await rpc.call(
          'roadmap.roadmap.progress',
          { playerIds: [ana.playerId, ben.playerId, cleo.playerId], squadId },
          as(actor),
        )
      )
        .map((item) => item.playerId)
        .sort();
    expect(await progress(adminRiverside)).toEqual([ana.playerId, ben.playerId].sort());
    expect(await progress(adminRiverside, u15)).toEqual([ben.playerId]);
    expect(await progress(coachU12)).toEqual([ana.playerId]);
    expect(await progress(adminHill)).toEqual([cleo.playerId]);
  });

  it("lists a player's club's coaches, their squads' coaches first, and never another club's", async () => {
    const coachesOf = async (actor: Actor) =>
      (await rpc.call('roadmap.call-coach.list', {}, as(actor))).map((coach) => coach.coachName);
    expect(await coachesOf(ana)).toEqual(['Zoe U12', 'Abe U15']);
    expect(await coachesOf(ben)).toEqual(['Abe U15', 'Zoe U12']);
    expect(await coachesOf(cleo)).toEqual(['Hal Hillside']);
    expect(await coachesOf(adminHill)).toEqual(['Hal Hillside']);
    // A coach who leaves the club's active staff is no longer offered.
    await memberships.placeStaff(coachU15, false);
    try {
      expect(await coachesOf(ana)).toEqual(['Zoe U12']);
    } finally {
      await memberships.placeStaff(coachU15);
    }
  });

  it("answers another club's coach as one who takes no bookings: slots, booking and availability", async () => {
    const { slots } = await rpc.call('roadmap.call.slots', { coachUserId: coachHill.userId }, as(cleo));
    const startsAt = slots[30]!.startsAt;
    const missingCoach = clubActors.coach(riverside);
    for (const coach of [coachHill, missingCoach]) {
      await expect(rpc.call('roadmap.call.slots', { coachUserId: coach.userId }, as(ana))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'This coach does not take bookings yet',
      });
      await expect(rpc.call('roadmap.call.book', bookRequest(ana, coach, startsAt), as(ana))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'This coach does not take bookings yet',
      });
      await expect(
        rpc.call('roadmap.call-availability.get', { coachUserId: coach.userId }, as(adminRiverside)),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No availability set yet' });
    }
    const stored = await pg.query(`SELECT count(*)::int AS n FROM "roadmap"."calls" WHERE "player_id" = $1`, [
      ana.playerId,
    ]);
    expect(stored.rows[0].n).toBe(1);
    expect(
      (await rpc.call('roadmap.call-availability.get', { coachUserId: coachU15.userId }, as(adminRiverside))).coachName,
    ).toBe('Abe U15');
  });

  it('keeps staff calendars to their own calls or their club, in SQL, and honours squadId', async () => {
    const agenda = async (actor: Actor, query: { coachUserId?: string; squadId?: string } = {}) =>
      (await rpc.call('roadmap.call.calendar', { ...window(), ...query }, as(actor))).map((call) => call.id).sort();
    const [anaCall, benCall, cleoCall] = [ana, ben, cleo].map((player) => workOf(player).callId);
    expect(await agenda(adminRiverside)).toEqual([anaCall, benCall].sort());
    expect(await agenda(adminRiverside, { squadId: u15 })).toEqual([benCall]);
    expect(await agenda(adminRiverside, { coachUserId: coachU12.userId })).toEqual([anaCall]);
    expect(await agenda(adminRiverside, { coachUserId: coachHill.userId })).toEqual([]);
    expect(await agenda(adminHill)).toEqual([cleoCall]);
    expect(await agenda(coachU12)).toEqual([anaCall]);
    expect(await agenda(coachU12, { squadId: u15 })).toEqual([]);
    expect(await agenda(coachHill)).toEqual([cleoCall]);
  });
});

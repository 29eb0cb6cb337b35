import { randomUUID } from 'node:crypto';
import { type Actor, ErrorCode, PLAYER_NOT_FOUND_MESSAGE } from '@portal/contracts';
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
 * ARCHITECTURE §9 in roadmap: a parent reads their child's roadmap, assignments (with the coach's
 * feedback) and calls, books and cancels calls for the child, and nothing else: every other change
 * is refused by role (403), and anything of another child, a squad-mate included, answers 404 exactly
 * like a record that does not exist. The parent belongs to no club: the actor names the children.
 */
describe('roadmap service: a parent and their child', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let memberships: TestMemberships;

  const club = clubFixture(1);
  const [squad] = club.squadIds as [string];
  const ana = clubActors.player(club);
  const ben = clubActors.player(club); // Ana's squad-mate
  const coach = clubActors.coach(club, [squad]);
  const parentOfAna: Actor = { userId: randomUUID(), role: 'parent', childIds: [ana.playerId] };
  const as = (actor: Actor) => ({ actor });

  interface Work {
    roadmapId: string;
    assignmentId: string;
    callId: string;
  }
  const work: Record<'ana' | 'ben', Work> = { ana: {} as Work, ben: {} as Work };
  let slots: string[] = [];

  const bookFor = (playerId: string, startsAt: string, actor: Actor) =>
    rpc.call(
      'roadmap.call.book',
      {
        playerId,
        coachUserId: coach.userId,
        startsAt,
        playerTimeZone: 'Europe/London',
      },
      as(actor),
    );

  /** A roadmap with an assignment the coach sent back with feedback, and a call the player booked. */
  async function seed(player: Actor & { playerId: string }, slot: string): Promise<Work> {
    const roadmap = await rpc.call(
      'roadmap.roadmap.create',
      { playerId: player.playerId, title: 'Spring block', description: null },
      as(coach),
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
      as(coach),
    );
    await rpc.call(
      'roadmap.assignment.complete',
      { assignmentId: assignment.id, completion: { completed: true, completionNotes: 'Done' } },
      as(player),
    );
    await rpc.call(
      'roadmap.assignment.review',
      { assignmentId: assignment.id, review: { decision: 'needs_changes', note: 'Use your weaker foot too' } },
      as(coach),
    );
    const call = await bookFor(player.playerId, slot, player);
    return { roadmapId: roadmap.id, assignmentId: assignment.id, callId: call.id };
  }

  beforeAll(async () => {
    service = await startServiceUnderTest('roadmap', 5000);
    ({ rpc, pg } = service);
    memberships = new TestMemberships(service.connection, service.namespace, pg, 'roadmap');
    await memberships.placePlayer(ana.playerId, club.clubId, [squad], ana.userId);
    await memberships.placePlayer(ben.playerId, club.clubId, [squad], ben.userId);
    await memberships.nameContact(ana.playerId, 'Ana Silva');
    await memberships.nameContact(ben.playerId, 'Ben Silva');
    await memberships.placeStaff(coach);
    await rpc.call(
      'roadmap.call-availability.update',
      {
        availability: {
          timeZone: 'Europe/London',
          weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
          callMinutes: 30,
          bufferMinutes: 0,
          minimumNoticeHours: 2,
          blockedDates: [],
          meetingUrl: 'https://meet.example.com/coach',
        },
        coach: { name: 'Carla Coach', email: 'carla@club.test' },
      },
      as(coach),
    );
    slots = (await rpc.call('roadmap.call.slots', { coachUserId: coach.userId }, as(ana))).slots.map(
      (slot) => slot.startsAt,
    );
    work.ana = await seed(ana, slots[10]!);
    work.ben = await seed(ben, slots[12]!);
  });

  afterAll(async () => {
    await service?.close();
  });

  /** The child's reads, each naming `records`' ids (a squad-mate's, for the refusals). */
  const readsOf = (playerId: string, records: Work) => ({
    'current roadmap': () => rpc.call('roadmap.roadmap.current', { playerId }, as(parentOfAna)),
    roadmaps: () => rpc.call('roadmap.roadmap.list', { playerId }, as(parentOfAna)),
    'roadmap by id': () => rpc.call('roadmap.roadmap.get', { roadmapId: records.roadmapId }, as(parentOfAna)),
    assignments: () => rpc.call('roadmap.assignment.list', { playerId }, as(parentOfAna)),
    assignment: () => rpc.call('roadmap.assignment.get', { assignmentId: records.assignmentId }, as(parentOfAna)),
    'assignment history': () =>
      rpc.call('roadmap.assignment.history', { assignmentId: records.assignmentId }, as(parentOfAna)),
    calls: () => rpc.call('roadmap.call.mine', { playerId }, as(parentOfAna)),
    call: () => rpc.call('roadmap.call.get', { callId: records.callId }, as(parentOfAna)),
  });
  const readNames = Object.keys(readsOf(ana.playerId, {} as Work)) as (keyof ReturnType<typeof readsOf>)[];

  it.each(readNames)("reads the child's %s", async (read) => {
    const answer = JSON.stringify(await readsOf(ana.playerId, work.ana)[read]());
    const anaMarkers = [ana.playerId, ...Object.values(work.ana)];
    expect(anaMarkers.some((marker) => answer.includes(marker))).toBe(true);
    expect(answer).not.toContain(ben.playerId);
  });

  it('sees the coach’s feedback on the child’s assignment, as the player does', async () => {
    const asParent = await rpc.call('roadmap.assignment.get', { assignmentId: work.ana.assignmentId }, as(parentOfAna));
    expect(asParent).toMatchObject({ status: 'needs_changes', coachNotes: 'Use your weaker foot too' });
    expect(asParent).toEqual(
      await rpc.call('roadmap.assignment.get', { assignmentId: work.ana.assignmentId }, as(ana)),
    );
    const { upcoming } = await rpc.call('roadmap.call.mine', { playerId: ana.playerId }, as(parentOfAna));
    expect(upcoming.map((call) => call.id)).toEqual([work.ana.callId]);
  });

  it.each(readNames)("answers the squad-mate's %s 404, like a record that does not exist", async (read) => {
    const outcome = (reads: ReturnType<typeof readsOf>) =>
      reads[read]().then(
        () => undefined,
        (error: { code: string; message: string }) => error,
      );
    const refusal = await outcome(readsOf(ben.playerId, work.ben));
    const missing = await outcome(
      readsOf(randomUUID(), { roadmapId: randomUUID(), assignmentId: randomUUID(), callId: randomUUID() }),
    );
    expect(refusal).toMatchObject({ code: ErrorCode.NotFound });
    expect(refusal).toEqual(missing);
  });

  it('refuses every change but a call booking or cancelling by role (403), changing nothing', async () => {
    const { assignmentId, roadmapId, callId } = work.ana;
    const changes: [string, () => Promise<unknown>][] = [
      ['start', () => rpc.call('roadmap.assignment.start', { assignmentId }, as(parentOfAna))],
      [
        'submit evidence',
        () => rpc.call('roadmap.assignment.submit', { assignmentId, evidence: { note: 'By mum' } }, as(parentOfAna)),
      ],
      [
        'mark complete',
        () =>
          rpc.call(
            'roadmap.assignment.complete',
            { assignmentId, completion: { completed: true, completionNotes: 'By mum' } },
            as(parentOfAna),
          ),
      ],
      [
        'review',
        () =>
          rpc.call(
            'roadmap.assignment.review',
            { assignmentId, review: { decision: 'approved', note: 'Fine' } },
            as(parentOfAna),
          ),
      ],
      [
        'edit the assignment',
        () => rpc.call('roadmap.assignment.update', { assignmentId, changes: { title: 'Easier' } }, as(parentOfAna)),
      ],
      ['delete the assignment', () => rpc.call('roadmap.assignment.delete', { assignmentId }, as(parentOfAna))],
      [
        'add an assignment',
        () =>
          rpc.call(
            'roadmap.assignment.create',
            {
              playerId: ana.playerId,
              roadmapId,
              title: 'Rest',
              category: 'Mental',
              instructions: 'Rest',
              evidenceRequired: 'note',
            },
            as(parentOfAna),
          ),
      ],
      [
        'create a roadmap',
        () => rpc.call('roadmap.roadmap.create', { playerId: ana.playerId, title: 'Mine' }, as(parentOfAna)),
      ],
      [
        'add a focus area',
        () => rpc.call('roadmap.focus-area.add', { roadmapId, focusArea: { title: 'Mine' } }, as(parentOfAna)),
      ],
      ['move the call', () => rpc.call('roadmap.call.reschedule', { callId, startsAt: slots[20]! }, as(parentOfAna))],
      ['write call notes', () => rpc.call('roadmap.call.notes', { callId, notes: { notes: 'Hi' } }, as(parentOfAna))],
      ['the review queue', () => rpc.call('roadmap.review.queue', {}, as(parentOfAna))],
      [
        'the coach home',
        () => rpc.call('roadmap.coach-home.attention', { timeZone: 'UTC', limit: 5 }, as(parentOfAna)),
      ],
      ['the coach counters', () => rpc.call('roadmap.dashboard.counters', {}, as(parentOfAna))],
      ['squad progress', () => rpc.call('roadmap.roadmap.progress', { playerIds: [ana.playerId] }, as(parentOfAna))],
      ['templates', () => rpc.call('roadmap.template.list', {}, as(parentOfAna))],
      [
        'the coach calendar',
        () =>
          rpc.call(
            'roadmap.call.calendar',
            { from: new Date().toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() },
            as(parentOfAna),
          ),
      ],
      ['coach availability', () => rpc.call('roadmap.call-availability.get', {}, as(parentOfAna))],
    ];
    const outcomes: Record<string, string> = {};
    for (const [name, change] of changes)
      outcomes[name] = await change().then(
        () => 'answered',
        (error: { code: string }) => error.code,
      );
    expect(outcomes).toEqual(Object.fromEntries(changes.map(([name]) => [name, ErrorCode.Forbidden])));
    const { rows } = await pg.query(
      `SELECT a."status", a."title", (SELECT count(*)::int FROM "roadmap"."assignments" x WHERE x."player_id" = $2) AS "count",
              c."starts_at" AS "startsAt"
         FROM "roadmap"."assignments" a, "roadmap"."calls" c WHERE a."id" = $1 AND c."id" = $3`,
      [assignmentId, ana.playerId, callId],
    );
    expect(rows).toEqual([{ status: 'needs_changes', title: 'Wall passes', count: 1, startsAt: new Date(slots[10]!) }]);
  });

  it("books a call for the child with the child's club's coaches, and cancels it", async () => {
    await expect(rpc.call('roadmap.call-coach.list', {}, as(parentOfAna))).rejects.toMatchObject({
      code: ErrorCode.Validation,
      errors: [{ field: 'playerId', message: 'is required' }],
    });
    const coaches = await rpc.call('roadmap.call-coach.list', { playerId: ana.playerId }, as(parentOfAna));
    expect(coaches.map((item) => item.coachUserId)).toEqual([coach.userId]);
    const offered = await rpc.call(
      'roadmap.call.slots',
      { coachUserId: coach.userId, playerId: ana.playerId },
      as(parentOfAna),
    );
    expect(offered.slots.map((slot) => slot.startsAt)).not.toContain(slots[10]);

    const booked = await bookFor(ana.playerId, slots[14]!, parentOfAna);
    expect(booked).toMatchObject({ playerId: ana.playerId, coachUserId: coach.userId, status: 'booked' });
    const stored = await pg.query(`SELECT "player_id", "booked_by" FROM "roadmap"."calls" WHERE "id" = $1`, [
      booked.id,
    ]);
    expect(stored.rows).toEqual([{ player_id: ana.playerId, booked_by: parentOfAna.userId }]);
    // The child and their coach see the call the parent booked.
    expect((await rpc.call('roadmap.call.get', { callId: booked.id }, as(ana))).id).toBe(booked.id);
    expect((await rpc.call('roadmap.call.get', { callId: booked.id }, as(coach))).id).toBe(booked.id);

    const cancelled = await rpc.call(
      'roadmap.call.cancel',
      { callId: booked.id, cancel: { reason: 'Dentist' } },
      as(parentOfAna),
    );
    expect(cancelled.status).toBe('cancelled');
    const events = await pg.query(
      `SELECT "name", "payload"->>'changedBy' AS "by", "payload"->>'changedByRole' AS "role", "payload"->>'playerId' AS "playerId"
         FROM "roadmap"."outbox_events" WHERE "payload"->>'callId' = $1 ORDER BY "seq"`,
      [booked.id],
    );
    expect(events.rows).toEqual([
      { name: 'roadmap.call.booked', by: parentOfAna.userId, role: 'parent', playerId: ana.playerId },
      { name: 'roadmap.call.cancelled', by: parentOfAna.userId, role: 'parent', playerId: ana.playerId },
    ]);
  });

  it('answers 404 to booking, listing coaches or slots for, or cancelling a call of another child', async () => {
    const notFound = { code: ErrorCode.NotFound, message: PLAYER_NOT_FOUND_MESSAGE };
    await expect(bookFor(ben.playerId, slots[16]!, parentOfAna)).rejects.toMatchObject(notFound);
    await expect(
      rpc.call('roadmap.call-coach.list', { playerId: ben.playerId }, as(parentOfAna)),
    ).rejects.toMatchObject(notFound);
    await expect(
      rpc.call('roadmap.call.slots', { coachUserId: coach.userId, playerId: ben.playerId }, as(parentOfAna)),
    ).rejects.toMatchObject(notFound);
    await expect(
      rpc.call('roadmap.call.cancel', { callId: work.ben.callId, cancel: {} }, as(parentOfAna)),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: 'Call not found' });
    const { rows } = await pg.query(
      `SELECT "status", (SELECT count(*)::int FROM "roadmap"."calls" WHERE "player_id" = $2) AS "count"
         FROM "roadmap"."calls" WHERE "id" = $1`,
      [work.ben.callId, ben.playerId],
    );
    expect(rows).toEqual([{ status: 'booked', count: 1 }]);
  });
});

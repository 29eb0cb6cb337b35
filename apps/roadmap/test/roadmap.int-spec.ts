import { randomUUID } from 'node:crypto';
import { type Actor, type AssignmentCreate, addDays } from '@portal/contracts';
import { ActorTokens, RpcClient } from '@portal/server-kit';
import {
  type ServiceUnderTest,
  TestMemberships,
  clubActors,
  clubFixture,
  namespaceEnv,
  startServiceUnderTest,
  waitFor,
} from '@portal/server-kit/testing';
import type { Client } from 'pg';

describe('roadmap service: roadmaps, assignments and reviews with PostgreSQL', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let memberships: TestMemberships;

  const club = clubFixture(1);
  const coach = clubActors.coach(club);

  /** A player of the coach's squad: roadmap knows players through its copy of identity's memberships. */
  async function player(): Promise<Actor & { playerId: string }> {
    const actor = clubActors.player(club);
    await memberships.placePlayer(actor.playerId, club.clubId, club.squadIds, actor.userId);
    return actor;
  }

  beforeAll(async () => {
    service = await startServiceUnderTest('roadmap', 3000);
    ({ rpc, pg } = service);
    memberships = new TestMemberships(service.connection, service.namespace, pg, 'roadmap');
    await memberships.placeStaff(coach);
  });

  afterAll(async () => {
    await service?.close();
  });

  const outboxOf = async (name: string, key: string, value: string) =>
    (
      await pg.query(
        `SELECT "payload" FROM "roadmap"."outbox_events" WHERE "name" = $1 AND "payload"->>$2 = $3 ORDER BY "seq"`,
        [name, key, value],
      )
    ).rows.map((row) => row.payload);

  const newRoadmap = (playerId: string, title = 'Autumn block') =>
    rpc.call('roadmap.roadmap.create', { playerId, title, description: 'Weak foot and scanning' }, { actor: coach });

  const newAssignment = (playerId: string, roadmapId: string, change: Partial<AssignmentCreate> = {}) =>
    rpc.call(
      'roadmap.assignment.create',
      {
        playerId,
        roadmapId,
        title: 'Wall passes',
        category: 'Passing & Receiving',
        instructions: 'One hundred left-foot passes against a wall.',
        dueDate: '2026-12-01',
        effortMinutes: 30,
        evidenceRequired: 'note',
        ...change,
      },
      { actor: coach },
    );

  it('answers 404 Player not found for a roadmap or an assignment of a player this service does not know, storing nothing', async () => {
    const ghost = randomUUID();
    await expect(newRoadmap(ghost)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Player not found' });
    await expect(newAssignment(ghost, randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Player not found',
    });
    const stored = await pg.query(`SELECT count(*)::int AS n FROM "roadmap"."roadmaps" WHERE "player_id" = $1`, [
      ghost,
    ]);
    expect(stored.rows[0].n).toBe(0);
    expect(await outboxOf('roadmap.roadmap.created', 'playerId', ghost)).toEqual([]);
  });

  it('makes a new roadmap current and archives the previous one, publishing roadmap.roadmap.created', async () => {
    const ana = await player();
    await expect(rpc.call('roadmap.roadmap.current', { playerId: ana.playerId }, { actor: ana })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    const first = await newRoadmap(ana.playerId, 'First');
    const second = await newRoadmap(ana.playerId, 'Second');
    const current = await rpc.call('roadmap.roadmap.current', { playerId: ana.playerId }, { actor: ana });
    expect(current).toMatchObject({
      id: second.id,
      title: 'Second',
      status: 'current',
      assignments: [],
      focusAreas: [],
    });
    const all = await rpc.call('roadmap.roadmap.list', { playerId: ana.playerId }, { actor: ana });
    expect(all.map((item) => [item.title, item.status])).toEqual([
      ['Second', 'current'],
      ['First', 'archived'],
    ]);
    expect((await rpc.call('roadmap.roadmap.get', { roadmapId: first.id }, { actor: ana })).status).toBe('archived');
    expect(await outboxOf('roadmap.roadmap.created', 'playerId', ana.playerId)).toEqual([
      { roadmapId: first.id, playerId: ana.playerId, title: 'First', previousRoadmapId: null, createdBy: coach.userId },
      {
        roadmapId: second.id,
        playerId: ana.playerId,
        title: 'Second',
        previousRoadmapId: first.id,
        createdBy: coach.userId,
      },
    ]);
  });

  it('adds, edits and removes focus areas (staff only)', async () => {
    const ana = await player();
    const map = await newRoadmap(ana.playerId);
    const area = await rpc.call(
      'roadmap.focus-area.add',
      { roadmapId: map.id, focusArea: { title: 'Scanning', description: 'Check shoulders before receiving' } },
      { actor: coach },
    );
    await rpc.call(
      'roadmap.focus-area.update',
      { focusAreaId: area.id, focusArea: { title: 'Scanning early', description: '' } },
      { actor: coach },
    );
    await rpc.call(
      'roadmap.focus-area.add',
      { roadmapId: map.id, focusArea: { title: 'Weak foot' } },
      { actor: coach },
    );
    await expect(
      rpc.call('roadmap.focus-area.add', { roadmapId: map.id, focusArea: { title: 'Mine' } }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    let current = await rpc.call('roadmap.roadmap.current', { playerId: ana.playerId }, { actor: ana });
    expect(current.focusAreas.map((item) => [item.title, item.description])).toEqual([
      ['Scanning early', null],
      ['Weak foot', null],
    ]);
    await rpc.call('roadmap.focus-area.remove', { focusAreaId: area.id }, { actor: coach });
    current = await rpc.call('roadmap.roadmap.current', { playerId: ana.playerId }, { actor: ana });
    expect(current.focusAreas.map((item) => item.title)).toEqual(['Weak foot']);
  });

  it('creates assignments only on the named player’s current roadmap, storing nothing otherwise', async () => {
    const ana = await player();
    const ben = await player();
    const anaMap = await newRoadmap(ana.playerId);
    const benMap = await newRoadmap(ben.playerId);
    await expect(newAssignment(ana.playerId, benMap.id)).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'roadmapId', message: "Roadmap must be this player's roadmap" }],
    });
    await expect(newAssignment(ana.playerId, anaMap.id, { instructions: 'short' })).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'instructions', message: 'Instructions should be at least 10 characters' }],
    });
    await expect(
      rpc.call(
        'roadmap.assignment.create',
        {
          playerId: ana.playerId,
          roadmapId: anaMap.id,
          title: 'Mine',
          category: 'Mental',
          instructions: 'A long enough instruction text.',
          evidenceRequired: 'note',
        },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { rows } = await pg.query('SELECT count(*)::int AS n FROM "roadmap"."assignments" WHERE player_id = $1', [
      ana.playerId,
    ]);
    expect(rows[0].n).toBe(0);

    const created = await newAssignment(ana.playerId, anaMap.id);
    expect(created).toMatchObject({
      status: 'not_started',
      completed: false,
      description: created.instructions,
      dueDate: '2026-12-01',
      coachNotes: null,
      resources: [],
    });
    expect(await outboxOf('roadmap.assignment.created', 'assignmentId', created.id)).toEqual([
      {
        assignmentId: created.id,
        roadmapId: anaMap.id,
        playerId: ana.playerId,
        title: 'Wall passes',
        status: 'not_started',
        dueDate: '2026-12-01',
        createdBy: coach.userId,
      },
    ]);
  });

  it('runs the loop start → submit → needs changes → submit → approve, keeping every version', async () => {
    const ana = await player();
    const map = await newRoadmap(ana.playerId);
    const work = await newAssignment(ana.playerId, map.id, { evidenceRequired: 'link' });
    const as = { actor: ana };

    expect((await rpc.call('roadmap.assignment.start', { assignmentId: work.id }, as)).status).toBe('in_progress');
    await expect(
      rpc.call('roadmap.assignment.submit', { assignmentId: work.id, evidence: { note: 'no link' } }, as),
    ).rejects.toMatchObject({ code: 'VALIDATION', errors: [{ field: 'evidence.link' }] });
    const submitted = await rpc.call(
      'roadmap.assignment.submit',
      { assignmentId: work.id, evidence: { note: 'First try', link: 'https://video.example/1' } },
      as,
    );
    expect(submitted).toMatchObject({ status: 'submitted', completed: true, completionNotes: 'First try' });
    const sentBack = await rpc.call(
      'roadmap.assignment.review',
      { assignmentId: work.id, review: { decision: 'needs_changes', note: 'Use your left foot' } },
      { actor: coach },
    );
    expect(sentBack).toMatchObject({ status: 'needs_changes', completed: false, coachNotes: 'Use your left foot' });
    await rpc.call(
      'roadmap.assignment.submit',
      { assignmentId: work.id, evidence: { link: 'https://video.example/2' } },
      as,
    );
    const approved = await rpc.call(
      'roadmap.assignment.review',
      { assignmentId: work.id, review: { decision: 'approved', note: 'Much better' } },
      { actor: coach },
    );
    expect(approved).toMatchObject({ status: 'approved', coachNotes: 'Much better', completionNotes: null });

    const detail = await rpc.call('roadmap.assignment.get', { assignmentId: work.id }, as);
    expect(detail.history.map((v) => [v.kind, v.fromStatus, v.toStatus, v.byRole, v.note, v.link])).toEqual([
      ['submission', 'in_progress', 'submitted', 'player', 'First try', 'https://video.example/1'],
      ['review', 'submitted', 'needs_changes', 'coach', 'Use your left foot', null],
      ['submission', 'needs_changes', 'submitted', 'player', null, 'https://video.example/2'],
      ['review', 'submitted', 'approved', 'coach', 'Much better', null],
    ]);
    expect(await rpc.call('roadmap.assignment.history', { assignmentId: work.id }, { actor: coach })).toEqual(
      detail.history,
    );
    // A report period: the assignments touched in it, each with its whole history, in one answer.
    const today = new Date().toISOString().slice(0, 10);
    const inPeriod = { playerId: ana.playerId, start: addDays(today, -41), end: today };
    expect(await rpc.call('roadmap.assignment.periods', { periods: [inPeriod] }, { actor: coach })).toEqual([
      { playerId: ana.playerId, assignments: [detail] },
    ]);
    const before = { playerId: ana.playerId, start: addDays(today, -50), end: addDays(today, -1) };
    expect(await rpc.call('roadmap.assignment.periods', { periods: [before] }, { actor: coach })).toEqual([
      { playerId: ana.playerId, assignments: [] },
    ]);

    const events = await outboxOf('roadmap.assignment.status-changed', 'assignmentId', work.id);
    expect(events.map((event) => [event.from, event.to, event.note])).toEqual([
      ['not_started', 'in_progress', null],
      ['in_progress', 'submitted', 'First try'],
      ['submitted', 'needs_changes', 'Use your left foot'],
      ['needs_changes', 'submitted', null],
      ['submitted', 'approved', 'Much better'],
    ]);
    expect(events[4]).toEqual({
      assignmentId: work.id,
      roadmapId: map.id,
      playerId: ana.playerId,
      title: 'Wall passes',
      from: 'submitted',
      to: 'approved',
      dueDate: '2026-12-01',
      changedBy: coach.userId,
      note: 'Much better',
    });
    await waitFor(
      async () =>
        (
          await pg.query(
            `SELECT 1 FROM "roadmap"."outbox_events" WHERE "payload"->>'assignmentId' = $1 AND "published_at" IS NULL`,
            [work.id],
          )
        ).rowCount === 0,
      { what: 'the relay to publish the events' },
    );
  });

  it('answers roadmap.assignment.periods with each player’s own work in their own days, in the order asked', async () => {
    const [ana, ben, cara] = [await player(), await player(), await player()];
    const anaMap = await newRoadmap(ana.playerId);
    const benMap = await newRoadmap(ben.playerId);
    /** An assignment made, then moved back in time (created, last changed and due are what the period reads). */
    const made = async (playerId: string, roadmapId: string, title: string, at: string, due: string | null = null) => {
      const work = await newAssignment(playerId, roadmapId, { title });
      await pg.query(
        `UPDATE "roadmap"."assignments" SET created_at = $2, updated_at = $2, due_date = $3 WHERE id = $1`,
        [work.id, at, due],
      );
      return work;
    };
    // Ana's days are 2026-03-01 … 2026-04-11, Ben's 2026-04-12 … 2026-05-20 (UTC days).
    const anaDue = await made(ana.playerId, anaMap.id, 'Ana: due in her days', '2026-01-10T09:00:00Z', '2026-03-15');
    await made(ana.playerId, anaMap.id, 'Ana: stale before', '2026-01-11T09:00:00Z', '2026-02-28');
    const anaFirst = await made(ana.playerId, anaMap.id, 'Ana: changed on her first day', '2026-03-01T00:00:00Z');
    const anaLast = await made(ana.playerId, anaMap.id, 'Ana: made on her last day', '2026-04-11T23:59:59Z');
    await made(ana.playerId, anaMap.id, 'Ana: made after, in Ben’s days', '2026-04-12T00:00:00Z');
    const benEarly = await newAssignment(ben.playerId, benMap.id, { title: 'Ben: due in his days' });
    await rpc.call(
      'roadmap.assignment.complete',
      { assignmentId: benEarly.id, completion: { completed: true, completionNotes: 'Done early' } },
      { actor: ben },
    );
    await pg.query(`UPDATE "roadmap"."assignments" SET created_at = $2, updated_at = $2, due_date = $3 WHERE id = $1`, [
      benEarly.id,
      '2026-03-02T10:00:00Z',
      '2026-05-20',
    ]);
    await made(ben.playerId, benMap.id, 'Ben: in Ana’s days only', '2026-03-05T10:00:00Z');
    const benIn = await made(ben.playerId, benMap.id, 'Ben: made in his days', '2026-04-20T10:00:00Z');

    const periods = [
      { playerId: ben.playerId, start: '2026-04-12', end: '2026-05-20' },
      { playerId: cara.playerId, start: '2026-03-01', end: '2026-05-20' },
      { playerId: ana.playerId, start: '2026-03-01', end: '2026-04-11' },
    ];
    const detail = (assignmentId: string) => rpc.call('roadmap.assignment.get', { assignmentId }, { actor: coach });
    const expected = [
      { playerId: ben.playerId, assignments: [await detail(benEarly.id), await detail(benIn.id)] },
      { playerId: cara.playerId, assignments: [] },
      {
        playerId: ana.playerId,
        assignments: [await detail(anaDue.id), await detail(anaFirst.id), await detail(anaLast.id)],
      },
    ];
    expect(expected[0]!.assignments[0]!.history.map((version) => version.note)).toEqual(['Done early']);
    expect(await rpc.call('roadmap.assignment.periods', { periods }, { actor: coach })).toEqual(expected);
    // The reports worker asks as itself, with its service identity.
    const reports = new RpcClient(service.connection, service.namespace, 3000, {
      issuer: 'reports',
      tokens: new ActorTokens(namespaceEnv(service.namespace, service.infra).ACTOR_SIGNING_KEY!),
    });
    expect(await reports.call('roadmap.assignment.periods', { periods }, { asService: true })).toEqual(expected);

    // A player names only themself: one other player refuses the whole call, as if it did not exist.
    expect(await rpc.call('roadmap.assignment.periods', { periods: [periods[2]!] }, { actor: ana })).toEqual([
      expected[2],
    ]);
    await expect(
      rpc.call('roadmap.assignment.periods', { periods: [periods[2]!, periods[0]!] }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Player not found' });
    // Bad requests: a player twice, more than 50 periods, none.
    for (const bad of [
      [periods[2]!, { ...periods[2]!, start: '2026-01-01', end: '2026-01-31' }],
      Array.from({ length: 51 }, () => ({ playerId: randomUUID(), start: '2026-03-01', end: '2026-04-11' })),
      [],
    ]) {
      await expect(rpc.call('roadmap.assignment.periods', { periods: bad }, { actor: coach })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
    }
  });

  it('answers a refused move with 409 naming the allowed moves, and changes nothing', async () => {
    const ana = await player();
    const map = await newRoadmap(ana.playerId);
    const work = await newAssignment(ana.playerId, map.id);
    await expect(
      rpc.call('roadmap.assignment.submit', { assignmentId: work.id, evidence: { note: 'skip' } }, { actor: ana }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('from not_started the allowed moves are: the player starts it'),
    });
    await expect(
      rpc.call(
        'roadmap.assignment.review',
        { assignmentId: work.id, review: { decision: 'approved', note: 'ok' } },
        { actor: coach },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await rpc.call('roadmap.assignment.start', { assignmentId: work.id }, { actor: ana });
    await expect(rpc.call('roadmap.assignment.start', { assignmentId: work.id }, { actor: ana })).rejects.toMatchObject(
      {
        code: 'CONFLICT',
      },
    );
    await expect(
      rpc.call(
        'roadmap.assignment.review',
        { assignmentId: work.id, review: { decision: 'approved', note: 'x' } },
        {
          actor: ana,
        },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const after = await rpc.call('roadmap.assignment.get', { assignmentId: work.id }, { actor: ana });
    expect([after.status, after.history]).toEqual(['in_progress', []]);
  });

  it("keeps another player's assignments out of reach: 404, as if they did not exist", async () => {
    const ana = await player();
    const ben = await player();
    const map = await newRoadmap(ana.playerId);
    const work = await newAssignment(ana.playerId, map.id);
    for (const call of [
      () => rpc.call('roadmap.assignment.get', { assignmentId: work.id }, { actor: ben }),
      () => rpc.call('roadmap.assignment.start', { assignmentId: work.id }, { actor: ben }),
      () =>
        rpc.call(
          'roadmap.assignment.complete',
          { assignmentId: work.id, completion: { completed: true } },
          { actor: ben },
        ),
      () => rpc.call('roadmap.assignment.list', { playerId: ana.playerId }, { actor: ben }),
      () => rpc.call('roadmap.roadmap.current', { playerId: ana.playerId }, { actor: ben }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(
      rpc.call('roadmap.assignment.get', { assignmentId: randomUUID() }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rpc.call('roadmap.assignment.get', { assignmentId: work.id }, { actor: ana })).status).toBe(
      'not_started',
    );
  });

  it('marks complete (simple model) by starting and submitting the notes, then lists newest first', async () => {
    const ana = await player();
    const map = await newRoadmap(ana.playerId);
    const older = await newAssignment(ana.playerId, map.id, { title: 'Older', evidenceRequired: 'file' });
    const newer = await newAssignment(ana.playerId, map.id, { title: 'Newer' });
    const done = await rpc.call(
      'roadmap.assignment.complete',
      { assignmentId: older.id, completion: { completed: true, completionNotes: 'Did 3 sets' } },
      { actor: ana },
    );
    expect(done).toMatchObject({ status: 'submitted', completed: true, completionNotes: 'Did 3 sets' });
    const events = await outboxOf('roadmap.assignment.status-changed', 'assignmentId', older.id);
    expect(events.map((event) => `${event.from}→${event.to}`)).toEqual([
      'not_started→in_progress',
      'in_progress→submitted',
    ]);
    await expect(
      rpc.call(
        'roadmap.assignment.complete',
        { assignmentId: older.id, completion: { completed: true } },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const list = await rpc.call('roadmap.assignment.list', { playerId: ana.playerId }, { actor: ana });
    expect(list.items.map((item) => [item.title, item.completed])).toEqual([
      ['Newer', false],
      ['Older', true],
    ]);
    const page = await rpc.call('roadmap.assignment.list', { playerId: ana.playerId, limit: 1 }, { actor: coach });
    const next = await rpc.call(
      'roadmap.assignment.list',
      { playerId: ana.playerId, limit: 1, before: page.nextCursor! },
      { actor: coach },
    );
    expect([page.items[0]!.id, next.items[0]!.id, next.nextCursor]).toEqual([newer.id, older.id, null]);
  });

  it('edits and deletes assignments (staff), with events', async () => {
    const ana = await player();
    const map = await newRoadmap(ana.playerId);
    const work = await newAssignment(ana.playerId, map.id);
    const edited = await rpc.call(
      'roadmap.assignment.update',
      { assignmentId: work.id, changes: { title: 'Wall passes, both feet', dueDate: null } },
      { actor: coach },
    );
    expect([edited.title, edited.dueDate]).toEqual(['Wall passes, both feet', null]);
    await expect(
      rpc.call('roadmap.assignment.update', { assignmentId: work.id, changes: { title: 'x' } }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await rpc.call('roadmap.assignment.delete', { assignmentId: work.id }, { actor: coach });
    await expect(rpc.call('roadmap.assignment.get', { assignmentId: work.id }, { actor: coach })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    expect(await outboxOf('roadmap.assignment.updated', 'assignmentId', work.id)).toHaveLength(1);
    expect(await outboxOf('roadmap.assignment.deleted', 'assignmentId', work.id)).toEqual([
      { assignmentId: work.id, roadmapId: map.id, playerId: ana.playerId },
    ]);
  });

  it('queues submitted work oldest first, pages it, and counts the coach dashboard figures', async () => {
    const before = await rpc.call('roadmap.dashboard.counters', { timeZone: 'Europe/London' }, { actor: coach });
    const ana = await player();
    const ben = await player();
    const anaMap = await newRoadmap(ana.playerId);
    const benMap = await newRoadmap(ben.playerId);
    const first = await newAssignment(ana.playerId, anaMap.id, { title: 'First in' });
    const second = await newAssignment(ben.playerId, benMap.id, { title: 'Second in' });
    await rpc.call(
      'roadmap.assignment.complete',
      { assignmentId: first.id, completion: { completed: true, completionNotes: 'a' } },
      { actor: ana },
    );
    await rpc.call(
      'roadmap.assignment.complete',
      { assignmentId: second.id, completion: { completed: true, completionNotes: 'b' } },
      { actor: ben },
    );

    const queue = await rpc.call('roadmap.review.queue', {}, { actor: coach });
    const mine = queue.items.filter((item) => [first.id, second.id].includes(item.assignment.id));
    expect(mine.map((item) => [item.assignment.title, item.submission?.note])).toEqual([
      ['First in', 'a'],
      ['Second in', 'b'],
    ]);
    const pageOne = await rpc.call('roadmap.review.queue', { limit: 1 }, { actor: coach });
    const pageTwo = await rpc.call('roadmap.review.queue', { limit: 1, before: pageOne.nextCursor! }, { actor: coach });
    expect(pageTwo.items[0]!.assignment.id).not.toBe(pageOne.items[0]!.assignment.id);
    await expect(rpc.call('roadmap.review.queue', {}, { actor: ana })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await rpc.call(
      'roadmap.assignment.review',
      { assignmentId: first.id, review: { decision: 'approved', note: 'Good' } },
      { actor: coach },
    );
    const after = await rpc.call('roadmap.dashboard.counters', { timeZone: 'Europe/London' }, { actor: coach });
    expect(after).toEqual({
      activeRoadmaps: before.activeRoadmaps + 2,
      pendingReviews: before.pendingReviews + 1,
      completedToday: before.completedToday + 1,
    });
    await expect(
      rpc.call('roadmap.dashboard.counters', { timeZone: 'Mars/Olympus' }, { actor: coach }),
    ).rejects.toMatchObject({ code: 'VALIDATION', errors: [{ field: 'timeZone' }] });

    const progress = await rpc.call(
      'roadmap.roadmap.progress',
      { playerIds: [ana.playerId, ben.playerId, randomUUID()] },
      { actor: coach },
    );
    expect(progress.sort((a, b) => a.title.localeCompare(b.title) || a.approved - b.approved)).toEqual(
      expect.arrayContaining([
        { playerId: ana.playerId, roadmapId: anaMap.id, title: 'Autumn block', total: 1, approved: 1, submitted: 0 },
        { playerId: ben.playerId, roadmapId: benMap.id, title: 'Autumn block', total: 1, approved: 0, submitted: 1 },
      ]),
    );
    expect(progress).toHaveLength(2);
  });
});

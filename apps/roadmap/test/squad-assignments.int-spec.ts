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
 * Assign to a squad (issue 24): one assignment per player of the squad in the caller's scope, each on
 * that player's current roadmap with its own status, in one transaction with one event each; and the
 * club's assignment templates. Two clubs, two squads of one club plus an empty one.
 */
describe('roadmap service: squad-wide assignments and templates', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;

  const scene = twoClubScene({ riversideSquads: 3 });
  const { riverside, u12, u15, hillside, hillSquad, ana, ben, cleo } = scene;
  const { coachU12, coachU15, adminRiverside, coachHill, adminHill } = scene;
  const emptySquad = riverside.squadIds[2]!;
  const ava = clubActors.player(riverside); // U12 and U15
  const nora = clubActors.player(riverside); // U12, no roadmap yet
  const coachOfEmpty = clubActors.coach(riverside, [emptySquad]);
  const roadmapOf = new Map<string, string>();

  const as = (actor: Actor) => ({ actor });
  const fields = {
    title: 'Weak-foot wall passes',
    category: 'Passing & Receiving' as const,
    instructions: 'One hundred left-foot passes against a wall.',
    evidenceRequired: 'note' as const,
    dueDate: '2030-01-15',
  };
  const assignToSquad = (actor: Actor, squadId: string, assignment: Record<string, unknown> = fields) =>
    rpc.call('roadmap.assignment.create-for-squad', { squadId, assignment: assignment as typeof fields }, as(actor));
  const counts = async () => {
    const { rows } = await pg.query(
      `SELECT (SELECT count(*)::int FROM "roadmap"."assignments") AS assignments,
              (SELECT count(*)::int FROM "roadmap"."outbox_events" WHERE "name" = 'roadmap.assignment.created') AS events,
              (SELECT count(*)::int FROM "roadmap"."assignment_templates") AS templates`,
    );
    return rows[0] as { assignments: number; events: number; templates: number };
  };

  beforeAll(async () => {
    service = await startServiceUnderTest('roadmap', 5000);
    ({ rpc, pg } = service);
    const memberships = new TestMemberships(service.connection, service.namespace, pg, 'roadmap');
    await scene.place(memberships);
    await memberships.placePlayer(ava.playerId, riverside.clubId, [u12, u15], ava.userId);
    await memberships.placePlayer(nora.playerId, riverside.clubId, [u12], nora.userId);
    await memberships.placeStaff(coachOfEmpty);
    for (const player of [ana, ava, ben, cleo]) {
      const roadmap = await rpc.call(
        'roadmap.roadmap.create',
        { playerId: player.playerId, title: 'Autumn block', description: null },
        as(player === cleo ? adminHill : adminRiverside),
      );
      roadmapOf.set(player.playerId, roadmap.id);
    }
  });

  afterAll(async () => {
    await service?.close();
  });

  it("creates exactly one assignment per in-scope player of the coach's squad, each on their current roadmap with one event", async () => {
    const before = await counts();
    const result = await assignToSquad(coachU12, u12);

    expect(result.squadId).toBe(u12);
    expect(result.created).toBe(2);
    expect(result.assignments.map((a) => a.playerId).sort()).toEqual([ana.playerId, ava.playerId].sort());
    for (const assignment of result.assignments) {
      expect(assignment).toMatchObject({
        ...fields,
        status: 'not_started',
        roadmapId: roadmapOf.get(assignment.playerId),
      });
    }
    expect(new Set(result.assignments.map((a) => a.id)).size).toBe(2);
    expect(result.skipped).toEqual([{ playerId: nora.playerId, reason: 'no_current_roadmap' }]);

    const after = await counts();
    expect(after.assignments - before.assignments).toBe(2);
    expect(after.events - before.events).toBe(2);
    const { rows } = await pg.query(
      `SELECT "payload"->>'assignmentId' AS id, "payload"->>'playerId' AS "playerId", "payload"->>'createdBy' AS "createdBy"
       FROM "roadmap"."outbox_events" WHERE "name" = 'roadmap.assignment.created' AND "payload"->>'assignmentId' = ANY($1)`,
      [result.assignments.map((a) => a.id)],
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row: { createdBy: string }) => row.createdBy === coachU12.userId)).toBe(true);

    // Each player's copy has its own status: ana starting hers leaves ava's untouched.
    const anas = result.assignments.find((a) => a.playerId === ana.playerId)!;
    const avas = result.assignments.find((a) => a.playerId === ava.playerId)!;
    await rpc.call('roadmap.assignment.start', { assignmentId: anas.id }, as(ana));
    expect((await rpc.call('roadmap.assignment.get', { assignmentId: anas.id }, as(ana))).status).toBe('in_progress');
    expect((await rpc.call('roadmap.assignment.get', { assignmentId: avas.id }, as(ava))).status).toBe('not_started');
    // A player sees only their own copy.
    await expect(rpc.call('roadmap.assignment.get', { assignmentId: avas.id }, as(ana))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("lets an admin assign to any squad of the club, and never touches another squad's players", async () => {
    const result = await assignToSquad(adminRiverside, u15, { ...fields, title: 'Juggling' });
    expect(result.assignments.map((a) => a.playerId).sort()).toEqual([ava.playerId, ben.playerId].sort());
    const anas = await rpc.call('roadmap.assignment.list', { playerId: ana.playerId }, as(ana));
    expect(anas.items.map((a) => a.title)).not.toContain('Juggling');
  });

  it("answers another club's squad, a squad the coach does not coach and an unknown squad alike: 404, nothing stored", async () => {
    const before = await counts();
    const refusals: [Actor, string][] = [
      [coachU12, u15],
      [coachU15, u12],
      [coachHill, u12],
      [adminHill, u12],
      [adminRiverside, hillSquad],
      [adminRiverside, randomUUID()],
      [coachU12, randomUUID()],
    ];
    for (const [actor, squadId] of refusals) {
      await expect(assignToSquad(actor, squadId)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Squad not found',
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a squad without players as 400 squadId, and a player the staff call', async () => {
    const before = await counts();
    for (const actor of [coachOfEmpty, adminRiverside]) {
      await expect(assignToSquad(actor, emptySquad)).rejects.toMatchObject({
        code: 'VALIDATION',
        errors: [{ field: 'squadId', message: 'This squad has no players to assign to' }],
      });
    }
    await expect(assignToSquad(ana, u12)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await counts()).toEqual(before);
  });

  it('re-validates the assignment fields, naming the field, storing nothing', async () => {
    const before = await counts();
    const bad: [Record<string, unknown>, string][] = [
      [{ ...fields, title: '' }, 'assignment.title'],
      [{ ...fields, category: 'Cooking' }, 'assignment.category'],
      [{ ...fields, instructions: 'short' }, 'assignment.instructions'],
      [{ ...fields, playerId: ana.playerId }, 'playerId'],
      [{ ...fields, dueDate: '2030-02-30' }, 'assignment.dueDate'],
    ];
    for (const [assignment, field] of bad) {
      await expect(assignToSquad(coachU12, u12, assignment)).rejects.toMatchObject({
        code: 'VALIDATION',
        errors: expect.arrayContaining([expect.objectContaining({ field })]),
      });
    }
    expect(await counts()).toEqual(before);
  });

  describe('templates', () => {
    const template = {
      title: 'Scanning drill',
      category: 'Tactical IQ' as const,
      instructions: 'Check your shoulder twice before every receive.',
      evidenceRequired: 'link' as const,
      effortMinutes: 20,
      resources: [],
      dueInDays: 7,
    };

    it("keeps each club's templates to its own staff", async () => {
      const created = await rpc.call('roadmap.template.create', template, as(coachU12));
      expect(created).toMatchObject({ ...template, createdBy: coachU12.userId });
      const hills = await rpc.call('roadmap.template.create', { ...template, title: 'Hill runs' }, as(adminHill));

      expect((await rpc.call('roadmap.template.list', {}, as(adminRiverside))).map((t) => t.id)).toEqual([created.id]);
      expect((await rpc.call('roadmap.template.list', {}, as(coachU15))).map((t) => t.id)).toEqual([created.id]);
      expect((await rpc.call('roadmap.template.list', {}, as(coachHill))).map((t) => t.id)).toEqual([hills.id]);

      const renamed = await rpc.call(
        'roadmap.template.update',
        { templateId: created.id, changes: { title: 'Scanning drill (U12)', dueInDays: null } },
        as(coachU15),
      );
      expect(renamed).toMatchObject({ title: 'Scanning drill (U12)', dueInDays: null, effortMinutes: 20 });

      const before = await counts();
      for (const templateId of [created.id, randomUUID()]) {
        await expect(
          rpc.call('roadmap.template.update', { templateId, changes: { title: 'Mine' } }, as(coachHill)),
        ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Template not found' });
        await expect(rpc.call('roadmap.template.delete', { templateId }, as(adminHill))).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: 'Template not found',
        });
      }
      await expect(rpc.call('roadmap.template.list', {}, as(ana))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await counts()).toEqual(before);
      expect((await rpc.call('roadmap.template.list', {}, as(adminRiverside)))[0]!.title).toBe('Scanning drill (U12)');

      await rpc.call('roadmap.template.delete', { templateId: created.id }, as(adminRiverside));
      expect(await rpc.call('roadmap.template.list', {}, as(coachU12))).toEqual([]);
      expect((await rpc.call('roadmap.template.list', {}, as(coachHill))).map((t) => t.id)).toEqual([hills.id]);
    });

    it('re-validates a template, naming the field, storing nothing', async () => {
      const before = await counts();
      const bad: [Record<string, unknown>, string][] = [
        [{ ...template, dueInDays: 400 }, 'dueInDays'],
        [{ ...template, title: ' ' }, 'title'],
        [{ ...template, clubId: hillside.clubId }, 'clubId'],
      ];
      for (const [body, field] of bad) {
        await expect(rpc.call('roadmap.template.create', body as typeof template, as(coachU12))).rejects.toMatchObject({
          code: 'VALIDATION',
          errors: expect.arrayContaining([expect.objectContaining({ field })]),
        });
      }
      expect(await counts()).toEqual(before);
    });
  });
});

import type { Actor, RoadmapAttention } from '@portal/contracts';
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
 * `roadmap.coach-home.attention`: submitted work, overdue assignments and today's and tomorrow's calls,
 * counted and limited inside the caller's scope (two clubs, two squads): another club's or squad's
 * items never appear, and the count is taken before the limit.
 */
describe('roadmap service: the coach home', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let memberships: TestMemberships;

  const scene = twoClubScene();
  const { riverside, u15, hillSquad, ana, ben, cleo } = scene;
  const { coachU12, coachU15, adminRiverside, adminHill, coachHill } = scene;
  const coachWithoutSquads = clubActors.coach(riverside, []);

  const as = (actor: Actor) => ({ actor });
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  const titles = new Map<string, string>();

  const attention = (actor: Actor, extra: { squadId?: string; limit?: number } = {}): Promise<RoadmapAttention> =>
    rpc.call(
      'roadmap.coach-home.attention',
      { timeZone: 'UTC', limit: extra.limit ?? 5, squadId: extra.squadId },
      as(actor),
    );
  const players = (section: { items: { playerId: string }[] }) => section.items.map((item) => item.playerId).sort();

  /** A roadmap with one submitted and one overdue assignment, and a call soon with the squad's coach. */
  async function seed(player: Actor & { playerId: string }, staff: Actor, coach: Actor, name: string): Promise<void> {
    await memberships.nameContact(player.playerId, name);
    await rpc.call(
      'roadmap.call-availability.update',
      {
        availability: {
          timeZone: 'UTC',
          weeklyHours: everyDay,
          callMinutes: 30,
          bufferMinutes: 0,
          minimumNoticeHours: 1,
          blockedDates: [],
          meetingUrl: null,
        },
        coach: { name: `Coach of ${name}`, email: null },
      },
      as(coach),
    );
    const roadmap = await rpc.call(
      'roadmap.roadmap.create',
      { playerId: player.playerId, title: `${name}'s block`, description: null },
      as(staff),
    );
    const base = {
      playerId: player.playerId,
      roadmapId: roadmap.id,
      category: 'Passing & Receiving' as const,
      instructions: 'One hundred left-foot passes against a wall.',
      evidenceRequired: 'note' as const,
    };
    const submitted = await rpc.call('roadmap.assignment.create', { ...base, title: `${name} submitted` }, as(staff));
    await rpc.call(
      'roadmap.assignment.complete',
      { assignmentId: submitted.id, completion: { completed: true, completionNotes: 'Done' } },
      as(player),
    );
    const overdue = await rpc.call(
      'roadmap.assignment.create',
      { ...base, title: `${name} overdue`, dueDate: '2020-01-06' },
      as(staff),
    );
    // Due in the past but approved: not overdue.
    const approved = await rpc.call(
      'roadmap.assignment.create',
      { ...base, title: `${name} approved late`, dueDate: '2020-01-06' },
      as(staff),
    );
    await pg.query(`UPDATE "roadmap"."assignments" SET status = 'approved' WHERE id = $1`, [approved.id]);
    titles.set(player.playerId, overdue.title);
    // The first free slot is at least an hour away and at most ~2 hours: always today or tomorrow (UTC).
    const { slots } = await rpc.call('roadmap.call.slots', { coachUserId: coach.userId }, as(player));
    await rpc.call(
      'roadmap.call.book',
      {
        playerId: player.playerId,
        coachUserId: coach.userId,
        startsAt: slots[0]!.startsAt,
        playerTimeZone: null,
      },
      as(player),
    );
  }

  beforeAll(async () => {
    service = await startServiceUnderTest('roadmap', 5100);
    ({ rpc, pg } = service);
    memberships = new TestMemberships(service.connection, service.namespace, pg, 'roadmap');
    await scene.place(memberships);
    await memberships.placeStaff(coachWithoutSquads);
    await seed(ana, coachU12, coachU12, 'Ana');
    await seed(ben, adminRiverside, coachU15, 'Ben');
    await seed(cleo, coachHill, coachHill, 'Cleo');
  }, 120_000);

  afterAll(async () => {
    await service?.close();
  });

  it("a coach sees only their squad's submitted work, overdue assignments and calls", async () => {
    const home = await attention(coachU12);
    expect(home.reviews.count).toBe(1);
    expect(players(home.reviews)).toEqual([ana.playerId]);
    expect(home.overdue.count).toBe(1);
    expect(home.overdue.items.map((item) => item.title)).toEqual([titles.get(ana.playerId)]);
    expect(home.calls.count).toBe(1);
    expect(home.calls.items[0]).toMatchObject({ playerId: ana.playerId, playerName: 'Ana' });
  });

  it("an admin sees every squad of their club and never another club's", async () => {
    const home = await attention(adminRiverside);
    expect(players(home.reviews)).toEqual([ana.playerId, ben.playerId].sort());
    expect(players(home.overdue)).toEqual([ana.playerId, ben.playerId].sort());
    expect(players(home.calls)).toEqual([ana.playerId, ben.playerId].sort());
    const hill = await attention(adminHill);
    expect(players(hill.reviews)).toEqual([cleo.playerId]);
    expect(players(hill.calls)).toEqual([cleo.playerId]);
  });

  it('counts before limiting', async () => {
    const home = await attention(adminRiverside, { limit: 1 });
    expect(home.reviews).toMatchObject({ count: 2 });
    expect(home.reviews.items).toHaveLength(1);
    expect(home.overdue.count).toBe(2);
    expect(home.overdue.items).toHaveLength(1);
  });

  it('a squad narrows inside the scope, never beyond it', async () => {
    const u15Only = await attention(adminRiverside, { squadId: u15 });
    expect(players(u15Only.reviews)).toEqual([ben.playerId]);
    expect(players(u15Only.calls)).toEqual([ben.playerId]);
    const outside = await attention(coachU12, { squadId: u15 });
    expect([outside.reviews.count, outside.overdue.count, outside.calls.count]).toEqual([0, 0, 0]);
    const otherClub = await attention(adminRiverside, { squadId: hillSquad });
    expect([otherClub.reviews.count, otherClub.overdue.count, otherClub.calls.count]).toEqual([0, 0, 0]);
  });

  it('a coach without squads sees nothing, and a player is refused', async () => {
    const home = await attention(coachWithoutSquads);
    expect([home.reviews.count, home.overdue.count, home.calls.count]).toEqual([0, 0, 0]);
    await expect(attention(ana)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/contracts';
import { planSquadAssignments, reachesSquad, templateClubOf } from './squad-assignment.rules';

describe('squad assignment rules', () => {
  const club = randomUUID();
  const otherClub = randomUUID();
  const squad = randomUUID();
  const coach: Actor = { userId: randomUUID(), role: 'coach', clubId: club, squadIds: [squad] };
  const admin: Actor = { userId: randomUUID(), role: 'admin', clubId: club };

  it('lets a coach reach only the squads they coach, in their club', () => {
    expect(reachesSquad(coach, squad, [club])).toBe(true);
    expect(reachesSquad(coach, squad, [])).toBe(true);
    expect(reachesSquad(coach, randomUUID(), [club])).toBe(false);
    expect(reachesSquad(coach, squad, [otherClub])).toBe(false);
  });

  it("lets an admin reach a squad roadmap places in their club, never another club's or an unknown one", () => {
    expect(reachesSquad(admin, squad, [club])).toBe(true);
    expect(reachesSquad(admin, squad, [otherClub])).toBe(false);
    expect(reachesSquad(admin, squad, [])).toBe(false);
    expect(reachesSquad({ ...admin, clubId: undefined }, squad, [club])).toBe(false);
  });

  it('refuses players and services', () => {
    expect(
      reachesSquad({ userId: randomUUID(), role: 'player', clubId: club, playerId: randomUUID() }, squad, [club]),
    ).toBe(false);
    expect(reachesSquad({ ...admin, service: 'reports' }, squad, [club])).toBe(false);
  });

  it('plans one assignment per player on their current roadmap, skipping those without one or with a full one', () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const roadmapA = randomUUID();
    const roadmapC = randomUUID();
    const plan = planSquadAssignments(
      [
        { playerId: a, roadmapId: roadmapA, assignmentCount: 0 },
        { playerId: b, roadmapId: null, assignmentCount: 0 },
        { playerId: c, roadmapId: roadmapC, assignmentCount: 500 },
      ],
      500,
    );
    expect(plan.targets).toEqual([{ playerId: a, roadmapId: roadmapA }]);
    expect(plan.skipped).toEqual([
      { playerId: b, reason: 'no_current_roadmap' },
      { playerId: c, reason: 'roadmap_full' },
    ]);
  });

  it("keeps templates in the staff member's club", () => {
    expect(templateClubOf(coach)).toBe(club);
    expect(templateClubOf(admin)).toBe(club);
    expect(templateClubOf({ userId: randomUUID(), role: 'player', clubId: club, playerId: randomUUID() })).toBeNull();
    expect(templateClubOf({ userId: randomUUID(), role: 'coach' })).toBeNull();
  });
});

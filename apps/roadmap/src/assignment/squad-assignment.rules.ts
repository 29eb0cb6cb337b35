import type { Actor, SquadAssignmentSkipReason } from '@portal/contracts';

/**
 * Whether the actor reaches a squad: a coach the squads they coach (in their club), an admin a squad
 * that roadmap's copy of identity's memberships places in their club. Anything else is treated as a
 * squad that does not exist (404), so another club's squad is never confirmed.
 */
export function reachesSquad(actor: Actor, squadId: string, clubsListingSquad: readonly string[]): boolean {
  if (!actor.clubId || actor.service) return false;
  if (actor.role === 'coach')
    return (actor.squadIds ?? []).includes(squadId) && clubsListingSquad.every((club) => club === actor.clubId);
  if (actor.role === 'admin')
    return clubsListingSquad.includes(actor.clubId) && clubsListingSquad.every((club) => club === actor.clubId);
  return false;
}

export interface SquadPlayerRoadmap {
  playerId: string;
  /** The player's current roadmap, null when they have none. */
  roadmapId: string | null;
  assignmentCount: number;
}

export interface SquadAssignmentPlan {
  targets: { playerId: string; roadmapId: string }[];
  skipped: { playerId: string; reason: SquadAssignmentSkipReason }[];
}

/** One assignment per player on their current roadmap; a player without one, or with a full one, is skipped. */
export function planSquadAssignments(
  players: readonly SquadPlayerRoadmap[],
  perRoadmapMax: number,
): SquadAssignmentPlan {
  const plan: SquadAssignmentPlan = { targets: [], skipped: [] };
  for (const player of players) {
    if (player.roadmapId === null) plan.skipped.push({ playerId: player.playerId, reason: 'no_current_roadmap' });
    else if (player.assignmentCount >= perRoadmapMax)
      plan.skipped.push({ playerId: player.playerId, reason: 'roadmap_full' });
    else plan.targets.push({ playerId: player.playerId, roadmapId: player.roadmapId });
  }
  return plan;
}

/** The club whose templates the actor works with: staff of a club only (a player or a clubless account: none). */
export function templateClubOf(actor: Actor): string | null {
  if (actor.service || !actor.clubId) return null;
  return actor.role === 'coach' || actor.role === 'admin' ? actor.clubId : null;
}

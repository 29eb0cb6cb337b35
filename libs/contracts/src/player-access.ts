import type { Actor } from './actor';

/**
 * Which players an actor reaches (ARCHITECTURE §9), the one rule every service applies, both to a
 * single player (`isPlayerInScope`) and to lists (a service's SQL filter built from `scopeOf`):
 * - `all`: a service acting as itself;
 * - `own`: a player, their own record;
 * - `club`: an admin, every player of their club;
 * - `squads`: a coach, the players of the squads they coach in their club;
 * - `children`: a parent, the players they are guardian of (in any club);
 * - `none`: anyone else (an account without a club, a coach without squads).
 */
export type PlayerScope =
  | { kind: 'all' }
  | { kind: 'own'; playerId: string }
  | { kind: 'club'; clubId: string }
  | { kind: 'squads'; clubId: string; squadIds: readonly string[] }
  | { kind: 'children'; playerIds: readonly string[] }
  | { kind: 'none' };

/** Where a player belongs, as identity says (a service keeps a copy fed by identity's events). */
export interface PlayerMembership {
  playerId: string;
  clubId: string;
  squadIds: readonly string[];
}

export function scopeOf(actor: Actor): PlayerScope {
  if (actor.service) return { kind: 'all' };
  switch (actor.role) {
    case 'player':
      return actor.playerId ? { kind: 'own', playerId: actor.playerId } : { kind: 'none' };
    case 'admin':
      return actor.clubId ? { kind: 'club', clubId: actor.clubId } : { kind: 'none' };
    case 'coach':
      return actor.clubId && actor.squadIds && actor.squadIds.length > 0
        ? { kind: 'squads', clubId: actor.clubId, squadIds: actor.squadIds }
        : { kind: 'none' };
    case 'parent':
      return actor.childIds && actor.childIds.length > 0
        ? { kind: 'children', playerIds: actor.childIds }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * Whether the actor reaches this player. `membership` is where the player belongs (undefined when
 * unknown: then only the player themself, or a service, reaches the record).
 */
export function isPlayerInScope(actor: Actor, playerId: string, membership: PlayerMembership | undefined): boolean {
  const scope = scopeOf(actor);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'own':
      return scope.playerId === playerId;
    case 'children':
      return scope.playerIds.includes(playerId);
    case 'club':
      return membership?.playerId === playerId && membership.clubId === scope.clubId;
    case 'squads':
      return (
        membership?.playerId === playerId &&
        membership.clubId === scope.clubId &&
        membership.squadIds.some((squadId) => scope.squadIds.includes(squadId))
      );
    case 'none':
      return false;
  }
}

/** Whether the actor is this player themself (not a parent, coach or admin acting for them). */
export function isOwnRecord(
  actor: Pick<Actor, 'role' | 'playerId'> & Partial<Pick<Actor, 'service'>>,
  playerId: string,
): boolean {
  return actor.role === 'player' && !actor.service && actor.playerId === playerId;
}

/** Whether the scope names its players itself, so a single check needs no membership lookup. */
export function scopeNeedsNoMembership(scope: PlayerScope): boolean {
  return scope.kind === 'all' || scope.kind === 'own' || scope.kind === 'children' || scope.kind === 'none';
}

/** Whether the scope reaches every player of a club at once (an admin's or a service's). */
export function reachesWholeClub(scope: PlayerScope, clubId: string): boolean {
  return scope.kind === 'all' || (scope.kind === 'club' && scope.clubId === clubId);
}

/** The answer for a player outside the caller's scope: the same as for one that does not exist. */
export const PLAYER_NOT_FOUND_MESSAGE = 'Player not found';

import {
  type Actor,
  CANNOT_DEACTIVATE_SELF_MESSAGE,
  ONLY_COACHES_COACH_MESSAGE,
  type Role,
  SQUAD_ARCHIVED_MESSAGE,
} from '@portal/contracts';

/** Which squads a staff member sees: an admin every squad of their club, a coach those they coach. */
export type SquadListScope =
  { kind: 'club'; clubId: string } | { kind: 'coached'; clubId: string; userId: string } | { kind: 'none' };

export function squadListScope(actor: Actor): SquadListScope {
  if (!actor.clubId) return { kind: 'none' };
  if (actor.role === 'admin') return { kind: 'club', clubId: actor.clubId };
  if (actor.role === 'coach') return { kind: 'coached', clubId: actor.clubId, userId: actor.userId };
  return { kind: 'none' };
}

/** The club whose squads and people the actor manages: an admin's own; nobody else manages any. */
export function managedClubId(actor: Actor): string | undefined {
  return actor.role === 'admin' && !actor.service ? actor.clubId : undefined;
}

/** What a PATCH does to a squad's archive state. */
export type ArchiveTransition = 'archive' | 'restore' | 'none';

export function archiveTransition(archivedAt: Date | null, requested: boolean | undefined): ArchiveTransition {
  if (requested === true && archivedAt === null) return 'archive';
  if (requested === false && archivedAt !== null) return 'restore';
  return 'none';
}

export interface SquadMembers {
  playerIds: readonly string[];
  coachIds: readonly string[];
}

/** Whose memberships a change touches: they are republished, and the coaches' sessions refreshed. */
export interface MembershipEffect {
  playerIds: string[];
  coachIds: string[];
}

export type SquadChange =
  | { kind: 'archive-state'; transition: ArchiveTransition }
  | { kind: 'player'; playerId: string; changed: boolean }
  | { kind: 'coach'; userId: string; changed: boolean };

/**
 * Archiving or restoring a squad changes where every one of its players and coaches belongs (an
 * archived squad counts as none); adding or removing one person touches that person only, and
 * nothing when nothing changed.
 */
export function membershipEffect(change: SquadChange, members: SquadMembers): MembershipEffect {
  switch (change.kind) {
    case 'archive-state':
      return change.transition === 'none'
        ? { playerIds: [], coachIds: [] }
        : { playerIds: [...members.playerIds], coachIds: [...members.coachIds] };
    case 'player':
      return { playerIds: change.changed ? [change.playerId] : [], coachIds: [] };
    case 'coach':
      return { playerIds: [], coachIds: change.changed ? [change.userId] : [] };
  }
}

/** Players and coaches join only a live squad; removing them from an archived one is allowed. */
export function joinRefusal(archivedAt: Date | null): string | undefined {
  return archivedAt ? SQUAD_ARCHIVED_MESSAGE : undefined;
}

/** Only a coach coaches a squad: an admin reaches the whole club anyway, a player coaches nobody. */
export function coachAssignmentRefusal(role: Role): string | undefined {
  return role === 'coach' ? undefined : ONLY_COACHES_COACH_MESSAGE;
}

/** An admin cannot lock themself out (the club would need another admin to undo it). */
export function deactivationRefusal(actor: Actor, userId: string): string | undefined {
  return actor.userId === userId ? CANNOT_DEACTIVATE_SELF_MESSAGE : undefined;
}

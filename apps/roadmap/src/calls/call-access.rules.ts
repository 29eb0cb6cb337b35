import { type Actor, type PlayerMembership, isOwnRecord, isStaff } from '@portal/contracts';

export interface CallParties {
  playerId: string;
  coachUserId: string;
}

/**
 * Who may see, cancel or move a call (ARCHITECTURE §9): its player; their guardians; its coach; a
 * coach whose squads hold the player; an admin of the player's club. `playerInScope` is the scope
 * rule's answer for the call's player (PlayerAccess.canReach). Anyone else is answered as if the call
 * did not exist. (A parent may cancel but not move one: the subjects' access lists say so.)
 */
export function canSeeCall(actor: Actor, call: CallParties, playerInScope: boolean): boolean {
  if (actor.service) return true;
  switch (actor.role) {
    case 'player':
      return isOwnRecord(actor, call.playerId);
    case 'coach':
      return actor.userId === call.coachUserId || playerInScope;
    case 'admin':
    case 'parent':
      return playerInScope;
    default:
      return false;
  }
}

/** Cancel and reschedule follow the same rule as seeing the call. */
export const canChangeCallAs = canSeeCall;

/** After-call notes, on a call the actor sees: its coach or an admin, once the call has started. */
export function canWriteNotes(actor: Actor, call: CallParties & { startsAt: string }, now: Date): string | null {
  if (!isStaff(actor.role)) return 'Only coaches can write call notes';
  if (actor.role === 'coach' && actor.userId !== call.coachUserId) return 'This is not your call';
  if (new Date(call.startsAt) > now) return 'Notes can be written once the call has started';
  return null;
}

export interface BookableCoach {
  clubId: string;
  role: string;
  active: boolean;
}

/**
 * Whether `coach` (the service's copy of identity's staff membership, undefined when unknown) may be
 * booked, or their slots and availability read, by someone of `clubId`: an active coach or admin of the
 * same club. Anyone else is answered as a coach who does not take bookings.
 */
export function isBookableFrom(clubId: string | undefined, coach: BookableCoach | undefined): boolean {
  return (
    clubId !== undefined &&
    coach !== undefined &&
    coach.active &&
    coach.clubId === clubId &&
    (coach.role === 'coach' || coach.role === 'admin')
  );
}

export interface CallersClub {
  clubId: string;
  squadIds: readonly string[];
}

/**
 * The caller's club and squads for booking (their squads put those squads' coaches first): where the
 * copy of identity's memberships places `membership`'s player (the named player, or a player
 * themself); another player the copy does not place is in no club; otherwise the signed actor's. A
 * player naming themself is placed by their signed actor until the copy holds them: a player who
 * books a moment after signing up is not refused while their membership event is on its way.
 */
export function callersClubOf(
  actor: Actor,
  namedPlayerId: string | undefined,
  membership: PlayerMembership | undefined,
): CallersClub | undefined {
  if (membership) return { clubId: membership.clubId, squadIds: membership.squadIds };
  if (namedPlayerId && namedPlayerId !== actor.playerId) return undefined;
  return actor.clubId ? { clubId: actor.clubId, squadIds: actor.squadIds ?? [] } : undefined;
}

import type { Actor } from '@portal/contracts';

export interface CallParties {
  playerId: string;
  coachUserId: string;
}

/** Who may see a call: its player, its coach, or an admin (ARCHITECTURE §7, issue 16). */
export function canSeeCall(actor: Actor, call: CallParties): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'coach') return actor.userId === call.coachUserId;
  return actor.role === 'player' && actor.playerId === call.playerId;
}

/** Cancel and reschedule follow the same rule: the two sides of the call, or an admin. */
export const canChangeCallAs = canSeeCall;

/** After-call notes: the call's coach or an admin, once the call has started. */
export function canWriteNotes(actor: Actor, call: CallParties & { startsAt: string }, now: Date): string | null {
  if (actor.role === 'player') return 'Only coaches can write call notes';
  if (actor.role === 'coach' && actor.userId !== call.coachUserId) return 'This is not your call';
  if (new Date(call.startsAt) > now) return 'Notes can be written once the call has started';
  return null;
}

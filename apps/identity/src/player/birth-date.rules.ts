import { type Actor, type BirthDateSource, isStaff, selfBirthDateChangeRefusalMessage } from '@portal/contracts';

export interface BirthDateChange {
  actor: Pick<Actor, 'role' | 'playerId'>;
  /** The date of birth on file and who recorded it (both null: not known yet). */
  current: { dateOfBirth: string | null; source: BirthDateSource | null };
  /** The date of birth in the patch (undefined: not in the patch; null: cleared). */
  next: string | null | undefined;
}

/**
 * Why this date-of-birth change is refused, or null when it is allowed (ARCHITECTURE §9). A player
 * answers the age question once, when none is on file; after that only staff of the player's scope
 * or a guardian correct it, so a child can neither make themself older nor undo what the club or a
 * parent recorded. (The scope check and the parent-edit rule decide who reaches the patch at all.)
 */
export function birthDateChangeRefusal(change: BirthDateChange): string | null {
  if (change.next === undefined || change.next === change.current.dateOfBirth) return null;
  if (isStaff(change.actor.role) || change.actor.role === 'parent') return null;
  if (change.current.dateOfBirth === null) return null;
  return selfBirthDateChangeRefusalMessage(change.current.source ?? 'club');
}

/** Who a date of birth written by this actor counts as recorded by; null when it is cleared. */
export function birthDateSourceOf(role: Actor['role'], dateOfBirth: string | null): BirthDateSource | null {
  if (dateOfBirth === null) return null;
  if (isStaff(role)) return 'club';
  return role === 'parent' ? 'guardian' : 'self';
}

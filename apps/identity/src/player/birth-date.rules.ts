import { type Actor, isStaff, selfBirthDateRefusalMessage } from '@portal/contracts';
import { isUnderConsentAge } from './consent.rules';

export interface BirthDateChange {
  actor: Pick<Actor, 'role' | 'playerId'>;
  playerId: string;
  /** The date of birth on file (null: unknown, which counts as under the consent age). */
  current: string | null;
  /** The date of birth in the patch (undefined: not in the patch; null: cleared). */
  next: string | null | undefined;
  consentAge: number;
  today: string;
}

/**
 * Why this date-of-birth change is refused, or null when it is allowed. A player never moves
 * themself from under their club's consent age (unknown counts as under) to at or over it, so a
 * child cannot take over their own consents by typing a year: staff of the player's scope and the
 * child's guardians record that (the scope check and the parent-edit rule decide who reaches the
 * patch at all). Any other change of the player's own date of birth is theirs to make.
 */
export function birthDateChangeRefusal(change: BirthDateChange): string | null {
  if (change.next === undefined) return null;
  if (isStaff(change.actor.role) || change.actor.role === 'parent') return null;
  const wasUnder = isUnderConsentAge(change.current, change.consentAge, change.today);
  const staysUnder = isUnderConsentAge(change.next, change.consentAge, change.today);
  return wasUnder && !staysUnder ? selfBirthDateRefusalMessage(change.consentAge) : null;
}

import {
  type Actor,
  type ConsentCapacity,
  type ConsentDecider,
  PLAYER_NOT_FOUND_MESSAGE,
  STAFF_CONSENT_GRANT_REFUSAL_MESSAGE,
  UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE,
  ageFromDateOfBirth,
  guardianConsentRefusalMessage,
  isOwnRecord,
  isStaff,
  minorConsentRefusalMessage,
} from '@portal/contracts';

/**
 * Whether a player is under their club's consent age on `today` (a calendar day): from the date of
 * birth on file only (a declared age is not proof). With none on file a guardian decides until the
 * player answers the age question (asked at their next sign-in), so the protection never lapses.
 */
export function isUnderConsentAge(dateOfBirth: string | null, consentAge: number, today: string): boolean {
  const age = ageFromDateOfBirth(dateOfBirth, today);
  return age === null || age < consentAge;
}

/** Who decides the player's `media`, `video_share` and `analytics` consents now (ARCHITECTURE §9). */
export function consentDecider(dateOfBirth: string | null, consentAge: number, today: string): ConsentDecider {
  return isUnderConsentAge(dateOfBirth, consentAge, today) ? 'guardian' : 'player';
}

export interface ConsentChange {
  actor: Pick<Actor, 'role' | 'playerId'>;
  playerId: string;
  /** Granting (true) or withdrawing (false). */
  granted: boolean;
  /** The actor is a parent account holding a guardianship of this player (identity's own table). */
  isGuardian: boolean;
  dateOfBirth: string | null;
  consentAge: number;
  today: string;
}

export type ConsentChangeDecision =
  | { allowed: true; capacity: ConsentCapacity }
  | { allowed: false; refusal: 'forbidden' | 'not-found'; message: string };

const notFound: ConsentChangeDecision = { allowed: false, refusal: 'not-found', message: PLAYER_NOT_FOUND_MESSAGE };

/**
 * Whether this actor may change this player's consent, and in which capacity. Consent belongs to
 * the family (ARCHITECTURE §9): under the consent age only a guardian may, at or over it only the
 * player; the other one is told why (403). Staff of the player's scope may withdraw at any age
 * (recorded as `staff`: a club acting on a family's request) but never grant (403). Anyone else
 * never reaches the player (404, as the scope check says).
 */
export function consentChangeDecision(change: ConsentChange): ConsentChangeDecision {
  if (isStaff(change.actor.role))
    return change.granted
      ? { allowed: false, refusal: 'forbidden', message: STAFF_CONSENT_GRANT_REFUSAL_MESSAGE }
      : { allowed: true, capacity: 'staff' };
  const decider = consentDecider(change.dateOfBirth, change.consentAge, change.today);
  if (change.actor.role === 'parent') {
    if (!change.isGuardian) return notFound;
    return decider === 'guardian'
      ? { allowed: true, capacity: 'guardian' }
      : { allowed: false, refusal: 'forbidden', message: guardianConsentRefusalMessage(change.consentAge) };
  }
  if (isOwnRecord(change.actor, change.playerId)) {
    return decider === 'player'
      ? { allowed: true, capacity: 'player' }
      : { allowed: false, refusal: 'forbidden', message: ownConsentRefusal(change) };
  }
  return notFound;
}

/** What a player who may not decide is told: their club's consent age only when their date of birth says they are under it. */
function ownConsentRefusal(change: ConsentChange): string {
  return change.dateOfBirth === null
    ? UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE
    : minorConsentRefusalMessage(change.consentAge);
}

import { type Actor, type DeletionCapacity, isOwnRecord, PLAYER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { isUnderConsentAge } from '../player/consent.rules';

/** What the deletion rules read about the actor and the player (identity's own tables). */
export interface DeletionSubject {
  actor: Pick<Actor, 'role' | 'playerId'>;
  playerId: string;
  /** The actor is a parent account holding a guardianship of this player. */
  isGuardian: boolean;
  dateOfBirth: string | null;
  consentAge: number;
  today: string;
}

export type DeletionDecision =
  | { allowed: true; capacity: DeletionCapacity }
  | { allowed: false; refusal: 'forbidden' | 'not-found' | 'invalid'; message: string };

export const COACH_DELETION_MESSAGE =
  "Coaches cannot delete a player's data. The player's parent or guardian, the player (from the club's consent age) or a club admin can.";
export const IMMEDIATE_ONLY_FOR_ADMINS_MESSAGE = 'Only a club admin can delete at once; others confirm by e-mail.';
export const ADMIN_IMMEDIATE_REQUIRED_MESSAGE =
  'A club admin deletes at once: send immediate: true (the family asks through their own account).';

export function minorDeletionMessage(consentAge: number): string {
  return `You are under ${consentAge}, so your parent or guardian needs to ask for your data to be deleted.`;
}

const notFound: DeletionDecision = { allowed: false, refusal: 'not-found', message: PLAYER_NOT_FOUND_MESSAGE };

/**
 * Who acts on a player's deletion and in which capacity, whatever the action: a guardian of the
 * player (at any age), the player themself at or over the club's consent age, an admin of the club
 * (the scope check before this rule found the player in the admin's club). Coaches never (403), a
 * minor player is told to ask a guardian (403), a parent of another family or a player naming
 * someone else never reaches the player (404).
 */
export function deletionActor(subject: DeletionSubject): DeletionDecision {
  switch (subject.actor.role) {
    case 'admin':
      return { allowed: true, capacity: 'admin' };
    case 'coach':
      return { allowed: false, refusal: 'forbidden', message: COACH_DELETION_MESSAGE };
    case 'parent':
      return subject.isGuardian ? { allowed: true, capacity: 'guardian' } : notFound;
    case 'player':
      if (!isOwnRecord(subject.actor, subject.playerId)) return notFound;
      return isUnderConsentAge(subject.dateOfBirth, subject.consentAge, subject.today)
        ? { allowed: false, refusal: 'forbidden', message: minorDeletionMessage(subject.consentAge) }
        : { allowed: true, capacity: 'player' };
    default:
      return notFound;
  }
}

/**
 * Asking for the deletion: guardians and the adult player confirm by mail and wait out the grace
 * period; an admin deletes at once and must say so (`immediate: true`), which nobody else may.
 */
export function deletionRequestDecision(subject: DeletionSubject, immediate: boolean): DeletionDecision {
  const who = deletionActor(subject);
  if (!who.allowed) return who;
  if (who.capacity === 'admin' && !immediate)
    return { allowed: false, refusal: 'invalid', message: ADMIN_IMMEDIATE_REQUIRED_MESSAGE };
  if (who.capacity !== 'admin' && immediate)
    return { allowed: false, refusal: 'forbidden', message: IMMEDIATE_ONLY_FOR_ADMINS_MESSAGE };
  return who;
}

/**
 * Seeing the state: the same people, and a minor player too (they see that their data is to be
 * deleted, read-only); coaches never.
 */
export function deletionViewDecision(subject: DeletionSubject): DeletionDecision {
  if (isOwnRecord(subject.actor, subject.playerId)) return { allowed: true, capacity: 'player' };
  return deletionActor(subject);
}

/** When a confirmed deletion runs: `graceHours` after the confirmation. */
export function deletionDueAt(confirmedAt: Date, graceHours: number): Date {
  return new Date(confirmedAt.getTime() + graceHours * 60 * 60 * 1000);
}

export type ConfirmationVerdict = 'usable' | 'expired' | 'used';

/** Whether a mailed link still confirms its request: once, before it expires. */
export function judgeConfirmation(
  request: { confirmedAt: Date | null; confirmationExpiresAt: Date },
  now: Date,
): ConfirmationVerdict {
  if (request.confirmedAt) return 'used';
  return now.getTime() < request.confirmationExpiresAt.getTime() ? 'usable' : 'expired';
}

import {
  ageFromDateOfBirth,
  calendarDayOf,
  type Consent,
  type ConsentCapacity,
  type ConsentDecider,
} from '@portal/contracts';
import { viewerDay, viewerTimeZone } from '../../common/dates';

/** Who is looking at a player's consents: the player themself, their guardian, or staff of their scope. */
export type ConsentViewer = 'self' | 'guardian' | 'staff' | 'none';

export interface ConsentControl {
  /** Whether the switch may be turned on, and off. */
  canGrant: boolean;
  canWithdraw: boolean;
}

/**
 * What a viewer may do with one consent (the server's consent.rules.ts, said in advance): the family
 * member who decides grants and withdraws; staff only withdraw; everyone else reads.
 */
export function consentControl(
  viewer: ConsentViewer,
  decider: ConsentDecider,
  consent: Pick<Consent, 'granted'>,
): ConsentControl {
  if (viewer === 'staff') return { canGrant: false, canWithdraw: consent.granted };
  const decides = (viewer === 'self' && decider === 'player') || (viewer === 'guardian' && decider === 'guardian');
  return { canGrant: decides && !consent.granted, canWithdraw: decides && consent.granted };
}

/** Said to a player with no date of birth on file: no age is named to a reader whose age is unknown. */
export const UNKNOWN_AGE_CONSENT_NOTE =
  'Tell us your date of birth first: sign out and in again to answer the question. Then you can decide these, or we will ask your parent or guardian to.';

/**
 * Why the viewer cannot change these consents (or what they can), in their words; null when they
 * decide. An age is named to a player only when their date of birth on file says they are under it
 * (ARCHITECTURE §9: no screen tells a reader of unknown age that they are under the consent age).
 */
export function consentNote(
  viewer: ConsentViewer,
  decider: ConsentDecider,
  consentAge: number,
  childName: string,
  dateOfBirth: string | null,
  today: string = calendarDayOf(new Date(), viewerTimeZone()),
): string | null {
  if (viewer === 'staff')
    return "Consent belongs to the family: you can withdraw a consent at the family's request, but only the player's parent or guardian (or the player, once old enough) can grant it.";
  if (viewer === 'self' && decider === 'guardian') {
    const age = ageFromDateOfBirth(dateOfBirth, today);
    if (age === null) return UNKNOWN_AGE_CONSENT_NOTE;
    const until = age < consentAge ? `Until you are ${consentAge}, your` : 'Your';
    return `${until} parent or guardian decides these for you. You can see what they chose here. To change something, ask them to sign in to their parent account.`;
  }
  if (viewer === 'guardian' && decider === 'player')
    return `${childName} is ${consentAge} or older and decides these consents themself. You can see what they chose.`;
  return null;
}

const CAPACITY_LABELS: Record<ConsentCapacity, string> = {
  guardian: 'parent/guardian',
  player: 'player',
  staff: 'club',
};

/** "Granted by Maria Striker (parent/guardian) on 26 Nov 2026", or that it was never given. */
export function consentDecisionLine(consent: Consent): string {
  if (!consent.updatedAt) return 'Never given';
  const who = consent.updatedByName ?? 'someone';
  const capacity = consent.updatedByCapacity ? ` (${CAPACITY_LABELS[consent.updatedByCapacity]})` : '';
  const when = viewerDay(consent.updatedAt);
  return `${consent.granted ? 'Granted' : 'Withdrawn'} by ${who}${capacity} on ${when}`;
}

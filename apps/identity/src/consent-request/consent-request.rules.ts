import {
  CONSENT_ALREADY_GRANTED_MESSAGE,
  CONSENT_REQUEST_NOT_NEEDED_MESSAGE,
  CONSENT_REQUESTS_LIMIT_MESSAGE,
  CONSENT_REQUESTS_PER_DAY,
  type ConsentCapacity,
  type ConsentDecider,
} from '@portal/contracts';

export interface ConsentRequestAsk {
  /** Who decides the player's consents now (consent.rules.ts). */
  decider: ConsentDecider;
  /** The consent is granted right now. */
  granted: boolean;
  /** A request for this consent is open already (asking again answers it). */
  open: boolean;
  /** The open request's guardians were last mailed CONSENT_REQUEST_REMINDER_HOURS or more ago. */
  reminderDue: boolean;
  /** Requests for this consent the player started in the last day, closed ones included. */
  startedToday: number;
}

export type ConsentRequestDecision =
  | { kind: 'open' }
  | { kind: 'answer-open' }
  | { kind: 'remind' }
  | { kind: 'refuse'; status: 'conflict' | 'rate-limited'; message: string };

/**
 * What asking for a consent does: nothing to ask when the player decides it themself or it is
 * already granted (409); the open request answers a repeated ask (nobody mailed again, unless the
 * guardians were last mailed a day or more ago: a reminder); past CONSENT_REQUESTS_PER_DAY a day,
 * 429; otherwise a new request is opened.
 */
export function consentRequestDecision(ask: ConsentRequestAsk): ConsentRequestDecision {
  if (ask.decider === 'player')
    return { kind: 'refuse', status: 'conflict', message: CONSENT_REQUEST_NOT_NEEDED_MESSAGE };
  if (ask.granted) return { kind: 'refuse', status: 'conflict', message: CONSENT_ALREADY_GRANTED_MESSAGE };
  if (ask.open) return ask.reminderDue ? { kind: 'remind' } : { kind: 'answer-open' };
  if (ask.startedToday >= CONSENT_REQUESTS_PER_DAY)
    return { kind: 'refuse', status: 'rate-limited', message: CONSENT_REQUESTS_LIMIT_MESSAGE };
  return { kind: 'open' };
}

/**
 * Whether a consent change closes the consent's open request: a decision by the family (a guardian
 * granting or withdrawing, or the player at or over the age) does; a club's withdrawal does not
 * answer what the child asked their family.
 */
export function closesConsentRequest(capacity: ConsentCapacity): boolean {
  return capacity !== 'staff';
}

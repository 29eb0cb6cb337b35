import {
  CONSENT_ALREADY_GRANTED_MESSAGE,
  CONSENT_REQUEST_NOT_NEEDED_MESSAGE,
  CONSENT_REQUESTS_LIMIT_MESSAGE,
  CONSENT_REQUESTS_PER_DAY,
} from '@portal/contracts';
import { type ConsentRequestAsk, closesConsentRequest, consentRequestDecision } from './consent-request.rules';

const ask = (overrides: Partial<ConsentRequestAsk>): ConsentRequestAsk => ({
  decider: 'guardian',
  granted: false,
  open: false,
  reminderDue: false,
  startedToday: 0,
  ...overrides,
});

describe('asking guardians for a consent', () => {
  it('opens a request for a minor whose consent is not granted', () => {
    expect(consentRequestDecision(ask({}))).toEqual({ kind: 'open' });
    expect(consentRequestDecision(ask({ startedToday: CONSENT_REQUESTS_PER_DAY - 1 }))).toEqual({ kind: 'open' });
  });

  it('answers the open request again rather than opening (or mailing) a second one, even past the limit', () => {
    expect(consentRequestDecision(ask({ open: true }))).toEqual({ kind: 'answer-open' });
    expect(consentRequestDecision(ask({ open: true, startedToday: 99 }))).toEqual({ kind: 'answer-open' });
  });

  it('reminds the guardians of an open request last mailed a day or more ago, once the family has not decided', () => {
    expect(consentRequestDecision(ask({ open: true, reminderDue: true }))).toEqual({ kind: 'remind' });
    expect(consentRequestDecision(ask({ open: true, reminderDue: true, startedToday: 99 }))).toEqual({
      kind: 'remind',
    });
    expect(consentRequestDecision(ask({ open: true, reminderDue: true, granted: true }))).toMatchObject({
      kind: 'refuse',
    });
  });

  it('refuses with 409 when the player decides themself or the consent is already given', () => {
    expect(consentRequestDecision(ask({ decider: 'player' }))).toEqual({
      kind: 'refuse',
      status: 'conflict',
      message: CONSENT_REQUEST_NOT_NEEDED_MESSAGE,
    });
    expect(consentRequestDecision(ask({ granted: true, open: true }))).toEqual({
      kind: 'refuse',
      status: 'conflict',
      message: CONSENT_ALREADY_GRANTED_MESSAGE,
    });
  });

  it('limits new requests for one consent to a few a day', () => {
    expect(consentRequestDecision(ask({ startedToday: CONSENT_REQUESTS_PER_DAY }))).toEqual({
      kind: 'refuse',
      status: 'rate-limited',
      message: CONSENT_REQUESTS_LIMIT_MESSAGE,
    });
  });

  it("is closed by the family's decision, not by a club's withdrawal", () => {
    expect(closesConsentRequest('guardian')).toBe(true);
    expect(closesConsentRequest('player')).toBe(true);
    expect(closesConsentRequest('staff')).toBe(false);
  });
});

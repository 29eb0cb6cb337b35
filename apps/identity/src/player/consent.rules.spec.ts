import { randomUUID } from 'node:crypto';
import {
  STAFF_CONSENT_GRANT_REFUSAL_MESSAGE,
  UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE,
  guardianConsentRefusalMessage,
  minorConsentRefusalMessage,
} from '@portal/contracts';
import { type ConsentChange, consentChangeDecision, consentDecider, isUnderConsentAge } from './consent.rules';

describe('the consent age (ARCHITECTURE §9)', () => {
  it('counts a player as at the age on their birthday, and under it the day before', () => {
    expect(isUnderConsentAge('2013-06-15', 13, '2026-06-15')).toBe(false);
    expect(isUnderConsentAge('2013-06-15', 13, '2026-06-14')).toBe(true);
    expect(isUnderConsentAge('2013-06-15', 13, '2026-06-16')).toBe(false);
  });

  it('lets a guardian decide while no date of birth is on file (the player is asked it at sign-in)', () => {
    expect(isUnderConsentAge(null, 13, '2026-06-15')).toBe(true);
    expect(consentDecider(null, 13, '2026-06-15')).toBe('guardian');
  });

  it("follows the club's consent age: under 16 a 15-year-old's guardians decide, at 16 the player", () => {
    expect(consentDecider('2010-06-15', 16, '2026-06-14')).toBe('guardian');
    expect(consentDecider('2010-06-15', 16, '2026-06-15')).toBe('player');
    // The same 15-year-old decides for themself in a club whose consent age is 13.
    expect(consentDecider('2010-06-15', 13, '2026-06-14')).toBe('player');
  });

  it('counts a birthday on 29 February as reached on 1 March in other years', () => {
    expect(isUnderConsentAge('2012-02-29', 13, '2025-02-28')).toBe(true);
    expect(isUnderConsentAge('2012-02-29', 13, '2025-03-01')).toBe(false);
  });
});

describe('who may change a consent', () => {
  const playerId = randomUUID();
  const today = '2026-06-15';
  type Subject = Pick<ConsentChange, 'dateOfBirth' | 'consentAge' | 'today'>;
  const minor: Subject = { dateOfBirth: '2014-01-01', consentAge: 13, today };
  const thirteenToday: Subject = { dateOfBirth: '2013-06-15', consentAge: 13, today };
  const change = (actor: ConsentChange['actor'], subject: Subject, isGuardian = false, granted = true) =>
    consentChangeDecision({ actor, playerId, isGuardian, granted, ...subject });
  const player = { role: 'player' as const, playerId };
  const parent = { role: 'parent' as const };

  it("refuses a minor's own change with the reason, and lets their guardian decide", () => {
    expect(change(player, minor)).toEqual({
      allowed: false,
      refusal: 'forbidden',
      message: minorConsentRefusalMessage(13),
    });
    expect(change(parent, minor, true)).toEqual({ allowed: true, capacity: 'guardian' });
  });

  it('tells a player of unknown age to give their date of birth, naming no age', () => {
    const unknown: Subject = { dateOfBirth: null, consentAge: 16, today };
    expect(change(player, unknown)).toEqual({
      allowed: false,
      refusal: 'forbidden',
      message: UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE,
    });
    expect(UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE).not.toMatch(/\d/);
    expect(change(parent, unknown, true)).toEqual({ allowed: true, capacity: 'guardian' });
  });

  it('lets a player at the consent age decide, and refuses their guardian with the reason', () => {
    expect(change(player, thirteenToday)).toEqual({ allowed: true, capacity: 'player' });
    expect(change(parent, thirteenToday, true)).toEqual({
      allowed: false,
      refusal: 'forbidden',
      message: guardianConsentRefusalMessage(13),
    });
  });

  it('leaves the decision to guardians while the date of birth is unknown', () => {
    const unknown: Subject = { dateOfBirth: null, consentAge: 13, today };
    expect(change(player, unknown)).toMatchObject({ allowed: false, refusal: 'forbidden' });
    expect(change(parent, unknown, true)).toEqual({ allowed: true, capacity: 'guardian' });
  });

  it('lets staff withdraw a consent at any age, as staff, but never grant one', () => {
    for (const subject of [minor, thirteenToday])
      for (const role of ['coach', 'admin'] as const) {
        expect(change({ role }, subject, false, false)).toEqual({ allowed: true, capacity: 'staff' });
        expect(change({ role }, subject, false, true)).toEqual({
          allowed: false,
          refusal: 'forbidden',
          message: STAFF_CONSENT_GRANT_REFUSAL_MESSAGE,
        });
      }
  });

  it('lets the deciding family member withdraw as well as grant', () => {
    expect(change(parent, minor, true, false)).toEqual({ allowed: true, capacity: 'guardian' });
    expect(change(player, thirteenToday, false, false)).toEqual({ allowed: true, capacity: 'player' });
    expect(change(player, minor, false, false)).toMatchObject({ allowed: false, refusal: 'forbidden' });
  });

  it('treats a parent without a guardianship, or another player, as not reaching the player at all', () => {
    expect(change(parent, minor, false)).toMatchObject({ allowed: false, refusal: 'not-found' });
    expect(change({ role: 'player', playerId: randomUUID() }, thirteenToday)).toMatchObject({
      allowed: false,
      refusal: 'not-found',
    });
  });
});

import type { Consent } from '@portal/contracts';
import { consentControl, consentDecisionLine, consentNote, UNKNOWN_AGE_CONSENT_NOTE } from './consent-view';

const consent = (overrides: Partial<Consent>): Consent => ({
  consentType: 'media',
  granted: false,
  updatedAt: null,
  updatedBy: null,
  updatedByName: null,
  updatedByCapacity: null,
  ...overrides,
});

describe("who may change a player's consent, as the screen shows it", () => {
  it('lets the deciding family member grant and withdraw', () => {
    expect(consentControl('guardian', 'guardian', { granted: false })).toEqual({ canGrant: true, canWithdraw: false });
    expect(consentControl('guardian', 'guardian', { granted: true })).toEqual({ canGrant: false, canWithdraw: true });
    expect(consentControl('self', 'player', { granted: false })).toEqual({ canGrant: true, canWithdraw: false });
  });

  it('keeps a minor, and the guardian of a child old enough, to reading', () => {
    for (const granted of [true, false]) {
      expect(consentControl('self', 'guardian', { granted })).toEqual({ canGrant: false, canWithdraw: false });
      expect(consentControl('guardian', 'player', { granted })).toEqual({ canGrant: false, canWithdraw: false });
      expect(consentControl('none', 'player', { granted })).toEqual({ canGrant: false, canWithdraw: false });
    }
  });

  it('lets staff withdraw but never grant', () => {
    expect(consentControl('staff', 'guardian', { granted: true })).toEqual({ canGrant: false, canWithdraw: true });
    expect(consentControl('staff', 'player', { granted: false })).toEqual({ canGrant: false, canWithdraw: false });
  });

  const today = '2026-06-15';
  const twelve = '2014-01-10';
  const adult = '2000-01-01';

  it('says why in the reader’s words', () => {
    expect(consentNote('self', 'guardian', 13, 'Mia', twelve, today)).toMatch(
      /^Until you are 13, your parent or guardian decides/,
    );
    expect(consentNote('guardian', 'player', 13, 'Mia', adult, today)).toMatch(/^Mia is 13 or older/);
    expect(consentNote('guardian', 'guardian', 13, 'Mia', twelve, today)).toBeNull();
    expect(consentNote('self', 'player', 13, 'Mia', adult, today)).toBeNull();
    expect(consentNote('staff', 'guardian', 13, 'Mia', twelve, today)).toMatch(/withdraw/);
  });

  it('names an age to a player only when their date of birth says they are under it', () => {
    // 16 in a club whose consent age is 16 counts from the birthday itself.
    expect(consentNote('self', 'guardian', 16, 'Mia', '2010-06-16', today)).toMatch(/^Until you are 16,/);
    expect(consentNote('self', 'guardian', 16, 'Mia', '2010-06-15', today)).toMatch(/^Your parent or guardian/);
    for (const note of [
      consentNote('self', 'guardian', 13, 'Mia', null, today),
      consentNote('self', 'guardian', 16, 'Mia', null, today),
    ]) {
      expect(note).toBe(UNKNOWN_AGE_CONSENT_NOTE);
      expect(note).not.toMatch(/\d|until you are/i);
    }
  });

  it('names who decided, in which capacity and when', () => {
    expect(consentDecisionLine(consent({}))).toBe('Never given');
    expect(
      consentDecisionLine(
        consent({
          granted: true,
          updatedAt: '2026-11-26T10:00:00.000Z',
          updatedByName: 'Maria Striker',
          updatedByCapacity: 'guardian',
        }),
      ),
    ).toBe('Granted by Maria Striker (parent/guardian) on 26 Nov 2026');
    expect(
      consentDecisionLine(
        consent({ updatedAt: '2026-11-26T10:00:00.000Z', updatedByName: 'Cal', updatedByCapacity: 'staff' }),
      ),
    ).toBe('Withdrawn by Cal (club) on 26 Nov 2026');
  });
});

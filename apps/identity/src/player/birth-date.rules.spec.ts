import { selfBirthDateRefusalMessage } from '@portal/contracts';
import { birthDateChangeRefusal, type BirthDateChange } from './birth-date.rules';

const playerId = '00000000-0000-4000-8000-00000000000b';
const today = '2026-11-26';
const self = { role: 'player' as const, playerId };
const change = (overrides: Partial<BirthDateChange>): BirthDateChange => ({
  actor: self,
  playerId,
  current: null,
  next: undefined,
  consentAge: 13,
  today,
  ...overrides,
});

describe("who records a date of birth that ends a child's guardian consent", () => {
  it('refuses a player moving themself from unknown to at or over the consent age (the birthday itself counts)', () => {
    expect(birthDateChangeRefusal(change({ next: '2000-01-01' }))).toBe(selfBirthDateRefusalMessage(13));
    expect(birthDateChangeRefusal(change({ next: '2013-11-26' }))).toBe(selfBirthDateRefusalMessage(13));
  });

  it('refuses a player moving themself from under to over, by the club’s own age', () => {
    expect(birthDateChangeRefusal(change({ current: '2012-01-01', next: '2009-01-01', consentAge: 16 }))).toBe(
      selfBirthDateRefusalMessage(16),
    );
    expect(selfBirthDateRefusalMessage(16)).toMatch(/^dateOfBirth: .*parent, guardian or club/);
  });

  it('lets a player record a date that keeps them under, clear it, or leave it out', () => {
    expect(birthDateChangeRefusal(change({ next: '2013-11-27' }))).toBeNull();
    expect(birthDateChangeRefusal(change({ current: '2013-11-27', next: null }))).toBeNull();
    expect(birthDateChangeRefusal(change({ next: undefined }))).toBeNull();
  });

  it('lets a player already at or over the age correct it, even to under', () => {
    expect(birthDateChangeRefusal(change({ current: '2005-01-01', next: '2004-06-01' }))).toBeNull();
    expect(birthDateChangeRefusal(change({ current: '2005-01-01', next: '2015-06-01' }))).toBeNull();
  });

  it('lets staff and guardians record an adult date (scope decides whether they reach the player)', () => {
    for (const role of ['coach', 'admin', 'parent'] as const)
      expect(birthDateChangeRefusal(change({ actor: { role }, next: '2000-01-01' }))).toBeNull();
  });
});

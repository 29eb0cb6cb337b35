import { selfBirthDateChangeRefusalMessage } from '@portal/contracts';
import { type BirthDateChange, birthDateChangeRefusal, birthDateSourceOf } from './birth-date.rules';

const self = { role: 'player' as const, playerId: '00000000-0000-4000-8000-00000000000b' };
const unknown = { dateOfBirth: null, source: null };
const change = (overrides: Partial<BirthDateChange>): BirthDateChange => ({
  actor: self,
  current: unknown,
  next: undefined,
  ...overrides,
});

describe('who may change a date of birth (ARCHITECTURE §9)', () => {
  it('lets a player with none on file answer the age question, whatever the age it gives', () => {
    expect(birthDateChangeRefusal(change({ next: '2000-01-01' }))).toBeNull();
    expect(birthDateChangeRefusal(change({ next: '2014-02-28' }))).toBeNull();
  });

  it('never lets a player change a date on file: older, younger or cleared, whoever recorded it', () => {
    for (const source of ['self', 'guardian', 'club'] as const) {
      const current = { dateOfBirth: '2012-02-29', source };
      for (const next of ['2000-01-01', '2015-06-01', null])
        expect(birthDateChangeRefusal(change({ current, next }))).toBe(selfBirthDateChangeRefusalMessage(source));
    }
  });

  it('tells the player whom to ask, by who recorded it', () => {
    expect(selfBirthDateChangeRefusalMessage('self')).toMatch(/^dateOfBirth: .*coach, club or parent/);
    expect(selfBirthDateChangeRefusalMessage('guardian')).toContain('your parent or guardian');
    expect(selfBirthDateChangeRefusalMessage('club')).toContain('only your club');
  });

  it('lets a player send the date on file unchanged, or leave it out', () => {
    const current = { dateOfBirth: '2012-02-29', source: 'club' as const };
    expect(birthDateChangeRefusal(change({ current, next: '2012-02-29' }))).toBeNull();
    expect(birthDateChangeRefusal(change({ current, next: undefined }))).toBeNull();
  });

  it('lets staff and guardians correct any date (scope decides whether they reach the player)', () => {
    const current = { dateOfBirth: '2012-02-29', source: 'self' as const };
    for (const role of ['coach', 'admin', 'parent'] as const)
      expect(birthDateChangeRefusal(change({ actor: { role }, current, next: '2000-01-01' }))).toBeNull();
  });

  it('records who wrote the date: staff the club, a parent the guardian, the player themself', () => {
    expect(birthDateSourceOf('coach', '2012-01-01')).toBe('club');
    expect(birthDateSourceOf('admin', '2012-01-01')).toBe('club');
    expect(birthDateSourceOf('parent', '2012-01-01')).toBe('guardian');
    expect(birthDateSourceOf('player', '2012-01-01')).toBe('self');
    expect(birthDateSourceOf('coach', null)).toBeNull();
  });
});

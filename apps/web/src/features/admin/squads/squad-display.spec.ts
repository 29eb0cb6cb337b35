import type { Squad } from '@portal/contracts';
import {
  archiveConsequence,
  coachesLabel,
  playerCountLabel,
  playerName,
  playerOptionLabel,
  sortSquads,
  squadLabels,
  validateSquadCreate,
  validateSquadEdit,
} from './squad-display';

const squad = (overrides: Partial<Squad>): Squad => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'U15 Blue',
  season: null,
  ageGroup: null,
  takesSignups: false,
  hasInviteLink: false,
  archivedAt: null,
  playerCount: 0,
  coaches: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('squad form', () => {
  it('puts the contract message under the name field and sends nothing', () => {
    const result = validateSquadCreate({ name: '   ', season: '', ageGroup: '' });
    expect(result).toEqual({
      ok: false,
      toast: { title: 'Check the squad', message: 'Name is required', tone: 'error' },
      errors: { name: 'Name is required' },
    });
  });

  it('names each field that is too long', () => {
    const result = validateSquadCreate({ name: 'x'.repeat(101), season: 's'.repeat(41), ageGroup: 'U15' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Name must be at most 100 characters',
      season: 'Season must be at most 40 characters',
    });
  });

  it('trims and turns blank labels into null', () => {
    expect(validateSquadCreate({ name: ' U15 Blue ', season: ' 2026/27 ', ageGroup: ' ' })).toEqual({
      ok: true,
      request: { name: 'U15 Blue', season: '2026/27', ageGroup: null },
    });
    expect(validateSquadEdit({ name: 'U15 Red', season: '', ageGroup: 'U15' })).toEqual({
      ok: true,
      request: { name: 'U15 Red', season: null, ageGroup: 'U15' },
    });
  });
});

describe('squad display', () => {
  it('joins season and age group, leaving out what is unset', () => {
    expect(squadLabels({ season: '2026/27', ageGroup: 'U15' })).toBe('2026/27 · U15');
    expect(squadLabels({ season: null, ageGroup: 'U15' })).toBe('U15');
    expect(squadLabels({ season: null, ageGroup: null })).toBe('');
  });

  it('counts players in words', () => {
    expect(playerCountLabel(0)).toBe('0 players');
    expect(playerCountLabel(1)).toBe('1 player');
    expect(playerCountLabel(12)).toBe('12 players');
  });

  it('lists head coaches first, then by name', () => {
    expect(coachesLabel([])).toBe('No coaches yet');
    expect(
      coachesLabel([
        { userId: 'a', firstName: 'Zoe', lastName: 'Helper', role: 'assistant' },
        { userId: 'b', firstName: 'Carla', lastName: 'Coach', role: 'head' },
        { userId: 'c', firstName: 'Ann', lastName: 'Aide', role: 'assistant' },
      ]),
    ).toBe('Carla Coach (head), Ann Aide, Zoe Helper');
  });

  it('sorts active squads before archived ones, each by name', () => {
    const sorted = sortSquads([
      squad({ name: 'B archived', archivedAt: '2026-02-01T00:00:00.000Z' }),
      squad({ name: 'U15 Blue' }),
      squad({ name: 'A archived', archivedAt: '2026-02-01T00:00:00.000Z' }),
      squad({ name: 'U12 Red' }),
    ]);
    expect(sorted.map((item) => item.name)).toEqual(['U12 Red', 'U15 Blue', 'A archived', 'B archived']);
  });

  it('names the squad in the archive confirmation, and its coaches only when it has some', () => {
    expect(archiveConsequence(squad({}))).toBe(
      'U15 Blue will be archived: it leaves the squad lists and its invite link stops working. Nothing is deleted, and you can restore it later.',
    );
    expect(
      archiveConsequence(squad({ coaches: [{ userId: 'b', firstName: 'Carla', lastName: 'Coach', role: 'head' }] })),
    ).toContain('Its coaches lose sight of its players on their next request');
  });
});

describe('player names', () => {
  const user = {
    email: 'ana@club.test',
    firstName: 'Ana',
    lastName: 'Silva',
    profileImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  it('prefers the profile name, then the account name', () => {
    expect(playerName({ fullName: ' Ana M. Silva ', user })).toBe('Ana M. Silva');
    expect(playerName({ fullName: null, user })).toBe('Ana Silva');
    expect(playerName({ fullName: '', user: null })).toBe('Unnamed player');
  });
  it('adds the e-mail in the picker', () => {
    expect(playerOptionLabel({ fullName: null, user })).toBe('Ana Silva (ana@club.test)');
    expect(playerOptionLabel({ fullName: 'Bo', user: null })).toBe('Bo');
  });
});

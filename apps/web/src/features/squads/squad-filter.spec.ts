import {
  allPlayersLabel,
  parseSquadParam,
  resolveSquadSelection,
  squadDisplayName,
  withSquadParam,
} from './squad-filter';

const U15 = { id: '0b6f3f43-3d0e-4d36-8a43-7f0a3c1e9a01', name: 'U15 Blue', season: '2026/27', ageGroup: 'U15' };
const GIRLS = { id: '5e1d6c59-51a4-4f63-9d7c-9c2c2b0c3e02', name: 'Girls', season: null, ageGroup: 'U12' };

describe('parseSquadParam', () => {
  it('reads a squad id from ?squad=', () => {
    expect(parseSquadParam(`?squad=${U15.id}`)).toBe(U15.id);
    expect(parseSquadParam(new URLSearchParams({ squad: U15.id.toUpperCase(), search: 'x' }))).toBe(U15.id);
  });

  it('is null (all players) when absent, blank or not an id', () => {
    expect(parseSquadParam('')).toBeNull();
    expect(parseSquadParam('?squad=')).toBeNull();
    expect(parseSquadParam('?squad=u15-blue')).toBeNull();
    expect(parseSquadParam(`?squad=${U15.id}x`)).toBeNull();
  });
});

describe('withSquadParam', () => {
  it('sets the squad and keeps the other parameters', () => {
    expect(withSquadParam('?tab=roadmaps', U15.id).toString()).toBe(`tab=roadmaps&squad=${U15.id}`);
  });

  it('removes the squad for "all"', () => {
    expect(withSquadParam(`?squad=${U15.id}&tab=roadmaps`, null).toString()).toBe('tab=roadmaps');
  });
});

describe('labels', () => {
  it('says "all" in the reader\'s terms', () => {
    expect(allPlayersLabel('coach')).toBe('All your players');
    expect(allPlayersLabel('admin')).toBe('All players of your club');
    expect(allPlayersLabel('admin', 'Riverside FC')).toBe('All players of Riverside FC');
    expect(allPlayersLabel('coach', 'Riverside FC')).toBe('All your players');
  });

  it('adds the age group and season unless the name already says them', () => {
    expect(squadDisplayName(U15)).toBe('U15 Blue (2026/27)');
    expect(squadDisplayName(GIRLS)).toBe('Girls (U12)');
    expect(squadDisplayName({ ...GIRLS, ageGroup: null })).toBe('Girls');
  });
});

describe('resolveSquadSelection', () => {
  it('is every player the reader reaches without ?squad=', () => {
    expect(resolveSquadSelection(null, [U15], 'coach')).toEqual({
      squadId: undefined,
      label: 'All your players',
      stale: false,
    });
  });

  it('names the chosen squad', () => {
    expect(resolveSquadSelection(U15.id, [U15, GIRLS], 'admin')).toEqual({
      squadId: U15.id,
      label: 'U15 Blue (2026/27)',
      stale: false,
    });
  });

  it('uses the id from the URL while the squads load', () => {
    expect(resolveSquadSelection(U15.id, undefined, 'coach')).toEqual({
      squadId: U15.id,
      label: 'Selected squad',
      stale: false,
    });
  });

  it('falls back to all players when the squad is not one the reader sees', () => {
    expect(resolveSquadSelection(GIRLS.id, [U15], 'coach')).toEqual({
      squadId: undefined,
      label: 'All your players',
      stale: true,
    });
  });
});

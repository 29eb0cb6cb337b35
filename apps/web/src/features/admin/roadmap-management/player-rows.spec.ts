import type { AdminPlayerRow } from '@portal/contracts';
import { pageRangeText, roadmapPlayerRowOf } from './player-rows';

const row = (change: Partial<AdminPlayerRow> = {}): AdminPlayerRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  fullName: null,
  user: {
    email: 'ada.okafor.3@club.test',
    firstName: 'Ada',
    lastName: 'Okafor',
    profileImageUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  profilePhotoUrl: null,
  jerseyNumber: null,
  age: null,
  position: null,
  team: 'U15 Blue',
  club: null,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...change,
});

describe('Roadmap Management player rows', () => {
  it('tells namesakes apart by e-mail and team', () => {
    expect(roadmapPlayerRowOf(row())).toEqual({
      playerId: '00000000-0000-4000-8000-000000000001',
      name: 'Ada Okafor',
      email: 'ada.okafor.3@club.test',
      teamLine: 'Team: U15 Blue',
      photoUrl: null,
    });
  });

  it('says when the profile names no team, and a record without an account has no e-mail', () => {
    expect(roadmapPlayerRowOf(row({ team: '  ', user: null, fullName: 'Sam Record' }))).toMatchObject({
      name: 'Sam Record',
      email: null,
      teamLine: 'No team on the profile',
    });
  });
});

describe('pageRangeText', () => {
  it('names the rows a page shows out of all', () => {
    expect(pageRangeText(1, 25, 120)).toBe('Players 1–25 of 120');
    expect(pageRangeText(5, 25, 120)).toBe('Players 101–120 of 120');
    expect(pageRangeText(2, 25, 26)).toBe('Players 26 of 26');
    expect(pageRangeText(1, 25, 0)).toBe('No players');
  });

  it('marks a total the count stopped at as a lower bound', () => {
    expect(pageRangeText(1, 25, 50, 'Players', true)).toBe('Players 1–25 of 50+');
  });
});

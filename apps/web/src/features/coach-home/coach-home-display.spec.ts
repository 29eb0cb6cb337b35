import { SECTIONS, sectionCountLabel, waitingSince, withSquad } from './coach-home-display';

describe('coach home display rules', () => {
  it("lists issue 24's sections and issue 37's new and quiet players in the order a coach acts, each with a see-all link", () => {
    expect(SECTIONS.map((section) => section.key)).toEqual([
      'reviews',
      'videos',
      'newPlayers',
      'lights',
      'quiet',
      'overdue',
      'calls',
    ]);
    for (const section of SECTIONS) expect(section.seeAll.path).toMatch(/^\//);
  });

  it('says how many are shown when the section holds more than it lists', () => {
    expect(sectionCountLabel(12, 5)).toBe('Showing 5 of 12');
    expect(sectionCountLabel(3, 3)).toBe('3');
    expect(sectionCountLabel(0, 0)).toBe('0');
  });

  it('keeps the squad in links, adding to an existing query', () => {
    expect(withSquad('/admin', null)).toBe('/admin');
    expect(withSquad('/admin', 'a b')).toBe('/admin?squad=a%20b');
    expect(withSquad('/roadmap?playerId=1', 's1')).toBe('/roadmap?playerId=1&squad=s1');
  });

  it('counts waiting days in the viewer’s calendar days', () => {
    const now = new Date(2026, 2, 10, 9, 0);
    expect(waitingSince('Submitted', new Date(2026, 2, 10, 0, 5).toISOString(), now)).toBe('Submitted today');
    expect(waitingSince('Uploaded', new Date(2026, 2, 9, 23, 50).toISOString(), now)).toBe('Uploaded yesterday');
    expect(waitingSince('Uploaded', new Date(2026, 2, 7, 12, 0).toISOString(), now)).toBe('Uploaded 3 days ago');
  });
});

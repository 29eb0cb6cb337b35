import { childIdInPath, familyNavItemsFor, navItemsFor } from './nav-items';

describe('navigation items', () => {
  it('gives players and staff a Reports item, staff also Admin', () => {
    expect(navItemsFor('player').map((item) => item.to)).toContain('/reports');
    expect(navItemsFor('player').map((item) => item.to)).not.toContain('/admin');
    expect(navItemsFor('coach').map((item) => item.to)).toEqual(expect.arrayContaining(['/reports', '/admin']));
  });

  it("gives a parent the viewed child's pages, home matched exactly", () => {
    const items = familyNavItemsFor('c1');
    expect(items.map((item) => item.label)).toEqual([
      'Home',
      'Roadmap',
      'Assignments',
      'Training',
      'Videos',
      'Progress',
      'Reports',
      'Calls',
      'Consents',
      'Profile',
    ]);
    expect(items[0]).toMatchObject({ to: '/family/c1', end: true });
    expect(items.find((item) => item.label === 'Consents')?.to).toBe('/family/c1/consents');
    expect(familyNavItemsFor(undefined).map((item) => item.to)).toEqual(['/family']);
  });

  it('reads the child id from a family path, never from the mail settings', () => {
    expect(childIdInPath('/family/abc/roadmap')).toBe('abc');
    expect(childIdInPath('/family/abc')).toBe('abc');
    expect(childIdInPath('/family')).toBeUndefined();
    expect(childIdInPath('/family/mail-settings')).toBeUndefined();
    expect(childIdInPath('/roadmap')).toBeUndefined();
  });
});

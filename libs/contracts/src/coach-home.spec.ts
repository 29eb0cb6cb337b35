import {
  coachCallWhen,
  coachHomeQuerySchema,
  coachHomeScopeLabel,
  lightReason,
  nothingNeedsAttention,
  overdueLabel,
} from './coach-home';

const empty = { count: 0, items: [] };

describe('coach home rules', () => {
  it('names the scope the page shows', () => {
    expect(coachHomeScopeLabel({ kind: 'club' })).toBe('All players of your club');
    expect(coachHomeScopeLabel({ kind: 'club' }, 'Riverside FC')).toBe('All players of Riverside FC');
    expect(
      coachHomeScopeLabel({
        kind: 'squads',
        squads: [
          { id: '1', name: 'U15 Blue' },
          { id: '2', name: 'U12 Girls' },
        ],
      }),
    ).toBe('Your squads: U15 Blue, U12 Girls');
    expect(coachHomeScopeLabel({ kind: 'squads', squads: [{ id: '1', name: 'U15 Blue' }] })).toBe(
      'Your squad: U15 Blue',
    );
    expect(coachHomeScopeLabel({ kind: 'squad', squad: { id: '1', name: 'U12 Girls' } })).toBe('U12 Girls');
  });

  it('is empty only when every section counts zero', () => {
    const home = {
      reviews: empty,
      videos: empty,
      lights: empty,
      overdue: empty,
      calls: empty,
      newPlayers: empty,
      quiet: empty,
    };
    expect(nothingNeedsAttention(home)).toBe(true);
    expect(nothingNeedsAttention({ ...home, calls: { count: 1, items: [] } })).toBe(false);
    // A new player without a roadmap, or a quiet one, is something to act on.
    expect(nothingNeedsAttention({ ...home, newPlayers: { count: 1, items: [] } })).toBe(false);
    expect(nothingNeedsAttention({ ...home, quiet: { count: 1, items: [] } })).toBe(false);
  });

  it('gives the rule that fired, or the light when no rule was kept', () => {
    expect(lightReason('red', [{ rule: 'acwr-high', message: 'Load spike' }])).toBe('Load spike');
    expect(
      lightReason('yellow', [
        { rule: 'no-rest-day', message: 'No rest day' },
        { rule: 'monotony-high', message: 'Monotony' },
      ]),
    ).toBe('No rest day (+1 more)');
    expect(lightReason('red', [])).toBe('Traffic light is red this week');
  });

  it('says today or tomorrow in the coach’s zone', () => {
    const now = new Date('2026-03-10T23:30:00Z'); // 23:30 on the 10th in Lisbon (UTC+0), 00:30 on the 11th in Berlin
    expect(coachCallWhen('2026-03-10T23:45:00Z', now, 'Europe/Lisbon')).toBe('Today, 11:45 PM');
    expect(coachCallWhen('2026-03-11T09:00:00Z', now, 'Europe/Lisbon')).toBe('Tomorrow, 9:00 AM');
    // In Berlin it is already the 11th.
    expect(coachCallWhen('2026-03-11T09:00:00Z', now, 'Europe/Berlin')).toBe('Today, 10:00 AM');
  });

  it('counts overdue days', () => {
    expect(overdueLabel('2026-03-05', '2026-03-10')).toBe('Due Mar 5 (5 days ago)');
    expect(overdueLabel('2026-03-09', '2026-03-10')).toBe('Due Mar 9 (1 day ago)');
  });

  it('refuses a bad squad id or time zone, naming the field', () => {
    const bad = coachHomeQuerySchema.safeParse({ squadId: 'nope' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['squadId']);
    expect(coachHomeQuerySchema.safeParse({ timeZone: 'Mars/Base' }).success).toBe(false);
    expect(coachHomeQuerySchema.parse({})).toEqual({ timeZone: 'UTC' });
    expect(coachHomeQuerySchema.safeParse({ extra: '1' }).success).toBe(false);
  });
});

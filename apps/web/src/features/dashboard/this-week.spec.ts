import { thisWeekEntries } from './this-week';

describe("the dashboard's This Week", () => {
  // Wednesday 25 November 2026; the week runs Sunday 22 to Saturday 28 November.
  const now = new Date('2026-11-25T12:00:00Z');
  const call = (id: string, startsAt: string) => ({ id, startsAt, coachName: 'Cal Coach' });
  const summary = (entries: ReturnType<typeof thisWeekEntries>) =>
    entries.map(
      (entry) => `${entry.day} ${entry.time ?? '--:--'} ${entry.title}${entry.placeholder ? ' (typical)' : ''}`,
    );

  it('without bookings shows the typical week, Tuesday, Thursday, Saturday, each marked a placeholder', () => {
    expect(summary(thisWeekEntries([], now, 'UTC'))).toEqual([
      '2026-11-24 --:-- Team Training (typical)',
      '2026-11-26 --:-- Mentorship Call (typical)',
      '2026-11-28 --:-- Match (typical)',
    ]);
  });

  it('puts real calls in date order among the placeholders, and drops the placeholder call they stand for', () => {
    const entries = thisWeekEntries(
      [
        call('fri', '2026-11-27T10:00:00Z'),
        call('mon', '2026-11-23T09:00:00Z'),
        call('next-week', '2026-11-30T09:00:00Z'),
        call('last-week', '2026-11-21T09:00:00Z'),
      ],
      now,
      'UTC',
    );
    expect(summary(entries)).toEqual([
      '2026-11-23 09:00 Mentorship Call',
      '2026-11-24 --:-- Team Training (typical)',
      '2026-11-27 10:00 Mentorship Call',
      '2026-11-28 --:-- Match (typical)',
    ]);
    expect(entries[0]?.detail).toBe('booked with Cal Coach');
  });

  it("orders a day's real items by time before that day's placeholder", () => {
    const entries = thisWeekEntries(
      [call('late', '2026-11-28T18:00:00Z'), call('early', '2026-11-28T08:30:00Z')],
      now,
      'UTC',
    );
    expect(summary(entries).slice(-3)).toEqual([
      '2026-11-28 08:30 Mentorship Call',
      '2026-11-28 18:00 Mentorship Call',
      '2026-11-28 --:-- Match (typical)',
    ]);
  });

  it("reads days in the viewer's zone: a late Saturday call in New York is still this week", () => {
    const entries = thisWeekEntries([call('sat', '2026-11-29T02:00:00Z')], now, 'America/New_York');
    expect(summary(entries)).toContain('2026-11-28 21:00 Mentorship Call');
  });
});

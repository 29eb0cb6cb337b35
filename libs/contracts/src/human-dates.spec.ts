import { humanDateRange, humanDay, humanMonthYear, instantParts, shortDay, shortInstant } from './human-dates';

describe('human dates', () => {
  it('writes a day as people do, with the weekday when asked', () => {
    expect(humanDay('2026-11-19')).toBe('19 November 2026');
    expect(humanDay('2026-11-19', { year: false, weekday: true })).toBe('Thursday 19 November');
  });

  it('writes a period as one range, never "x to x"', () => {
    expect(humanDateRange('2026-11-25', '2026-11-25')).toBe('25 November 2026');
    expect(humanDateRange('2026-11-02', '2026-11-25')).toBe('2–25 November 2026');
    expect(humanDateRange('2026-10-14', '2026-11-24')).toBe('14 October – 24 November 2026');
    expect(humanDateRange('2025-12-29', '2026-02-08')).toBe('29 December 2025 – 8 February 2026');
  });

  it('writes the short forms in the same order, the same on every ICU', () => {
    expect(shortDay('2026-11-19')).toBe('19 Nov 2026');
    expect(shortDay('2026-11-19', { weekday: true })).toBe('Thu 19 Nov 2026');
    expect(shortDay('2026-11-19', { year: false })).toBe('19 Nov');
  });

  it("writes an instant as its reader's day and time in their zone", () => {
    const lateEvening = '2026-11-19T23:30:00Z';
    expect(instantParts(lateEvening, 'UTC')).toEqual({ day: '2026-11-19', time: '23:30' });
    expect(shortInstant(lateEvening, 'Europe/Madrid', { time: true })).toBe('20 Nov 2026, 00:30');
    expect(shortInstant(lateEvening, 'America/New_York', { weekday: true, year: false })).toBe('Thu 19 Nov');
    expect(humanMonthYear('2025-03-31T23:30:00Z', 'Europe/London')).toBe('April 2025');
    expect(humanMonthYear('2025-03-31T12:00:00Z')).toBe('March 2025');
  });
});

import { formatMonthYear } from './dates';

describe('formatMonthYear', () => {
  it('shows the month and year', () => {
    expect(formatMonthYear('2025-03-14T10:00:00.000Z', 'UTC')).toBe('March 2025');
  });

  it('uses the given time zone for the calendar day', () => {
    expect(formatMonthYear('2025-03-31T23:30:00.000Z', 'Europe/Lisbon')).toBe('April 2025');
  });

  it('is empty without a readable date', () => {
    expect(formatMonthYear(null)).toBe('');
    expect(formatMonthYear('not a date')).toBe('');
  });
});

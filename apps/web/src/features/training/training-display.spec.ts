import { formatLogDate, wellnessQuestion } from './training-display';

describe('training log display', () => {
  it('shows a day as short weekday, short month, day and year', () => {
    expect(formatLogDate('2026-11-19')).toBe('Thu 19 Nov 2026');
    expect(formatLogDate('2027-01-03')).toBe('Sun 3 Jan 2027');
  });

  it('shows an unreadable date as it is', () => {
    expect(formatLogDate('soon')).toBe('soon');
  });

  it('titles the wellness selector with the chosen rating', () => {
    expect(wellnessQuestion(3)).toBe('How did you feel? (3/5)');
  });
});

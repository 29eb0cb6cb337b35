import { humanDateRange, humanDay } from './human-dates';

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
});

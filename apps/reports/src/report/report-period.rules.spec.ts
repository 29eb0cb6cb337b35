import {
  dayOf,
  finishedPeriods,
  periodContaining,
  periodHasEnded,
  periodOf,
  periodToDate,
  periodWeeks,
  periodsDue,
} from './report-period.rules';

describe('six-week report periods from the start day', () => {
  it('counts 42-day periods from the start day, inclusive', () => {
    expect(periodOf('2026-01-05', 1)).toEqual({ number: 1, start: '2026-01-05', end: '2026-02-15' });
    expect(periodOf('2026-01-05', 2)).toEqual({ number: 2, start: '2026-02-16', end: '2026-03-29' });
    // Across a leap day and a year end.
    expect(periodOf('2027-12-20', 2)).toEqual({ number: 2, start: '2028-01-31', end: '2028-03-12' });
    expect(() => periodOf('2026-01-05', 0)).toThrow(RangeError);
  });

  it('finds the period a day falls in', () => {
    expect(periodContaining('2026-01-05', '2026-01-05').number).toBe(1);
    expect(periodContaining('2026-01-05', '2026-02-15').number).toBe(1);
    expect(periodContaining('2026-01-05', '2026-02-16').number).toBe(2);
    expect(periodContaining('2026-01-05', '2025-12-01').number).toBe(1);
  });

  it('lists a period as finished from the day after its last day', () => {
    expect(finishedPeriods('2026-01-05', '2026-02-15')).toEqual([]);
    expect(finishedPeriods('2026-01-05', '2026-02-16').map((period) => period.number)).toEqual([1]);
    expect(finishedPeriods('2026-01-05', '2026-03-30').map((period) => period.number)).toEqual([1, 2]);
  });

  it('has a period ended from the day after its last day, as the finished periods count it', () => {
    expect(periodHasEnded('2026-02-15', '2026-02-15')).toBe(false);
    expect(periodHasEnded('2026-02-15', '2026-02-16')).toBe(true);
    expect(periodHasEnded('2026-12-31', '2027-01-01')).toBe(true);
    expect(periodHasEnded('2026-02-15', '2026-01-05')).toBe(false);
  });

  it('makes every finished period without a complete report due, including missed ones', () => {
    // A worker down from February to April: periods 1 and 2 are both due when it returns.
    expect(periodsDue('2026-01-05', '2026-04-01', []).map((period) => period.number)).toEqual([1, 2]);
    expect(periodsDue('2026-01-05', '2026-04-01', [{ number: 1, end: '2026-02-15' }])).toEqual([
      { number: 2, start: '2026-02-16', end: '2026-03-29' },
    ]);
    // A report "to date" of period 2 is replaced by the full period once it ends.
    expect(
      periodsDue('2026-01-05', '2026-04-01', [
        { number: 1, end: '2026-02-15' },
        { number: 2, end: '2026-03-01' },
      ]).map((period) => period.number),
    ).toEqual([2]);
  });

  it('cuts the current period at today for a report made now', () => {
    expect(periodToDate('2026-01-05', '2026-02-20')).toEqual({ number: 2, start: '2026-02-16', end: '2026-02-20' });
    expect(periodToDate('2026-01-05', '2026-02-15')).toEqual({ number: 1, start: '2026-01-05', end: '2026-02-15' });
  });

  it('splits a period into weeks, the last cut at the period end', () => {
    expect(periodWeeks(periodOf('2026-01-05', 1))).toHaveLength(6);
    expect(periodWeeks({ number: 2, start: '2026-02-16', end: '2026-02-25' })).toEqual([
      { start: '2026-02-16', end: '2026-02-22' },
      { start: '2026-02-23', end: '2026-02-25' },
    ]);
  });

  it('takes the UTC day of a sign-up instant', () => {
    expect(dayOf('2026-03-31T23:30:00.000Z')).toBe('2026-03-31');
  });
});

import fc from 'fast-check';
import {
  addDays,
  calendarDayOf,
  dayOfEpochDay,
  epochDayOf,
  isCalendarDay,
  mondayWeekOf,
  pastCalendarDaySchema,
  sundayWeekOf,
  weekdayOf,
} from './calendar';

describe('calendar days', () => {
  it('accepts only real yyyy-MM-dd days', () => {
    for (const good of ['2026-11-21', '2024-02-29', '2000-02-29', '2026-12-31']) expect(isCalendarDay(good)).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-11-31',
      '2026-1-5',
      '21/11/2026',
      '2026-11-21T00:00:00Z',
      '',
    ])
      expect(isCalendarDay(bad)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('1900-03-01', -1)).toBe('1900-02-28'); // 1900 was not a leap year
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // 2000 was
  });

  it('counts whole days from 1970-01-01 and knows the weekday', () => {
    expect(epochDayOf('1970-01-01')).toBe(0);
    expect(epochDayOf('1969-12-31')).toBe(-1);
    expect(epochDayOf('2026-11-22')).toBe(20_779); // 56 × 365 + 14 leap days (1972–2024) + 325 days into 2026
    expect(dayOfEpochDay(20_779)).toBe('2026-11-22');
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
    expect(weekdayOf('1969-12-31')).toBe(3); // a Wednesday
    expect(() => epochDayOf('not a day')).toThrow(RangeError);
  });

  it('agrees with the JavaScript Date for every day from 1900 to 2200', () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: first, max: first + 300 * 366 }),
        fc.integer({ min: -400, max: 400 }),
        (n, shift) => {
          const day = new Date(n * 86_400_000).toISOString().slice(0, 10);
          expect(epochDayOf(day)).toBe(n);
          expect(dayOfEpochDay(n)).toBe(day);
          expect(addDays(day, shift)).toBe(new Date((n + shift) * 86_400_000).toISOString().slice(0, 10));
          expect(weekdayOf(day)).toBe(new Date(n * 86_400_000).getUTCDay());
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads the day of an instant in the user's time zone", () => {
    const instant = new Date('2026-11-22T03:30:00Z'); // Sunday 03:30 UTC
    expect(calendarDayOf(instant, 'UTC')).toBe('2026-11-22');
    expect(calendarDayOf(instant, 'America/Los_Angeles')).toBe('2026-11-21'); // still Saturday evening
    expect(calendarDayOf(instant, 'Asia/Tokyo')).toBe('2026-11-22');
  });
});

describe('week windows', () => {
  it('training log week runs Sunday to Saturday', () => {
    expect(sundayWeekOf('2026-11-21')).toEqual({ start: '2026-11-15', end: '2026-11-21' }); // a Saturday
    expect(sundayWeekOf('2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-28' }); // a Sunday starts a week
    expect(sundayWeekOf('2027-01-01')).toEqual({ start: '2026-12-27', end: '2027-01-02' });
  });

  it('progress week runs Monday to Sunday', () => {
    expect(mondayWeekOf('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // a Sunday ends it
    expect(mondayWeekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it("depends on the user's time zone at the edge of a day", () => {
    const saturdayNightInLa = new Date('2026-11-22T03:30:00Z');
    expect(sundayWeekOf(calendarDayOf(saturdayNightInLa, 'America/Los_Angeles')).start).toBe('2026-11-15');
    expect(sundayWeekOf(calendarDayOf(saturdayNightInLa, 'Europe/London')).start).toBe('2026-11-22');
  });
});

describe('pastCalendarDaySchema: a day that already happened', () => {
  it('accepts 1900-01-01 through one day past today in UTC', () => {
    const today = calendarDayOf(new Date(), 'UTC');
    expect(pastCalendarDaySchema.safeParse('1900-01-01').success).toBe(true);
    expect(pastCalendarDaySchema.safeParse(today).success).toBe(true);
    expect(pastCalendarDaySchema.safeParse(addDays(today, 1)).success).toBe(true);
  });

  it('refuses text that is not a day with one issue, without throwing', () => {
    expect(pastCalendarDaySchema.safeParse('yesterday').error?.issues).toHaveLength(1);
  });

  it('refuses 1899-12-31 and two days past today', () => {
    const today = calendarDayOf(new Date(), 'UTC');
    expect(pastCalendarDaySchema.safeParse('1899-12-31').success).toBe(false);
    expect(pastCalendarDaySchema.safeParse(addDays(today, 2)).success).toBe(false);
  });
});

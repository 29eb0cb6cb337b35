import { addDays, calendarDayOf, isCalendarDay, mondayWeekOf, pastCalendarDaySchema, sundayWeekOf } from './calendar';

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

  it('refuses 1899-12-31 and two days past today', () => {
    const today = calendarDayOf(new Date(), 'UTC');
    expect(pastCalendarDaySchema.safeParse('1899-12-31').success).toBe(false);
    expect(pastCalendarDaySchema.safeParse(addDays(today, 2)).success).toBe(false);
  });
});

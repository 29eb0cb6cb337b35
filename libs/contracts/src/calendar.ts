import { z } from 'zod';
import { textSchema } from './strings';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real `yyyy-MM-dd` day: `2026-02-30` and `2026-13-01` are not. */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const calendarDaySchema = z
  .string({ error: 'Date is required' })
  .refine(isCalendarDay, 'must be a real calendar day written yyyy-MM-dd');

/** The earliest day any record of the portal may name. */
export const EARLIEST_CALENDAR_DAY = '1900-01-01';

/**
 * A day on which something already happened: from 1900 to the user's today. The server does not
 * know the user's zone, so it allows one day past today in UTC (no zone is more than 14 h ahead).
 */
export const pastCalendarDaySchema = calendarDaySchema.refine(
  (day) => day >= EARLIEST_CALENDAR_DAY && day <= addDays(calendarDayOf(new Date(), 'UTC'), 1),
  { message: 'must be a day between 1900 and today' },
);

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per zone (a
// bounded set: zone names are user input, and spellings differing in case are all accepted).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATS_MAX = 1000;

/** The calendar day of an instant in a time zone (the user's, or the runtime's when omitted). */
export function calendarDayOf(instant: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= DAY_FORMATS_MAX) dayFormats.clear();
    dayFormats.set(key, format);
  }
  return format.format(instant);
}

function toUtcDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

function fromUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return toUtcDate(day).getUTCDay();
}

export interface DayRange {
  start: string;
  end: string;
}

/** The Sunday-to-Saturday week holding `day` (the training log's week, spec §9). */
export function sundayWeekOf(day: string): DayRange {
  const start = addDays(day, -weekdayOf(day));
  return { start, end: addDays(start, 6) };
}

/** The Monday-to-Sunday week holding `day` (the progress page's week, spec §9). */
export function mondayWeekOf(day: string): DayRange {
  const start = addDays(day, -((weekdayOf(day) + 6) % 7));
  return { start, end: addDays(start, 6) };
}

export function isWithin(day: string, range: DayRange): boolean {
  return day >= range.start && day <= range.end;
}

/** True for an IANA time zone the runtime knows (`Europe/London`, `UTC`); false for `Mars/Base` or ''. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The user's IANA time zone, as the browser reports it (every schema that takes a zone uses this one). */
export const timeZoneSchema = textSchema({ error: 'Time zone is required' }).refine(isTimeZone, {
  message: 'must be an IANA time zone such as Europe/London',
});

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

/**
 * A further rule on a calendar day, checked only when the value is one: zod runs every refinement even
 * after one failed, and a rule that counts days throws on text ('last-monday' gave a 500). A value
 * that is not a day keeps the one issue calendarDaySchema gave it. (Aborting there instead would
 * hide the message inside unions such as `'' | day`.)
 */
export function onlyForDays(rule: (day: string) => boolean): (day: string) => boolean {
  return (day) => !isCalendarDay(day) || rule(day);
}

/** The earliest day any record of the portal may name. */
export const EARLIEST_CALENDAR_DAY = '1900-01-01';

/**
 * A day on which something already happened: from 1900 to the user's today. The server does not
 * know the user's zone, so it allows one day past today in UTC (no zone is more than 14 h ahead).
 */
export const pastCalendarDaySchema = calendarDaySchema.refine(
  onlyForDays((day) => day >= EARLIEST_CALENDAR_DAY && day <= addDays(calendarDayOf(new Date(), 'UTC'), 1)),
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

// Calendar days are counted as whole days since 1970-01-01 with integer arithmetic (H. Hinnant's
// days_from_civil / civil_from_days): the dashboard and the reports shift days thousands of times per
// answer, and a Date object plus toISOString per shift cost more than everything else they did.

/** Whole days from 1970-01-01 to a `yyyy-MM-dd` day (negative before it). */
export function epochDayOf(day: string): number {
  const month = Number(day.slice(5, 7));
  const year = Number(day.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(day.slice(8, 10)) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const epochDay = era * 146097 + dayOfEra - 719468;
  if (!Number.isFinite(epochDay)) throw new RangeError(`Not a calendar day: ${day}`);
  return epochDay;
}

/** The `yyyy-MM-dd` day `epochDay` whole days after 1970-01-01. */
export function dayOfEpochDay(epochDay: number): string {
  const shifted = epochDay + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${date < 10 ? '0' : ''}${date}`;
}

export function addDays(day: string, days: number): string {
  return dayOfEpochDay(epochDayOf(day) + days);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: string): number {
  return (((epochDayOf(day) + 4) % 7) + 7) % 7;
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

/**
 * Zones already found valid: asking Intl builds a formatter (a tenth of a millisecond), and every request
 * that carries the viewer's zone validates it. Bounded like dayFormats (any spelling's case is valid).
 */
const knownTimeZones = new Set<string>();

/** True for an IANA time zone the runtime knows (`Europe/London`, `UTC`); false for `Mars/Base` or ''. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownTimeZones.size >= DAY_FORMATS_MAX) knownTimeZones.clear();
  knownTimeZones.add(value);
  return true;
}

/** The user's IANA time zone, as the browser reports it (every schema that takes a zone uses this one). */
export const timeZoneSchema = textSchema({ error: 'Time zone is required' }).refine(isTimeZone, {
  message: 'must be an IANA time zone such as Europe/London',
});

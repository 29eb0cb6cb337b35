/**
 * Days and times as people write them, one format for the product's one locale (British English),
 * the same for every reader (the report, its mails, the notifications and the web app):
 * "19 November 2026", "Thu 19 Nov 2026", "19 Nov, 14:30", and a period as one range, never "x to x".
 * Composed here rather than by `Intl` alone, whose punctuation differs between ICU versions (the
 * server's Node and the reader's browser must print the same text); `Intl` only finds the day and
 * the time of an instant in a zone.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const short = (name: string) => name.slice(0, 3);

function parts(day: string): { year: number; month: number; date: number; weekday: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, date, weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay() };
}

/** `2026-11-19` → "19 November 2026"; without the year: "19 November"; with the weekday: "Thursday 19 November". */
export function humanDay(day: string, options: { year?: boolean; weekday?: boolean } = {}): string {
  const { year, month, date, weekday } = parts(day);
  const text = `${date} ${MONTHS[month]}${options.year === false ? '' : ` ${year}`}`;
  return options.weekday ? `${WEEKDAYS[weekday]} ${text}` : text;
}

/**
 * A period as people write it: "5 January – 15 February 2026", "5–18 January 2026",
 * "29 December 2025 – 9 February 2026", or one day "25 November 2026".
 */
export function humanDateRange(start: string, end: string): string {
  if (start === end) return humanDay(start);
  const a = parts(start);
  const b = parts(end);
  if (a.year !== b.year) return `${humanDay(start)} – ${humanDay(end)}`;
  if (a.month !== b.month) return `${humanDay(start, { year: false })} – ${humanDay(end)}`;
  return `${a.date}–${humanDay(end)}`;
}

/** `2026-11-19` → "19 Nov 2026"; `{weekday: true}` → "Thu 19 Nov 2026"; `{year: false}` → "19 Nov". */
export function shortDay(day: string, options: { year?: boolean; weekday?: boolean } = {}): string {
  const { year, month, date, weekday } = parts(day);
  const text = `${date} ${short(MONTHS[month]!)}${options.year === false ? '' : ` ${year}`}`;
  return options.weekday ? `${short(WEEKDAYS[weekday]!)} ${text}` : text;
}

/** The calendar day (`yyyy-MM-dd`) and the 24-hour time of an instant in a zone. */
export function instantParts(instant: string | Date, timeZone = 'UTC'): { day: string; time: string } {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${values.year}-${values.month}-${values.day}`, time: `${values.hour}:${values.minute}` };
}

/**
 * An instant as its reader's day, in their zone: "19 Nov 2026"; `{time: true}` → "19 Nov 2026, 14:30";
 * `{year: false}` and `{weekday: true}` as for `shortDay`.
 */
export function shortInstant(
  instant: string | Date,
  timeZone = 'UTC',
  options: { time?: boolean; year?: boolean; weekday?: boolean } = {},
): string {
  const { day, time } = instantParts(instant, timeZone);
  const text = shortDay(day, options);
  return options.time ? `${text}, ${time}` : text;
}

/** "March 2025" for an instant (a member since, a month's heading). */
export function humanMonthYear(instant: string | Date, timeZone = 'UTC'): string {
  const { year, month } = parts(instantParts(instant, timeZone).day);
  return `${MONTHS[month]} ${year}`;
}

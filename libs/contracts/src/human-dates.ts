/**
 * Calendar days as people write them, the one format every reader sees (the report, its mails, the
 * notifications and the web app): "19 November 2026", and a period as one range, never "x to x".
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

import { humanMonthYear, shortInstant } from '@portal/contracts';

/**
 * The web side of the product's one date format (`libs/contracts/src/human-dates.ts`): instants are
 * shown on the viewer's clock. Screens never format dates with `toLocale*` themselves.
 */

/** The viewer's IANA zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const readable = (iso: string | null | undefined): iso is string => !!iso && !Number.isNaN(Date.parse(iso));

/** 'March 2025' (spec §2.12 Member Since); empty for a missing or unreadable date. */
export function formatMonthYear(iso: string | null | undefined, timeZone = viewerTimeZone()): string {
  return readable(iso) ? humanMonthYear(iso, timeZone) : '';
}

/** An instant as the viewer's day: "26 Nov 2026" (`{weekday: true}`: "Thu 26 Nov 2026"). */
export function viewerDay(iso: string, options: { weekday?: boolean; year?: boolean } = {}): string {
  return readable(iso) ? shortInstant(iso, viewerTimeZone(), options) : '';
}

/** An instant as the viewer's day and time: "26 Nov 2026, 14:30". */
export function viewerDateTime(iso: string, options: { weekday?: boolean; year?: boolean } = {}): string {
  return readable(iso) ? shortInstant(iso, viewerTimeZone(), { ...options, time: true }) : '';
}

/** How a date picker shows its day, in the same form as the rest of the app ("26 Nov 2026"). */
export const DAY_INPUT_FORMAT = 'D MMM YYYY';

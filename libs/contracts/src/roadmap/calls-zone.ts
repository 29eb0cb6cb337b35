/**
 * A small IANA time-zone helper over `Intl.DateTimeFormat` (in every browser and Node): wall time of
 * an instant in a zone, and the instant of a wall time in a zone, with daylight-saving gaps and
 * overlaps handled explicitly. No library: the whole calendar maths of calls is these functions.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallTime {
  /** `yyyy-MM-dd` */
  day: string;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function partsOf(instantMs: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The zone's offset from UTC at an instant, in minutes (London in summer: 60; New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  const p = partsOf(ms, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - ms) / 60_000);
}

/** The calendar day and minute of the day an instant shows on a clock in the zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const p = partsOf(instant.getTime(), timeZone);
  return { day: `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`, minutes: p.hour! * 60 + p.minute! };
}

function wallAsUtcMs(day: string, minutes: number): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date, 0, minutes);
}

/**
 * The instant a clock in the zone shows `day` at `minutes` past midnight. A wall time skipped by a
 * spring-forward change does not exist: null. One repeated by a fall-back change is ambiguous: the
 * earlier instant (the first time the clock shows it).
 */
export function instantOfWallTime(day: string, minutes: number, timeZone: string): Date | null {
  const instantMs = wallClockOfDay(day, timeZone)(minutes);
  return instantMs === null ? null : new Date(instantMs);
}

/**
 * instantOfWallTime for many minutes of one day, in epoch ms: the day's offset lookups are done once,
 * and a day with no change (all but two a year) costs one addition per wall time.
 */
export function wallClockOfDay(day: string, timeZone: string): (minutes: number) => number | null {
  const midnight = wallAsUtcMs(day, 0);
  // The offsets a day before and two days after (one change at most in between, in every real zone).
  const before = anchoredOffset(midnight - DAY_MS, timeZone);
  const after = anchoredOffset(midnight + 2 * DAY_MS, timeZone);
  // No change within the three days: every wall time exists once, at the one offset.
  if (before === after) return (minutes) => midnight + (minutes - before) * 60_000;
  return (minutes) => {
    const wallMs = midnight + minutes * 60_000;
    const candidates = [before, after]
      .map((offset) => wallMs - offset * 60_000)
      .filter((ms) => zoneOffsetMinutes(new Date(ms), timeZone) * 60_000 === wallMs - ms)
      .sort((a, b) => a - b);
    return candidates.length ? candidates[0]! : null;
  };
}

const DAY_MS = 24 * 3600_000;
const ANCHOR_CACHE_MAX = 20_000;
const anchorOffsets = new Map<string, number>();

/** zoneOffsetMinutes at a UTC midnight, memoised (slot generation asks for the same days again and again). */
function anchoredOffset(ms: number, timeZone: string): number {
  const key = `${timeZone}|${ms}`;
  let offset = anchorOffsets.get(key);
  if (offset === undefined) {
    if (anchorOffsets.size >= ANCHOR_CACHE_MAX) anchorOffsets.clear();
    offset = zoneOffsetMinutes(new Date(ms), timeZone);
    anchorOffsets.set(key, offset);
  }
  return offset;
}

/** `HH:mm` → minutes since midnight (`24:00` allowed as the end of a day). */
export function minutesOfClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function clockOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A short label of an instant in a zone: `Tue 31 Mar, 17:00 (Europe/London)`. */
export function formatInZone(instant: Date | string, timeZone: string, withZone = true): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  return withZone ? `${text} (${timeZone})` : text;
}

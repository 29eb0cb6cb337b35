import { dayOfEpochDay, epochDayOf } from '../calendar';
import { minutesOfClock, wallClockOfDay, wallTimeOf } from './calls-zone';

/** How far ahead a player may book: the free slots of the next 4 weeks. */
export const BOOKING_HORIZON_DAYS = 28;

export interface WeeklyHours {
  /** 0 = Sunday … 6 = Saturday, in the coach's zone. */
  weekday: number;
  /** `HH:mm` wall time in the coach's zone. */
  start: string;
  /** `HH:mm`, after `start`; `24:00` is the end of the day. */
  end: string;
}

/** What slot generation needs from a coach's availability. */
export interface SlotRules {
  timeZone: string;
  weeklyHours: readonly WeeklyHours[];
  callMinutes: number;
  bufferMinutes: number;
  minimumNoticeHours: number;
  /** Coach-zone calendar days with no calls. */
  blockedDates: readonly string[];
}

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotQuery {
  rules: SlotRules;
  /** Calls already booked with the coach (cancelled ones excluded). */
  bookings: readonly TimeRange[];
  now: Date;
  /** The window asked for; clipped to [now + notice, now + BOOKING_HORIZON_DAYS]. */
  from: Date;
  to: Date;
}

const MINUTE = 60_000;

/** The earliest instant a call may start: now plus the coach's minimum notice. */
export function earliestBookable(now: Date, minimumNoticeHours: number): Date {
  return new Date(now.getTime() + minimumNoticeHours * 60 * MINUTE);
}

export function bookingHorizon(now: Date): Date {
  return new Date(now.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * MINUTE);
}

/**
 * Every slot the coach offers in the window, as UTC instants. Slots are laid out on the coach's
 * wall clock: each weekly window is cut from its start into calls of `callMinutes` separated by
 * `bufferMinutes`; a slot starts at a wall time that exists that day (a spring-forward gap has no
 * slots) and its wall-clock end must fit in the window. Then: not on a blocked day, not before the
 * minimum notice, not past the 4-week horizon, and not within the buffer of a booked call.
 */
export function generateSlots(query: SlotQuery): TimeRange[] {
  const { rules, now } = query;
  const earliest = Math.max(query.from.getTime(), earliestBookable(now, rules.minimumNoticeHours).getTime());
  const latest = Math.min(query.to.getTime(), bookingHorizon(now).getTime());
  if (earliest >= latest) return [];
  const blocked = new Set(rules.blockedDates);
  const isBooked = bookedTest(query.bookings, rules.bufferMinutes * MINUTE);
  const callMs = rules.callMinutes * MINUTE;
  const step = rules.callMinutes + rules.bufferMinutes;
  const windows = rules.weeklyHours.map((hours) => ({
    weekday: hours.weekday,
    start: minutesOfClock(hours.start),
    end: minutesOfClock(hours.end),
  }));
  const starts: number[] = [];
  const firstDay = epochDayOf(wallTimeOf(new Date(earliest), rules.timeZone).day) - 1;
  const lastDay = epochDayOf(wallTimeOf(new Date(latest), rules.timeZone).day) + 1;
  for (let epochDay = firstDay; epochDay <= lastDay; epochDay += 1) {
    const day = dayOfEpochDay(epochDay);
    if (blocked.has(day)) continue;
    const weekday = (((epochDay + 4) % 7) + 7) % 7;
    let instantOf: ((minutes: number) => number | null) | undefined;
    for (const window of windows) {
      if (window.weekday !== weekday) continue;
      instantOf ??= wallClockOfDay(day, rules.timeZone);
      for (let start = window.start; start + rules.callMinutes <= window.end; start += step) {
        const startsAt = instantOf(start);
        if (startsAt === null || startsAt < earliest || startsAt >= latest) continue;
        if (isBooked(startsAt, startsAt + callMs)) continue;
        starts.push(startsAt);
      }
    }
  }
  starts.sort((a, b) => a - b);
  const slots: TimeRange[] = [];
  for (let index = 0; index < starts.length; index += 1) {
    const startsAt = starts[index]!;
    if (index > 0 && startsAt === starts[index - 1]) continue;
    slots.push({ startsAt: new Date(startsAt), endsAt: new Date(startsAt + callMs) });
  }
  return slots;
}

/**
 * Whether [startsAt, endsAt) overlaps a booking widened by the buffer on both sides, in O(log n): the
 * widened bookings sorted by start with the latest end so far, so a slot overlaps one iff the latest
 * end among those starting before the slot ends is after the slot starts.
 */
function bookedTest(bookings: readonly TimeRange[], bufferMs: number): (startsAt: number, endsAt: number) => boolean {
  const padded = bookings
    .map((booking) => ({
      startsAt: booking.startsAt.getTime() - bufferMs,
      endsAt: booking.endsAt.getTime() + bufferMs,
    }))
    // An invalid time overlaps nothing (every comparison with NaN is false).
    .filter((booking) => !Number.isNaN(booking.startsAt) && !Number.isNaN(booking.endsAt))
    .sort((a, b) => a.startsAt - b.startsAt);
  const startsAt = padded.map((booking) => booking.startsAt);
  const latestEnd: number[] = [];
  for (const booking of padded) latestEnd.push(Math.max(booking.endsAt, latestEnd.at(-1) ?? -Infinity));
  return (slotStart, slotEnd) => {
    // How many bookings start before the slot ends.
    let low = 0;
    let high = startsAt.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (startsAt[middle]! < slotEnd) low = middle + 1;
      else high = middle;
    }
    return low > 0 && latestEnd[low - 1]! > slotStart;
  };
}

/**
 * The slots as the API sends them: what `toISOString` writes, built from a per-day prefix and the time
 * of day (`toISOString` was the largest self time of a 4-week slot list: two calls a slot).
 */
export function slotsAsIso(slots: readonly TimeRange[]): { startsAt: string; endsAt: string }[] {
  const dayPrefixes = new Map<number, string>();
  const iso = (instant: Date): string => {
    const ms = instant.getTime();
    // Years 0000–9999 only; toISOString writes the others (and throws for an invalid date) itself.
    if (!(ms >= 0 && ms < LAST_FOUR_DIGIT_YEAR_MS)) return instant.toISOString();
    const epochDay = Math.floor(ms / DAY_MS);
    let prefix = dayPrefixes.get(epochDay);
    if (prefix === undefined) {
      prefix = `${dayOfEpochDay(epochDay)}T`;
      dayPrefixes.set(epochDay, prefix);
    }
    const time = ms - epochDay * DAY_MS;
    const millis = time % 1000;
    return `${prefix}${two(Math.floor(time / HOUR_MS))}:${two(Math.floor(time / MINUTE) % 60)}:${two(Math.floor(time / 1000) % 60)}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  };
  return slots.map((slot) => ({ startsAt: iso(slot.startsAt), endsAt: iso(slot.endsAt) }));
}

const HOUR_MS = 60 * MINUTE;
const DAY_MS = 24 * HOUR_MS;
const LAST_FOUR_DIGIT_YEAR_MS = Date.UTC(10_000, 0, 1);
const two = (value: number): string => (value < 10 ? `0${value}` : `${value}`);

/** Why a start time cannot be booked, or null when it is one of the coach's free slots. */
export function slotRefusal(query: Omit<SlotQuery, 'from' | 'to'>, startsAt: Date): string | null {
  if (startsAt <= query.now) return 'This time is in the past';
  if (startsAt < earliestBookable(query.now, query.rules.minimumNoticeHours)) {
    return `Calls need at least ${query.rules.minimumNoticeHours} hours' notice`;
  }
  if (startsAt >= bookingHorizon(query.now)) return `Calls can be booked up to ${BOOKING_HORIZON_DAYS} days ahead`;
  // Offered at all (bookings aside), then free: the same answer as generating the slots with the
  // bookings, at half the cost.
  const offered = generateSlots({
    ...query,
    bookings: [],
    from: new Date(startsAt.getTime() - MINUTE),
    to: new Date(startsAt.getTime() + MINUTE),
  }).some((slot) => slot.startsAt.getTime() === startsAt.getTime());
  if (!offered) return 'The coach does not offer a call at this time';
  const isBooked = bookedTest(query.bookings, query.rules.bufferMinutes * MINUTE);
  return isBooked(startsAt.getTime(), startsAt.getTime() + query.rules.callMinutes * MINUTE)
    ? 'This time is no longer free'
    : null;
}

/** Whether a booked call may still be cancelled or moved: up to the coach's minimum notice. */
export function canChangeCall(startsAt: Date, now: Date, minimumNoticeHours: number): boolean {
  return startsAt >= earliestBookable(now, minimumNoticeHours);
}

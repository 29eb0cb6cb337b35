import { addDays } from '../calendar';
import { instantOfWallTime, minutesOfClock, wallTimeOf } from './calls-zone';

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

function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

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
  const { rules, bookings, now } = query;
  const earliest = new Date(Math.max(query.from.getTime(), earliestBookable(now, rules.minimumNoticeHours).getTime()));
  const latest = new Date(Math.min(query.to.getTime(), bookingHorizon(now).getTime()));
  if (earliest >= latest) return [];
  const blocked = new Set(rules.blockedDates);
  const buffer = rules.bufferMinutes * MINUTE;
  const padded = bookings.map((booking) => ({
    startsAt: new Date(booking.startsAt.getTime() - buffer),
    endsAt: new Date(booking.endsAt.getTime() + buffer),
  }));
  const slots: TimeRange[] = [];
  const firstDay = addDays(wallTimeOf(earliest, rules.timeZone).day, -1);
  const lastDay = addDays(wallTimeOf(latest, rules.timeZone).day, 1);
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    if (blocked.has(day)) continue;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const hours of rules.weeklyHours) {
      if (hours.weekday !== weekday) continue;
      const windowEnd = minutesOfClock(hours.end);
      const step = rules.callMinutes + rules.bufferMinutes;
      for (let start = minutesOfClock(hours.start); start + rules.callMinutes <= windowEnd; start += step) {
        const startsAt = instantOfWallTime(day, start, rules.timeZone);
        if (!startsAt) continue;
        const slot = { startsAt, endsAt: new Date(startsAt.getTime() + rules.callMinutes * MINUTE) };
        if (slot.startsAt < earliest || slot.startsAt >= latest) continue;
        if (padded.some((booking) => overlaps(slot, booking))) continue;
        slots.push(slot);
      }
    }
  }
  slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return slots.filter((slot, index) => index === 0 || slot.startsAt.getTime() !== slots[index - 1]!.startsAt.getTime());
}

/** Why a start time cannot be booked, or null when it is one of the coach's free slots. */
export function slotRefusal(query: Omit<SlotQuery, 'from' | 'to'>, startsAt: Date): string | null {
  if (startsAt <= query.now) return 'This time is in the past';
  if (startsAt < earliestBookable(query.now, query.rules.minimumNoticeHours)) {
    return `Calls need at least ${query.rules.minimumNoticeHours} hours' notice`;
  }
  if (startsAt >= bookingHorizon(query.now)) return `Calls can be booked up to ${BOOKING_HORIZON_DAYS} days ahead`;
  const around = generateSlots({
    ...query,
    from: new Date(startsAt.getTime() - MINUTE),
    to: new Date(startsAt.getTime() + MINUTE),
  });
  if (around.some((slot) => slot.startsAt.getTime() === startsAt.getTime())) return null;
  const unbooked = generateSlots({
    ...query,
    bookings: [],
    from: new Date(startsAt.getTime() - MINUTE),
    to: new Date(startsAt.getTime() + MINUTE),
  });
  return unbooked.some((slot) => slot.startsAt.getTime() === startsAt.getTime())
    ? 'This time is no longer free'
    : 'The coach does not offer a call at this time';
}

/** Whether a booked call may still be cancelled or moved: up to the coach's minimum notice. */
export function canChangeCall(startsAt: Date, now: Date, minimumNoticeHours: number): boolean {
  return startsAt >= earliestBookable(now, minimumNoticeHours);
}

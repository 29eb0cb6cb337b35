import {
  addDays,
  canChangeCall,
  instantParts,
  mondayWeekOf,
  shortDay,
  sundayWeekOf,
  wallTimeOf,
} from '@portal/contracts';
export { viewerTimeZone } from '../../common/dates';

/** The Monday of the week holding an instant, in a zone (the booking page's week view). */
export function weekStartOf(instant: Date, timeZone: string): string {
  return mondayWeekOf(wallTimeOf(instant, timeZone).day).start;
}

export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** Slots grouped by the viewer's calendar day, in time order. */
export function slotsByDay<T extends { startsAt: string }>(slots: readonly T[], timeZone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const slot of slots) {
    const { day } = wallTimeOf(new Date(slot.startsAt), timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}

/** `17:00` on the clock of the zone. */
export function timeIn(instant: string, timeZone: string): string {
  return instantParts(instant, timeZone).time;
}

/** `Tue 31 Mar` for a calendar day. */
export function dayLabel(day: string): string {
  return shortDay(day, { weekday: true, year: false });
}

/** `Tue 31 Mar, 17:00` in the zone. */
export function dateTimeIn(instant: string, timeZone: string): string {
  return `${dayLabel(wallTimeOf(new Date(instant), timeZone).day)}, ${timeIn(instant, timeZone)}`;
}

/**
 * The dashboard's 'This Week' calls: the viewer's current Sunday-to-Saturday week, soonest first. The
 * spec defines one 'This Week' window for the player's own figures, the training log's (Sunday through
 * Saturday, §9); the dashboard uses the same so both cards mean the same days. (The booking page and the
 * coach's agenda lay weeks out Monday first, like the progress page's week grid.)
 */
export function callsThisWeek<T extends { startsAt: string }>(calls: readonly T[], now: Date, timeZone: string): T[] {
  const week = sundayWeekOf(wallTimeOf(now, timeZone).day);
  return calls
    .filter((call) => {
      const { day } = wallTimeOf(new Date(call.startsAt), timeZone);
      return day >= week.start && day <= week.end;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type AgendaAction = 'notes' | 'reschedule' | 'cancel';

/**
 * What a coach can do with a booked call now: notes once it has started (the server's rule too);
 * before that, move or cancel it until the minimum notice, after which neither side can.
 */
export function agendaActionsOf(
  call: { startsAt: string; minimumNoticeHours: number },
  now: Date,
): AgendaAction[] | 'inside-notice' {
  if (Date.parse(call.startsAt) <= now.getTime()) return ['notes'];
  return canChangeCall(new Date(call.startsAt), now, call.minimumNoticeHours)
    ? ['reschedule', 'cancel']
    : 'inside-notice';
}

import { clockOfMinutes, wallTimeOf, weekdayOf } from '@portal/contracts';

/**
 * A zone where `instant` falls around midday (Etc/GMT-k is UTC+k), so a short booking window around
 * it never crosses midnight, whatever the hour a test runs.
 */
export function middayZone(instant: Date): string {
  const offset = 12 - instant.getUTCHours();
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** The weekday (0 = Sunday) and `HH:mm` a clock in the zone shows at an instant: availability's terms. */
export function wallClock(instant: Date, timeZone: string): { weekday: number; clock: string } {
  const { day, minutes } = wallTimeOf(instant, timeZone);
  return { weekday: weekdayOf(day), clock: clockOfMinutes(minutes) };
}

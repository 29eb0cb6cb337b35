import { addDays, dayOfEpochDay, epochDayOf } from '../calendar';

/** A missing rpe counts as this (ARCHITECTURE §7: load = session-RPE × minutes). */
export const DEFAULT_LOAD_RPE = 5;
/** The acute:chronic ratio is computed only once this many days of data exist. */
export const MIN_DAYS_FOR_RATIO = 21;
export const ACUTE_DAYS = 7;
export const CHRONIC_DAYS = 28;

export interface LoadedSession {
  date: string;
  /** Null when no duration was given (an entry from Training): it adds no minutes and no load. */
  minutes: number | null;
  rpe: number | null;
  type: string;
}

export function sessionLoad(session: Pick<LoadedSession, 'minutes' | 'rpe'>): number {
  return (session.rpe ?? DEFAULT_LOAD_RPE) * (session.minutes ?? 0);
}

/** Every day from `start` to `end` (inclusive), oldest first. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The load of each day of the `days` ending on `end`, oldest first (0 on a day without sessions). The
 * window's days are counted on whole epoch days (one conversion each, not an addDays and a comparison).
 */
export function dailyLoads(sessions: readonly LoadedSession[], end: string, days: number): number[] {
  const first = epochDayOf(end) - (days - 1);
  const window: string[] = [];
  for (let index = 0; index < days; index += 1) window.push(dayOfEpochDay(first + index));
  const byDay = new Map(window.map((day) => [day, 0]));
  for (const session of sessions) {
    const current = byDay.get(session.date);
    if (current !== undefined) byDay.set(session.date, current + sessionLoad(session));
  }
  return window.map((day) => byDay.get(day)!);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Population standard deviation. */
export function standardDeviation(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/**
 * How many days of data the player has up to `asOf`: from the first logged session or check-in,
 * inclusive (0 when none), capped at the chronic window.
 */
export function historyDays(firstRecordDay: string | null, asOf: string): number {
  if (!firstRecordDay || firstRecordDay > asOf) return 0;
  // The days from the first record to asOf, counted (not listed: a year of history was 365 addDays).
  return Math.min(epochDayOf(asOf) - epochDayOf(firstRecordDay) + 1, CHRONIC_DAYS);
}

export interface AcuteChronic {
  /** Sum of the last 7 days' load. */
  acuteLoad: number;
  /** Weekly average load over the last 28 days (or the days of data, when fewer). */
  chronicWeeklyLoad: number;
  /** acute ÷ chronic weekly; null with fewer than 21 days of data or no chronic load. */
  ratio: number | null;
}

/** `loads28`: the 28 daily loads ending on the reference day, oldest first. */
export function acuteChronicRatio(loads28: readonly number[], days: number): AcuteChronic {
  const acuteLoad = loads28.slice(-ACUTE_DAYS).reduce((sum, load) => sum + load, 0);
  const chronicSpan = Math.max(Math.min(days, CHRONIC_DAYS), ACUTE_DAYS);
  const chronicTotal = loads28.slice(-chronicSpan).reduce((sum, load) => sum + load, 0);
  const chronicWeeklyLoad = chronicTotal / (chronicSpan / ACUTE_DAYS);
  const ratio = days >= MIN_DAYS_FOR_RATIO && chronicWeeklyLoad > 0 ? acuteLoad / chronicWeeklyLoad : null;
  return { acuteLoad, chronicWeeklyLoad, ratio };
}

export interface Monotony {
  meanDailyLoad: number;
  standardDeviation: number;
  /** mean ÷ SD of the 7 daily loads; null with no load, or when every day is equal (SD 0). */
  value: number | null;
}

export function monotony(loads7: readonly number[]): Monotony {
  const meanDailyLoad = mean(loads7);
  const deviation = standardDeviation(loads7);
  return {
    meanDailyLoad,
    standardDeviation: deviation,
    value: meanDailyLoad > 0 && deviation > 0 ? meanDailyLoad / deviation : null,
  };
}

/** A rest day has no session, or only Recovery sessions. */
export function isTrainingDay(sessions: readonly LoadedSession[], day: string): boolean {
  return sessions.some((session) => session.date === day && session.type !== 'Recovery');
}

/** True when each of the 7 days ending on `asOf` had training (and 7 days of data exist). */
export function hasNoRestDay(sessions: readonly LoadedSession[], asOf: string, days: number): boolean {
  if (days < ACUTE_DAYS) return false;
  // The training days once, then each of the 7 looked up (not every session scanned for each day).
  const trainingDays = new Set(
    sessions.filter((session) => session.type !== 'Recovery').map((session) => session.date),
  );
  const last = epochDayOf(asOf);
  for (let day = last - (ACUTE_DAYS - 1); day <= last; day += 1) {
    if (!trainingDays.has(dayOfEpochDay(day))) return false;
  }
  return true;
}

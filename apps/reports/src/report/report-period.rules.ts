import { addDays, epochDayOf } from '@portal/contracts';

/** Six-week reporting periods counted from the player's sign-up day (calendar days `yyyy-MM-dd`, UTC). */
export const PERIOD_DAYS = 42;

/** One key per player and period number (a report's, a comment's, a queued job's). */
export function playerPeriodKey({ playerId, periodNumber }: { playerId: string; periodNumber: number }): string {
  return `${playerId}:${periodNumber}`;
}

export interface ReportPeriod {
  /** 1 for the first six weeks after sign-up. */
  number: number;
  /** First day of the period (inclusive). */
  start: string;
  /** Last day of the period (inclusive). */
  end: string;
}

export function daysBetween(from: string, to: string): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** The calendar day (UTC) of an ISO instant: a sign-up time becomes its start day. */
export function dayOf(instant: string | Date): string {
  return (typeof instant === 'string' ? new Date(instant) : instant).toISOString().slice(0, 10);
}

/** Period `number` of a player who started on `startDay`. */
export function periodOf(startDay: string, number: number): ReportPeriod {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`Period number must be 1 or more: ${number}`);
  const start = addDays(startDay, (number - 1) * PERIOD_DAYS);
  return { number, start, end: addDays(start, PERIOD_DAYS - 1) };
}

/** The period `today` falls in (period 1 before or on the start day). */
export function periodContaining(startDay: string, today: string): ReportPeriod {
  const elapsed = Math.max(0, daysBetween(startDay, today));
  return periodOf(startDay, Math.floor(elapsed / PERIOD_DAYS) + 1);
}

/** Whether a period whose last day is `periodEnd` has ended by `today` (from the day after its last day). */
export function periodHasEnded(periodEnd: string, today: string): boolean {
  return periodEnd < today;
}

/** Every period that has ended by `today` (its last day is before today), oldest first. */
export function finishedPeriods(startDay: string, today: string): ReportPeriod[] {
  const count = Math.floor(Math.max(0, daysBetween(startDay, today)) / PERIOD_DAYS);
  return Array.from({ length: count }, (_, index) => periodOf(startDay, index + 1));
}

/**
 * The finished periods without a report: the run that is due now plus any missed while no worker
 * ran. A report made "to date" during a period does not count: the finished period replaces it.
 */
export function periodsDue(
  startDay: string,
  today: string,
  reported: readonly { number: number; end: string }[],
): ReportPeriod[] {
  const complete = new Set(
    reported.filter((report) => report.end === periodOf(startDay, report.number).end).map((report) => report.number),
  );
  return finishedPeriods(startDay, today).filter((period) => !complete.has(period.number));
}

/** The current period cut at `today`: what a staff "generate now" covers. */
export function periodToDate(startDay: string, today: string): ReportPeriod {
  const period = periodContaining(startDay, today);
  return daysBetween(today, period.end) > 0 ? { ...period, end: today < period.start ? period.start : today } : period;
}

/** The weeks (Monday-free: 7-day blocks from the period start) a period's charts use. */
export function periodWeeks(period: ReportPeriod): { start: string; end: string }[] {
  const length = daysBetween(period.start, period.end) + 1;
  return Array.from({ length: Math.ceil(length / 7) }, (_, index) => {
    const start = addDays(period.start, index * 7);
    const end = addDays(start, 6);
    return { start, end: end > period.end ? period.end : end };
  });
}

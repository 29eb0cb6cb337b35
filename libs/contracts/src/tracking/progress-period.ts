import { z } from 'zod';
import { addDays, mondayWeekOf } from '../calendar';
import { CHRONIC_DAYS } from './load-rules';
import {
  type DashboardCheckIn,
  type DashboardSession,
  type ProjectedAssignment,
  buildProgressDashboard,
  progressAlertSchema,
} from './progress-dashboard';
import { trainingLogSchema } from './training-log';
import { trainingSessionSchema } from './training-session';
import { wellnessLogSchema } from './wellness-log';

/** The load history before a day that its chronic (28-day) load needs. */
export const CHRONIC_LOAD_LEAD_DAYS = CHRONIC_DAYS - 1;

export const progressPeriodWeekSchema = z.object({
  weekStart: z.string(),
  /** The day the week was judged on: its Sunday, or the period's end inside the period's last week. */
  asOf: z.string(),
  trafficLight: z.enum(['green', 'yellow', 'red']),
  alerts: z.array(progressAlertSchema),
});
export type ProgressPeriodWeek = z.infer<typeof progressPeriodWeekSchema>;

/** What tracking holds about one player's period, read in one go (the six-weekly report's snapshot). */
export const progressPeriodSchema = z.object({
  /** Training-log entries dated in [start, end]. */
  trainingLogs: z.array(trainingLogSchema),
  /** Sessions dated from CHRONIC_LOAD_LEAD_DAYS before start to end. */
  sessions: z.array(trainingSessionSchema),
  /** Check-ins dated in [start, end]. */
  checkIns: z.array(wellnessLogSchema),
  /** The traffic light of each Monday week overlapping the period, oldest first. */
  weeks: z.array(progressPeriodWeekSchema),
});
export type ProgressPeriod = z.infer<typeof progressPeriodSchema>;
/** One entry of `tracking.progress.periods`: the period of the player it names. */
export const playerProgressPeriodSchema = progressPeriodSchema.extend({ playerId: z.uuid() });
export type PlayerProgressPeriod = z.infer<typeof playerProgressPeriodSchema>;

/** The Monday of each week overlapping [start, end], oldest first. */
export function periodWeekStarts(start: string, end: string): string[] {
  const weeks: string[] = [];
  for (let week = mondayWeekOf(start).start; week <= end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** The first day whose rows `progressPeriodWeeks` needs (the first week's 28-day baseline). */
export function progressPeriodReadsFrom(start: string): string {
  return addDays(mondayWeekOf(start).start, -CHRONIC_DAYS);
}

export interface ProgressPeriodInput {
  playerId: string;
  start: string;
  end: string;
  /** Sessions and check-ins from `progressPeriodReadsFrom(start)` to `end`. */
  sessions: readonly DashboardSession[];
  checkIns: readonly DashboardCheckIn[];
  firstRecordDay: string | null;
  assignments: readonly ProjectedAssignment[];
}

/**
 * Each week's light exactly as the week's dashboard judges it as of min(its Sunday, end): every week
 * gets the same rows the dashboard reader would read for it, so the two can never disagree.
 */
export function progressPeriodWeeks(input: ProgressPeriodInput): ProgressPeriodWeek[] {
  const within = (from: string, to: string) => (row: { date: string }) => row.date >= from && row.date <= to;
  return periodWeekStarts(input.start, input.end).map((weekStart) => {
    const weekEnd = addDays(weekStart, 6);
    const today = weekEnd < input.end ? weekEnd : input.end;
    const dashboard = buildProgressDashboard({
      playerId: input.playerId,
      weekStart,
      today,
      sessions: input.sessions.filter(within(addDays(today, -CHRONIC_LOAD_LEAD_DAYS), weekEnd)),
      checkIns: input.checkIns.filter(within(addDays(weekStart, -CHRONIC_DAYS), weekEnd)),
      firstRecordDay: input.firstRecordDay,
      assignments: input.assignments,
    });
    return { weekStart, asOf: dashboard.asOf, trafficLight: dashboard.trafficLight, alerts: dashboard.alerts };
  });
}

import { z } from 'zod';
import { addDays, calendarDaySchema, mondayWeekOf, onlyForDays, weekdayOf } from '../calendar';
import { ASSIGNMENT_STATUSES } from '../roadmap/assignment-status';
import { type LoadedSession, sessionLoad } from './load-rules';
import { type CheckInValues, type TrafficLightResult, evaluateTrafficLight } from './traffic-light';
import { trainingSessionSchema } from './training-session';
import { wellnessLogSchema } from './wellness-log';

export function isMonday(day: string): boolean {
  return weekdayOf(day) === 1;
}

export const weekStartSchema = calendarDaySchema.refine(
  onlyForDays(isMonday),
  'must be a Monday (the progress week starts on Monday)',
);

/** GET /api/progress-dashboard?playerId=&weekStart=yyyy-MM-dd[&today=yyyy-MM-dd] */
export const progressDashboardQuerySchema = z
  .object({
    playerId: z.string().optional(),
    weekStart: weekStartSchema,
    /** The user's calendar day in their zone: inside the current week the light is judged as of today. */
    today: calendarDaySchema.optional(),
  })
  .strict();
export type ProgressDashboardQuery = z.infer<typeof progressDashboardQuerySchema>;

/** The Monday-to-Sunday days of the week starting `weekStart`. */
export function progressWeekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** The Monday of the week holding `day` (spec §2.10: the week of the selected date). */
export function progressWeekStartOf(day: string): string {
  return mondayWeekOf(day).start;
}

/**
 * The day the light is judged on: the week's Sunday for a past week, the user's today inside the
 * current week (days still to come carry no data), the Monday for a week not yet begun.
 */
export function referenceDay(weekStart: string, today: string | undefined): string {
  const weekEnd = addDays(weekStart, 6);
  if (!today || today > weekEnd) return weekEnd;
  return today < weekStart ? weekStart : today;
}

export const progressAlertSchema = z.object({
  rule: z.string(),
  level: z.enum(['yellow', 'red']),
  message: z.string(),
  figures: z.record(z.string(), z.union([z.number(), z.string()])),
});

export const progressDashboardSchema = z.object({
  playerId: z.uuid(),
  weekStart: z.string(),
  weekEnd: z.string(),
  asOf: z.string(),
  trainingLoad: z.object({ totalMinutes: z.number(), sessionCount: z.number(), load: z.number() }),
  assignmentCompletion: z.object({ completionRate: z.number(), completed: z.number(), total: z.number() }),
  wellnessTrends: z.object({ averageEnergy: z.number(), alerts: z.array(z.string()) }),
  trafficLight: z.enum(['green', 'yellow', 'red']),
  recommendations: z.array(z.string()),
  /** Every alert with the rule that fired and the figures behind it. */
  alerts: z.array(progressAlertSchema),
  figures: z.object({
    dataDays: z.number(),
    limitedData: z.boolean(),
    limitedDataNote: z.string().nullable(),
    acuteLoad: z.number(),
    chronicWeeklyLoad: z.number(),
    acuteChronicRatio: z.number().nullable(),
    monotony: z.number().nullable(),
  }),
  sessions: z.array(trainingSessionSchema),
  checkIns: z.array(wellnessLogSchema),
});
export type ProgressDashboard = z.infer<typeof progressDashboardSchema>;

export const PROJECTED_ASSIGNMENT_STATUSES = ASSIGNMENT_STATUSES;
/** Statuses whose due date can make the assignment overdue (not yet handed in). */
export const OPEN_ASSIGNMENT_STATUSES: readonly string[] = ['not_started', 'in_progress', 'needs_changes'];

export interface ProjectedAssignment {
  status: string;
  dueDate: string | null;
}

/** completionRate = approved ÷ total, as a whole percentage (0 when there are none). */
export function assignmentCompletion(assignments: readonly ProjectedAssignment[]) {
  const completed = assignments.filter((assignment) => assignment.status === 'approved').length;
  const total = assignments.length;
  return { completionRate: total === 0 ? 0 : Math.round((completed / total) * 100), completed, total };
}

/** Mean energy of the week's check-ins to one decimal (0 when none). */
export function averageEnergy(checkIns: readonly { energy: number }[]): number {
  if (checkIns.length === 0) return 0;
  return Math.round((checkIns.reduce((sum, checkIn) => sum + checkIn.energy, 0) / checkIns.length) * 10) / 10;
}

export type DashboardSession = z.infer<typeof trainingSessionSchema>;
export type DashboardCheckIn = z.infer<typeof wellnessLogSchema>;

export interface DashboardInput {
  playerId: string;
  weekStart: string;
  today?: string;
  /** Sessions from 27 days before the reference day to the week's Sunday. */
  sessions: readonly DashboardSession[];
  /** Check-ins from 28 days before the reference day to the week's Sunday. */
  checkIns: readonly DashboardCheckIn[];
  firstRecordDay: string | null;
  assignments: readonly ProjectedAssignment[];
}

function toCheckInValues(checkIn: DashboardCheckIn): CheckInValues {
  const { date, energy, fatigue, sleep, motivation, soreness, mood } = checkIn;
  return { date, energy, fatigue, sleep, motivation, soreness, mood };
}

/** The whole dashboard of spec §3 from the rows the service read. */
export function buildProgressDashboard(input: DashboardInput): ProgressDashboard {
  const weekEnd = addDays(input.weekStart, 6);
  const asOf = referenceDay(input.weekStart, input.today);
  const inWeek = <T extends { date: string }>(row: T) => row.date >= input.weekStart && row.date <= weekEnd;
  const weekSessions = input.sessions.filter(inWeek);
  const weekCheckIns = input.checkIns.filter(inWeek);
  const light: TrafficLightResult = evaluateTrafficLight({
    asOf,
    sessions: input.sessions.filter((session) => session.date <= asOf) as LoadedSession[],
    checkIns: input.checkIns.filter((checkIn) => checkIn.date <= asOf).map(toCheckInValues),
    firstRecordDay: input.firstRecordDay,
    openAssignmentDueDays: input.assignments
      .filter((assignment) => OPEN_ASSIGNMENT_STATUSES.includes(assignment.status))
      .map((assignment) => assignment.dueDate),
    judgeCheckInsFrom: input.weekStart,
  });
  const newestFirst = <T extends { date: string; createdAt: string }>(a: T, b: T) =>
    b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);
  return {
    playerId: input.playerId,
    weekStart: input.weekStart,
    weekEnd,
    asOf,
    trainingLoad: {
      totalMinutes: weekSessions.reduce((sum, session) => sum + (session.minutes ?? 0), 0),
      sessionCount: weekSessions.length,
      load: weekSessions.reduce((sum, session) => sum + sessionLoad(session), 0),
    },
    assignmentCompletion: assignmentCompletion(input.assignments),
    wellnessTrends: {
      averageEnergy: averageEnergy(weekCheckIns),
      alerts: light.alerts.map((alert) => alert.message),
    },
    trafficLight: light.trafficLight,
    recommendations: light.recommendations,
    alerts: light.alerts,
    figures: {
      dataDays: light.dataDays,
      limitedData: light.limitedData,
      limitedDataNote: light.limitedDataNote,
      acuteLoad: light.acuteLoad,
      chronicWeeklyLoad: light.chronicWeeklyLoad,
      acuteChronicRatio: light.acuteChronicRatio,
      monotony: light.monotony,
    },
    sessions: [...weekSessions].sort(newestFirst),
    checkIns: [...weekCheckIns].sort(newestFirst),
  };
}

/** Hours to one decimal from minutes (the This Week card). */
export function hoursOf(minutes: number): string {
  return (minutes / 60).toFixed(1);
}

export interface ProgressCardText {
  value: string;
  hint: string;
}

/** The Assignments card: the completion rate and completed/total, or that there are none yet (never "0% (0/0)"). */
export function assignmentCardText(completion: ProgressDashboard['assignmentCompletion']): ProgressCardText {
  if (completion.total === 0) return { value: 'None yet', hint: 'No assignments yet' };
  return { value: `${completion.completionRate}%`, hint: `${completion.completed}/${completion.total} completed` };
}

/** The Wellness card: the week's average energy out of 5, or that there was no check-in this week. */
export function wellnessCardText(trends: ProgressDashboard['wellnessTrends'], checkIns: number): ProgressCardText {
  if (checkIns === 0) return { value: 'No check-ins', hint: 'Average energy this week (1 to 5)' };
  return { value: `${trends.averageEnergy.toFixed(1)}/5`, hint: 'Average energy this week' };
}

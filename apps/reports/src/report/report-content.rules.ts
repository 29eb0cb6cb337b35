import {
  type LoadedSession,
  WELLNESS_ITEMS,
  type WellnessItem,
  acuteChronicRatio as trackingAcuteChronic,
  dailyLoads,
  historyDays,
  sessionLoad,
} from '@portal/contracts';
import type { ReportAlert } from './family-page.rules';
import { type ReportPeriod, periodWeeks } from './report-period.rules';
import type { VideoFeedback } from './video-feedback.rules';

/** What a report shows, fetched from the other services for one period (a snapshot). */
export interface ReportSnapshot {
  player: { playerId: string; name: string; team: string | null };
  period: ReportPeriod;
  /** The day the snapshot was taken. */
  generatedOn: string;
  trainingLogs: { date: string; type: string; wellnessRating: number | null }[];
  /** Tracking's training sessions in the period and the 27 days before (for the chronic load). */
  sessions: LoadedSession[];
  wellness: ({ date: string } & Record<WellnessItem, number | null>)[];
  /** The traffic light of each Monday week overlapping the period, with the alerts that fired. */
  trafficLights: { weekStart: string; trafficLight: string; alerts: ReportAlert[] }[];
  assignments: {
    title: string;
    status: string;
    dueDate: string | null;
    submittedAt: string | null;
    reviews: { toStatus: string; note: string | null; at: string }[];
  }[];
  /** Media's videos with feedback received in the period. */
  videos: VideoFeedback[];
  /** The coach's comment written for this period, if any (the reports service's own table). */
  coachComment: string | null;
}

export interface WeekLoad {
  label: string;
  start: string;
  /** Training entries: a Training log is one of the sessions (one record, two readings: issue 26). */
  sessions: number;
  /** Session-RPE × minutes of the week's sessions (ARCHITECTURE §7). */
  load: number;
}

/** Sessions and load per week of the period. */
export function weeklyLoad(snapshot: Pick<ReportSnapshot, 'period' | 'trainingLogs' | 'sessions'>): WeekLoad[] {
  return periodWeeks(snapshot.period).map((week, index) => {
    const within = (item: { date: string }) => item.date >= week.start && item.date <= week.end;
    const sessions = snapshot.sessions.filter(within);
    return {
      label: `Wk ${index + 1}`,
      start: week.start,
      sessions: sessions.length,
      load: sessions.reduce((sum, session) => sum + sessionLoad(session), 0),
    };
  });
}

/**
 * The acute:chronic ratio on the period's last day, as tracking's dashboard computes it (7-day load
 * over the 28-day weekly average; null with under 21 days of data). Two decimals.
 */
export function periodEndRatio(snapshot: Pick<ReportSnapshot, 'period' | 'sessions'>): number | null {
  const first = snapshot.sessions.map((session) => session.date).sort()[0] ?? null;
  const days = historyDays(first, snapshot.period.end);
  const { ratio } = trackingAcuteChronic(dailyLoads(snapshot.sessions, snapshot.period.end, 28), days);
  return ratio === null ? null : Math.round(ratio * 100) / 100;
}

/** Mean of each wellness item per week of the period (null for a week without that item); items never rated are left out. */
export function weeklyWellnessItems(
  snapshot: Pick<ReportSnapshot, 'period' | 'wellness'>,
): { item: WellnessItem; weeks: (number | null)[] }[] {
  const weeks = periodWeeks(snapshot.period);
  return WELLNESS_ITEMS.map((item) => ({
    item,
    weeks: weeks.map((week) => {
      const values = snapshot.wellness
        .filter((log) => log.date >= week.start && log.date <= week.end && log[item] !== null)
        .map((log) => log[item]!);
      if (values.length === 0) return null;
      return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
    }),
  })).filter((series) => series.weeks.some((value) => value !== null));
}

/**
 * Acute:chronic workload ratio of the last week: its load over the mean of the (up to) four weeks
 * before it. Null when there is no earlier load to compare with. Rounded to two decimals.
 */
export function acuteChronicRatio(weeks: readonly number[]): number | null {
  if (weeks.length < 2) return null;
  const acute = weeks.at(-1)!;
  const chronicWeeks = weeks.slice(Math.max(0, weeks.length - 5), -1);
  const chronic = chronicWeeks.reduce((sum, value) => sum + value, 0) / chronicWeeks.length;
  if (chronic === 0) return null;
  return Math.round((acute / chronic) * 100) / 100;
}

/** Mean wellness rating per week (null for a week without a rating), one decimal. */
export function weeklyWellness(snapshot: Pick<ReportSnapshot, 'period' | 'trainingLogs'>): (number | null)[] {
  return periodWeeks(snapshot.period).map((week) => {
    const ratings = snapshot.trainingLogs
      .filter((log) => log.date >= week.start && log.date <= week.end && log.wellnessRating !== null)
      .map((log) => log.wellnessRating!);
    if (ratings.length === 0) return null;
    return Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10;
  });
}

export interface AssignmentLine {
  title: string;
  /** The coach's review note, when one was written in the period. */
  note: string | null;
  day: string;
}

export interface AssignmentSummary {
  approved: AssignmentLine[];
  submitted: AssignmentLine[];
  overdue: AssignmentLine[];
}

const inPeriod = (day: string, period: ReportPeriod) => day >= period.start && day <= period.end;

/**
 * Approved in the period (by the review's day, with its note), submitted in the period and still
 * waiting, and overdue at the period's end (due in the period, neither submitted nor approved).
 */
export function summarizeAssignments(snapshot: Pick<ReportSnapshot, 'period' | 'assignments'>): AssignmentSummary {
  const { period } = snapshot;
  const summary: AssignmentSummary = { approved: [], submitted: [], overdue: [] };
  for (const assignment of snapshot.assignments) {
    const approval = assignment.reviews.find(
      (review) => review.toStatus === 'approved' && inPeriod(review.at.slice(0, 10), period),
    );
    if (approval) {
      summary.approved.push({ title: assignment.title, note: approval.note, day: approval.at.slice(0, 10) });
    } else if (
      assignment.status === 'submitted' &&
      assignment.submittedAt &&
      inPeriod(assignment.submittedAt.slice(0, 10), period)
    ) {
      summary.submitted.push({ title: assignment.title, note: null, day: assignment.submittedAt.slice(0, 10) });
    } else if (
      assignment.dueDate &&
      inPeriod(assignment.dueDate, period) &&
      assignment.dueDate < period.end &&
      !['approved', 'submitted'].includes(assignment.status)
    ) {
      const lastReview = assignment.reviews.filter((review) => inPeriod(review.at.slice(0, 10), period)).at(-1);
      summary.overdue.push({ title: assignment.title, note: lastReview?.note ?? null, day: assignment.dueDate });
    }
  }
  for (const list of [summary.approved, summary.submitted, summary.overdue])
    list.sort((a, b) => a.day.localeCompare(b.day));
  return summary;
}

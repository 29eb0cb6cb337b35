import { z } from 'zod';
import { humanDay } from '../human-dates';
import { addDays } from '../calendar';
import {
  CHRONIC_DAYS,
  type LoadedSession,
  acuteChronicRatio,
  dailyLoads,
  historyDays,
  sessionLoad,
} from './load-rules';
import { weekStartSchema } from './progress-dashboard';

export const TREND_LOAD_WEEKS = 12;
export const TREND_WELLNESS_WEEKS = 8;

/** GET /api/progress-trends?playerId=&weekStart= : the Analytics tab's charts. */
export const progressTrendsQuerySchema = z
  .object({ playerId: z.string().optional(), weekStart: weekStartSchema })
  .strict();
export type ProgressTrendsQuery = z.infer<typeof progressTrendsQuerySchema>;

export const progressTrendsSchema = z.object({
  weeklyLoad: z.array(z.object({ weekStart: z.string(), load: z.number(), minutes: z.number() })),
  /** The ratio at each week's Sunday; null before 21 days of data. */
  acuteChronic: z.array(z.object({ weekStart: z.string(), ratio: z.number().nullable() })),
  wellness: z.array(
    z.object({ date: z.string(), energy: z.number(), fatigue: z.number(), sleep: z.number(), motivation: z.number() }),
  ),
});
export type ProgressTrends = z.infer<typeof progressTrendsSchema>;

/** The first day whose sessions the trends need: 12 weeks back plus the 28-day chronic window. */
export function trendsSessionsFrom(weekStart: string): string {
  return addDays(weekStart, -(TREND_LOAD_WEEKS - 1) * 7 - (CHRONIC_DAYS - 1));
}
export function trendsCheckInsFrom(weekStart: string): string {
  return addDays(weekStart, -(TREND_WELLNESS_WEEKS - 1) * 7);
}

export function buildProgressTrends(input: {
  weekStart: string;
  sessions: readonly LoadedSession[];
  checkIns: readonly { date: string; energy: number; fatigue: number; sleep: number; motivation: number }[];
  firstRecordDay: string | null;
}): ProgressTrends {
  const weeks = Array.from({ length: TREND_LOAD_WEEKS }, (_, index) =>
    addDays(input.weekStart, -(TREND_LOAD_WEEKS - 1 - index) * 7),
  );
  const weeklyLoad = weeks.map((start) => {
    const end = addDays(start, 6);
    const inWeek = input.sessions.filter((session) => session.date >= start && session.date <= end);
    return {
      weekStart: start,
      load: inWeek.reduce((sum, session) => sum + sessionLoad(session), 0),
      minutes: inWeek.reduce((sum, session) => sum + (session.minutes ?? 0), 0),
    };
  });
  const acuteChronic = weeks.map((start) => {
    const sunday = addDays(start, 6);
    const ratio = acuteChronicRatio(
      dailyLoads(input.sessions, sunday, CHRONIC_DAYS),
      historyDays(input.firstRecordDay, sunday),
    ).ratio;
    return { weekStart: start, ratio: ratio === null ? null : Math.round(ratio * 100) / 100 };
  });
  const from = trendsCheckInsFrom(input.weekStart);
  const to = addDays(input.weekStart, 6);
  const wellness = input.checkIns
    .filter((checkIn) => checkIn.date >= from && checkIn.date <= to)
    .map(({ date, energy, fatigue, sleep, motivation }) => ({ date, energy, fatigue, sleep, motivation }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { weeklyLoad, acuteChronic, wellness };
}

/** A day on a chart axis: "5 Jan" (the shared human day, month shortened). */
export function chartDayLabel(day: string): string {
  const [date, month] = humanDay(day, { year: false }).split(' ') as [string, string];
  return `${date} ${month.slice(0, 3)}`;
}

/** The charts' units as people read them: load is session-RPE × minutes (ARCHITECTURE §7), ratings are out of 5. */
export const CHART_UNITS = {
  load: 'RPE × minutes',
  minutes: 'min',
  rating: '/5',
} as const;

export function ratingValueText(rating: number): string {
  return `${rating}${CHART_UNITS.rating}`;
}

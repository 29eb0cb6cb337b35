import { addDays } from '../calendar';
import {
  type LoadedSession,
  MIN_DAYS_FOR_RATIO,
  acuteChronicRatio,
  dailyLoads,
  hasNoRestDay,
  historyDays,
  mean,
  monotony,
  standardDeviation,
  CHRONIC_DAYS,
  ACUTE_DAYS,
} from './load-rules';
import { WELLNESS_ITEMS, WELLNESS_ITEM_LABELS, type WellnessItem } from './wellness-log';

export const RATIO_RED = 1.5;
export const RATIO_YELLOW_HIGH = 1.3;
export const RATIO_YELLOW_LOW = 0.8;
export const MONOTONY_YELLOW = 2.0;
/** Check-ins needed in the 28 days before one for a baseline to mean anything. */
export const MIN_BASELINE_CHECK_INS = 7;
/**
 * A baseline's SD is never taken below this: a player who always answers 4 (SD 0) would otherwise be
 * "two SD below" at 3.9. On a 1–5 scale half a point is the smallest meaningful spread.
 */
export const BASELINE_SD_FLOOR = 0.5;

export type TrafficLight = 'green' | 'yellow' | 'red';
export type AlertRule =
  | 'acwr-high'
  | 'acwr-elevated'
  | 'acwr-low'
  | 'monotony-high'
  | 'wellness-item-at-1'
  | 'wellness-below-baseline-2sd'
  | 'wellness-below-baseline-1sd'
  | 'no-rest-day'
  | 'assignment-overdue';

export interface ProgressAlert {
  rule: AlertRule;
  level: 'yellow' | 'red';
  message: string;
  /** The numbers behind the message. */
  figures: Record<string, number | string>;
}

export type CheckInValues = { date: string } & Record<(typeof WELLNESS_ITEMS)[number], number | null>;

export interface TrafficLightInput {
  /** The reference day: the selected week's Sunday, or the user's today inside the current week. */
  asOf: string;
  /** Sessions of at least the 28 days ending on `asOf`. */
  sessions: readonly LoadedSession[];
  /** Check-ins of at least the 29 days ending on `asOf`. */
  checkIns: readonly CheckInValues[];
  /** The player's first session or check-in ever, or null. */
  firstRecordDay: string | null;
  /** The player's open assignments' due days (status not submitted or approved). */
  openAssignmentDueDays: readonly (string | null)[];
  /** Only check-ins on or after this day are judged (the selected week's Monday). */
  judgeCheckInsFrom: string;
}

export interface TrafficLightResult {
  trafficLight: TrafficLight;
  alerts: ProgressAlert[];
  recommendations: string[];
  /** Days of data behind the light (capped at 28); below 21 the light rests on limited data. */
  dataDays: number;
  limitedData: boolean;
  limitedDataNote: string | null;
  acuteLoad: number;
  chronicWeeklyLoad: number;
  acuteChronicRatio: number | null;
  monotony: number | null;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const fixed = (value: number, places = 2) => value.toFixed(places);

function loadAlerts(
  input: TrafficLightInput,
  days: number,
): {
  alerts: ProgressAlert[];
  figures: Omit<
    TrafficLightResult,
    'trafficLight' | 'alerts' | 'recommendations' | 'dataDays' | 'limitedData' | 'limitedDataNote'
  >;
} {
  const loads = dailyLoads(input.sessions, input.asOf, CHRONIC_DAYS);
  const acwr = acuteChronicRatio(loads, days);
  const mono = days >= ACUTE_DAYS ? monotony(loads.slice(-ACUTE_DAYS)) : null;
  const alerts: ProgressAlert[] = [];
  if (acwr.ratio !== null) {
    const figures = {
      ratio: round(acwr.ratio),
      acuteLoad: Math.round(acwr.acuteLoad),
      chronicWeeklyLoad: Math.round(acwr.chronicWeeklyLoad),
    };
    const base = `Acute:chronic load ratio is ${fixed(acwr.ratio)} (7-day load ${figures.acuteLoad} vs 28-day weekly average ${figures.chronicWeeklyLoad})`;
    if (acwr.ratio >= RATIO_RED) {
      alerts.push({
        rule: 'acwr-high',
        level: 'red',
        message: `${base}, at or above ${fixed(RATIO_RED, 1)}.`,
        figures,
      });
    } else if (acwr.ratio > RATIO_YELLOW_HIGH) {
      alerts.push({
        rule: 'acwr-elevated',
        level: 'yellow',
        message: `${base}, above ${fixed(RATIO_YELLOW_HIGH, 1)}.`,
        figures,
      });
    } else if (acwr.ratio < RATIO_YELLOW_LOW) {
      alerts.push({
        rule: 'acwr-low',
        level: 'yellow',
        message: `${base}, below ${fixed(RATIO_YELLOW_LOW, 1)}.`,
        figures,
      });
    }
  }
  if (mono?.value != null && mono.value > MONOTONY_YELLOW) {
    const figures = {
      monotony: round(mono.value),
      meanDailyLoad: Math.round(mono.meanDailyLoad),
      standardDeviation: Math.round(mono.standardDeviation),
    };
    alerts.push({
      rule: 'monotony-high',
      level: 'yellow',
      message: `Training monotony is ${fixed(mono.value)} (7-day mean daily load ${figures.meanDailyLoad} ÷ standard deviation ${figures.standardDeviation}), above ${fixed(MONOTONY_YELLOW, 1)}.`,
      figures,
    });
  }
  if (hasNoRestDay(input.sessions, input.asOf, days)) {
    alerts.push({
      rule: 'no-rest-day',
      level: 'yellow',
      message: `No rest day in the last 7 days (training logged every day from ${addDays(input.asOf, -6)} to ${input.asOf}).`,
      figures: { from: addDays(input.asOf, -6), to: input.asOf },
    });
  }
  return {
    alerts,
    figures: {
      acuteLoad: acwr.acuteLoad,
      chronicWeeklyLoad: round(acwr.chronicWeeklyLoad),
      acuteChronicRatio: acwr.ratio === null ? null : round(acwr.ratio),
      monotony: mono?.value == null ? null : round(mono.value),
    },
  };
}

/** The latest judged check-in: its items at 1, and items below the 28-day baseline before it. */
function wellnessAlerts(input: TrafficLightInput): ProgressAlert[] {
  const judged = input.checkIns
    .filter((checkIn) => checkIn.date >= input.judgeCheckInsFrom && checkIn.date <= input.asOf)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!judged) return [];
  const baselineFrom = addDays(judged.date, -CHRONIC_DAYS);
  const history = input.checkIns.filter((checkIn) => checkIn.date >= baselineFrom && checkIn.date < judged.date);
  const alerts: ProgressAlert[] = [];
  for (const item of WELLNESS_ITEMS) {
    const value = judged[item];
    if (value === null) continue;
    const label = WELLNESS_ITEM_LABELS[item];
    if (value === 1) {
      alerts.push({
        rule: 'wellness-item-at-1',
        level: 'red',
        message: `${label} was rated 1 out of 5 on ${judged.date}.`,
        figures: { item, value, date: judged.date },
      });
      continue;
    }
    const below = belowBaseline(item, value, history);
    if (!below) continue;
    const { sds, baseline } = below;
    const figures = {
      item,
      value,
      date: judged.date,
      baselineMean: round(baseline.mean, 1),
      baselineSd: round(baseline.sd, 1),
      checkIns: baseline.count,
    };
    const wording = `${label} was ${value} on ${judged.date}, ${sds} or more standard deviations below the 28-day baseline (mean ${fixed(baseline.mean, 1)}, SD ${fixed(baseline.sd, 1)} over ${baseline.count} check-ins).`;
    alerts.push(
      sds === 2
        ? { rule: 'wellness-below-baseline-2sd', level: 'red', message: wording, figures }
        : { rule: 'wellness-below-baseline-1sd', level: 'yellow', message: wording, figures },
    );
  }
  return alerts;
}

export interface Baseline {
  mean: number;
  /** The SD used: the measured one, floored at BASELINE_SD_FLOOR. */
  sd: number;
  count: number;
}

export function wellnessBaseline(item: WellnessItem, history: readonly CheckInValues[]): Baseline | null {
  const values = history.map((checkIn) => checkIn[item]).filter((value): value is number => value !== null);
  if (values.length < MIN_BASELINE_CHECK_INS) return null;
  return { mean: mean(values), sd: Math.max(standardDeviation(values), BASELINE_SD_FLOOR), count: values.length };
}

/** 2 when `value` is at least two SDs below the baseline, 1 when at least one, else null. */
export function belowBaseline(
  item: WellnessItem,
  value: number,
  history: readonly CheckInValues[],
): { sds: 1 | 2; baseline: Baseline } | null {
  const baseline = wellnessBaseline(item, history);
  if (!baseline) return null;
  // A tiny epsilon so "exactly two SDs below" counts despite floating-point rounding.
  const epsilon = 1e-9;
  if (value <= baseline.mean - 2 * baseline.sd + epsilon) return { sds: 2, baseline };
  if (value <= baseline.mean - baseline.sd + epsilon) return { sds: 1, baseline };
  return null;
}

function overdueAlert(input: TrafficLightInput): ProgressAlert[] {
  const overdue = input.openAssignmentDueDays.filter((due): due is string => due !== null && due < input.asOf).length;
  if (overdue === 0) return [];
  return [
    {
      rule: 'assignment-overdue',
      level: 'yellow',
      message: `${overdue} ${overdue === 1 ? 'assignment is' : 'assignments are'} overdue (due before ${input.asOf} and not yet submitted).`,
      figures: { overdue, asOf: input.asOf },
    },
  ];
}

const RECOMMENDATIONS: Record<AlertRule, (alert: ProgressAlert) => string> = {
  'acwr-high': () => 'Reduce training load this week: recent load is far above the 4-week average.',
  'acwr-elevated': () => 'Build load gradually: keep this week close to the 4-week average.',
  'acwr-low': () => 'Load has dropped below the usual level: build back up gradually unless this is planned rest.',
  'monotony-high': () => 'Vary intensity across the week: alternate hard and easy days.',
  'wellness-item-at-1': (alert) =>
    `Discuss the low ${WELLNESS_ITEM_LABELS[alert.figures.item as WellnessItem].toLowerCase()} rating before the next hard session.`,
  'wellness-below-baseline-2sd': (alert) =>
    `Prioritise recovery: ${WELLNESS_ITEM_LABELS[alert.figures.item as WellnessItem].toLowerCase()} is well below its usual level.`,
  'wellness-below-baseline-1sd': (alert) =>
    `Keep an eye on ${WELLNESS_ITEM_LABELS[alert.figures.item as WellnessItem].toLowerCase()}: it is below its usual level.`,
  'no-rest-day': () => 'Plan a rest day in the next few days.',
  'assignment-overdue': () => 'Catch up on overdue assignments.',
};

/** One recommendation per alert, in alert order, without repeats. */
export function recommendationsFor(alerts: readonly ProgressAlert[]): string[] {
  return [...new Set(alerts.map((alert) => RECOMMENDATIONS[alert.rule](alert)))];
}

export function limitedDataNote(dataDays: number): string | null {
  return dataDays >= MIN_DAYS_FOR_RATIO
    ? null
    : `The status is based on limited data (${dataDays} of ${MIN_DAYS_FOR_RATIO} days logged); the load ratio starts after ${MIN_DAYS_FOR_RATIO} days.`;
}

/** ARCHITECTURE §7: red beats yellow beats green; every alert names its rule and figures. */
export function evaluateTrafficLight(input: TrafficLightInput): TrafficLightResult {
  const dataDays = historyDays(input.firstRecordDay, input.asOf);
  const load = loadAlerts(input, dataDays);
  const alerts = [...load.alerts, ...wellnessAlerts(input), ...overdueAlert(input)].sort((a, b) =>
    a.level === b.level ? 0 : a.level === 'red' ? -1 : 1,
  );
  const trafficLight: TrafficLight = alerts.some((alert) => alert.level === 'red')
    ? 'red'
    : alerts.length > 0
      ? 'yellow'
      : 'green';
  return {
    trafficLight,
    alerts,
    recommendations: recommendationsFor(alerts),
    dataDays,
    limitedData: dataDays < MIN_DAYS_FOR_RATIO,
    limitedDataNote: limitedDataNote(dataDays),
    ...load.figures,
  };
}

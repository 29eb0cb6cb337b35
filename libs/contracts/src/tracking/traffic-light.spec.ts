import { addDays } from '../calendar';
import {
  acuteChronicRatio,
  dailyLoads,
  hasNoRestDay,
  historyDays,
  monotony,
  sessionLoad,
  standardDeviation,
  type LoadedSession,
} from './load-rules';
import { belowBaseline, evaluateTrafficLight, type CheckInValues, type TrafficLightInput } from './traffic-light';

const asOf = '2026-11-22'; // a Sunday
const session = (date: string, minutes: number, rpe: number | null = 5, type = 'Team'): LoadedSession => ({
  date,
  minutes,
  rpe,
  type,
});

/** One session a day for `days` days ending on `end`, with the given load each (rpe 5). */
function dailySessions(end: string, days: number, load: (index: number) => number): LoadedSession[] {
  return Array.from({ length: days }, (_, index) => session(addDays(end, -(days - 1 - index)), load(index) / 5));
}

const checkIn = (date: string, values: Partial<CheckInValues> = {}): CheckInValues => ({
  date,
  energy: 4,
  fatigue: 4,
  sleep: 4,
  motivation: 4,
  soreness: null,
  mood: null,
  ...values,
});

const baseInput = (overrides: Partial<TrafficLightInput> = {}): TrafficLightInput => ({
  asOf,
  sessions: [],
  checkIns: [],
  firstRecordDay: addDays(asOf, -27),
  openAssignmentDueDays: [],
  judgeCheckInsFrom: '2026-11-16',
  ...overrides,
});

describe('load', () => {
  it('is rpe × minutes, a missing rpe counting as 5', () => {
    expect(sessionLoad({ minutes: 60, rpe: 7 })).toBe(420);
    expect(sessionLoad({ minutes: 60, rpe: null })).toBe(300);
  });

  it('sums each day of the window, oldest first, zero on empty days', () => {
    const loads = dailyLoads(
      [session('2026-11-20', 30, 4), session('2026-11-20', 10, 2), session('2026-11-01', 99)],
      asOf,
      3,
    );
    expect(loads).toEqual([140, 0, 0]);
  });

  it('counts days of data from the first record, capped at 28', () => {
    expect(historyDays(null, asOf)).toBe(0);
    expect(historyDays(asOf, asOf)).toBe(1);
    expect(historyDays(addDays(asOf, -20), asOf)).toBe(21);
    expect(historyDays(addDays(asOf, -100), asOf)).toBe(28);
    expect(historyDays(addDays(asOf, 1), asOf)).toBe(0);
  });
});

describe('acute:chronic ratio', () => {
  const flat = (acute: number, chronicDaily: number) => [...Array(21).fill(chronicDaily), ...Array(7).fill(acute)];

  it('is the 7-day load over the 28-day weekly average', () => {
    // 21 days at 100, 7 days at 200: acute 1400, chronic (2100 + 1400) / 4 = 875, ratio 1.6
    expect(acuteChronicRatio(flat(200, 100), 28)).toEqual({ acuteLoad: 1400, chronicWeeklyLoad: 875, ratio: 1.6 });
  });

  it('is computed only from 21 days of data, over the days there are', () => {
    expect(acuteChronicRatio(flat(200, 100), 20).ratio).toBeNull();
    // 21 days: the 14 days at 100 and 7 at 200 → chronic (1400 + 1400) / 3 = 933.33, ratio 1.5
    expect(acuteChronicRatio(flat(200, 100), 21).ratio).toBeCloseTo(1.5, 10);
  });

  it('is absent without any chronic load', () => {
    expect(acuteChronicRatio(Array(28).fill(0), 28).ratio).toBeNull();
  });
});

describe('monotony', () => {
  it('is the 7-day mean over the standard deviation of daily load', () => {
    // loads 0,100,…: mean 300, population SD 200 → 1.5
    const loads = [0, 100, 200, 300, 400, 500, 600];
    expect(standardDeviation(loads)).toBe(200);
    expect(monotony(loads)).toEqual({ meanDailyLoad: 300, standardDeviation: 200, value: 1.5 });
  });

  it('is undefined with no load or equal loads every day', () => {
    expect(monotony(Array(7).fill(0)).value).toBeNull();
    expect(monotony(Array(7).fill(300)).value).toBeNull();
  });
});

describe('rest days', () => {
  const everyDay = dailySessions(asOf, 7, () => 300);

  it('sees no rest day when all 7 days had training, once 7 days of data exist', () => {
    expect(hasNoRestDay(everyDay, asOf, 7)).toBe(true);
    expect(hasNoRestDay(everyDay, asOf, 6)).toBe(false);
  });

  it('counts a day with only Recovery, or nothing, as rest', () => {
    const withRecovery = everyDay.map((s) => (s.date === '2026-11-19' ? { ...s, type: 'Recovery' } : s));
    expect(hasNoRestDay(withRecovery, asOf, 28)).toBe(false);
    expect(hasNoRestDay(everyDay.slice(1), asOf, 28)).toBe(false);
  });
});

describe('wellness baseline', () => {
  const history = (values: number[]) =>
    values.map((energy, index) => checkIn(addDays('2026-11-01', index), { energy }));

  it('needs 7 check-ins', () => {
    expect(belowBaseline('energy', 1, history([5, 5, 5, 5, 5, 5]))).toBeNull();
  });

  it('fires at exactly one and two SDs below, not just above', () => {
    // 4,4,4,4,5,5,5,5 → mean 4.5, SD 0.5
    const values = history([4, 4, 4, 4, 5, 5, 5, 5]);
    expect(belowBaseline('energy', 4, values)).toMatchObject({ sds: 1, baseline: { mean: 4.5, sd: 0.5, count: 8 } });
    expect(belowBaseline('energy', 3.6, values)).toMatchObject({ sds: 1 });
    expect(belowBaseline('energy', 3.5, values)).toMatchObject({ sds: 2 });
    expect(belowBaseline('energy', 4.1, values)).toBeNull();
    expect(belowBaseline('energy', 5, values)).toBeNull();
  });

  it('floors a tiny SD at 0.5', () => {
    // always 4: SD 0 → 0.5; 3.5 is one SD below, 3 two
    const values = history([4, 4, 4, 4, 4, 4, 4]);
    expect(belowBaseline('energy', 4, values)).toBeNull();
    expect(belowBaseline('energy', 3.5, values)).toMatchObject({ sds: 1, baseline: { sd: 0.5 } });
    expect(belowBaseline('energy', 3, values)).toMatchObject({ sds: 2 });
  });
});

describe('traffic light', () => {
  /**
   * 21 days at `chronicDaily`, then a week averaging `acuteDaily` spread 0, 1 … 6 thirds of it (a rest
   * day and monotony 1.5, so only the ratio can fire).
   */
  function loadInput(acuteDaily: number, chronicDaily: number): TrafficLightInput {
    const sessions = [
      ...dailySessions(addDays(asOf, -7), 21, () => chronicDaily),
      ...dailySessions(asOf, 7, (index) => (acuteDaily * index) / 3),
    ].filter((s) => (s.minutes ?? 0) > 0);
    return baseInput({ sessions });
  }
  const rules = (input: TrafficLightInput) => evaluateTrafficLight(input).alerts.map((alert) => alert.rule);

  it('is green with nothing to report', () => {
    expect(evaluateTrafficLight(baseInput())).toMatchObject({ trafficLight: 'green', alerts: [], recommendations: [] });
  });

  it.each([
    [1.49, 'yellow', ['acwr-elevated']],
    [1.5, 'red', ['acwr-high']],
    [1.31, 'yellow', ['acwr-elevated']],
    [1.3, 'green', []],
    [0.8, 'green', []],
    [0.79, 'yellow', ['acwr-low']],
  ])('ratio %s is %s', (ratio, light, expected) => {
    // acute A, chronic daily C: ratio = 7A / ((21C + 7A) / 4). Solve C for the ratio: C = 7A(4 − r) / (21 r)
    const acuteDaily = 100;
    const chronicDaily = (7 * acuteDaily * (4 - ratio)) / (21 * ratio);
    const input = loadInput(acuteDaily, chronicDaily);
    const result = evaluateTrafficLight(input);
    expect(result.acuteChronicRatio).toBeCloseTo(ratio, 2);
    expect(result.alerts.map((alert) => alert.rule).filter((rule) => rule.startsWith('acwr'))).toEqual(expected);
    expect(result.trafficLight).toBe(light);
  });

  it('names the numbers behind the ratio', () => {
    const [alert] = evaluateTrafficLight(loadInput(200, 100)).alerts;
    expect(alert).toMatchObject({
      rule: 'acwr-high',
      level: 'red',
      message: 'Acute:chronic load ratio is 1.60 (7-day load 1400 vs 28-day weekly average 875), at or above 1.5.',
      figures: { ratio: 1.6, acuteLoad: 1400, chronicWeeklyLoad: 875 },
    });
  });

  it('does not judge the ratio with fewer than 21 days of data and says so', () => {
    const input = { ...loadInput(200, 100), firstRecordDay: addDays(asOf, -19) };
    const result = evaluateTrafficLight(input);
    expect(result.acuteChronicRatio).toBeNull();
    expect(result.limitedData).toBe(true);
    expect(result.limitedDataNote).toBe(
      'The status is based on limited data (20 of 21 days logged); the load ratio starts after 21 days.',
    );
    expect(evaluateTrafficLight(loadInput(200, 100)).limitedDataNote).toBeNull();
  });

  it('turns yellow on monotony above 2.0, not at it', () => {
    // six days at 300 and a rest day: mean 257.14, SD 104.97 → 2.45
    const steady = dailySessions(asOf, 7, (index) => (index === 0 ? 0 : 300)).filter((s) => (s.minutes ?? 0) > 0);
    expect(rules(baseInput({ sessions: steady, firstRecordDay: addDays(asOf, -6) }))).toEqual(['monotony-high']);
    // loads 0, 200, 200, 250, 300, 350, 400 → mean 242.86, SD 120.8 → 2.0105 (just above)
    const above = [200, 200, 250, 300, 350, 400].map((load, index) => session(addDays(asOf, index - 5), load / 5));
    expect(monotony(dailyLoads(above, asOf, 7)).value).toBeCloseTo(2.0105, 3);
    expect(rules(baseInput({ sessions: above, firstRecordDay: addDays(asOf, -6) }))).toEqual(['monotony-high']);
    // loads 0, 200, 200, 300, 300, 400, 400 → mean 257.14, SD 129.36 → 1.9878 (just below)
    const below = [200, 200, 300, 300, 400, 400].map((load, index) => session(addDays(asOf, index - 5), load / 5));
    expect(monotony(dailyLoads(below, asOf, 7)).value).toBeCloseTo(1.9878, 3);
    expect(rules(baseInput({ sessions: below, firstRecordDay: addDays(asOf, -6) }))).toEqual([]);
    // 0, 100, 200, 300, 400, 500, 600 → 1.5
    const varied = [100, 200, 300, 400, 500, 600].map((load, index) => session(addDays(asOf, index - 5), load / 5));
    expect(rules(baseInput({ sessions: varied, firstRecordDay: addDays(asOf, -6) }))).toEqual([]);
  });

  it('turns yellow with no rest day in 7', () => {
    const everyDay = dailySessions(asOf, 7, () => 300);
    const result = evaluateTrafficLight(baseInput({ sessions: everyDay, firstRecordDay: addDays(asOf, -6) }));
    expect(result.alerts.map((alert) => alert.rule)).toEqual(['no-rest-day']);
    expect(result.alerts[0]!.message).toBe(
      'No rest day in the last 7 days (training logged every day from 2026-11-16 to 2026-11-22).',
    );
    expect(result.recommendations).toEqual(['Plan a rest day in the next few days.']);
  });

  it('turns red when any item of the latest check-in is 1, and names it', () => {
    const result = evaluateTrafficLight(baseInput({ checkIns: [checkIn('2026-11-20', { sleep: 1 })] }));
    expect(result.trafficLight).toBe('red');
    expect(result.alerts).toEqual([
      {
        rule: 'wellness-item-at-1',
        level: 'red',
        message: 'Sleep Quality was rated 1 out of 5 on 2026-11-20.',
        figures: { item: 'sleep', value: 1, date: '2026-11-20' },
      },
    ]);
    expect(evaluateTrafficLight(baseInput({ checkIns: [checkIn('2026-11-20', { sleep: 2 })] })).trafficLight).toBe(
      'green',
    );
  });

  it('judges only the latest check-in of the week, and the optional items too', () => {
    const checkIns = [checkIn('2026-11-17', { energy: 1 }), checkIn('2026-11-19')];
    expect(evaluateTrafficLight(baseInput({ checkIns })).trafficLight).toBe('green');
    expect(evaluateTrafficLight(baseInput({ checkIns: [checkIn('2026-11-19', { mood: 1 })] })).alerts[0]).toMatchObject(
      {
        figures: { item: 'mood' },
      },
    );
    // last week's check-in is not judged for this week
    expect(evaluateTrafficLight(baseInput({ checkIns: [checkIn('2026-11-15', { energy: 1 })] })).trafficLight).toBe(
      'green',
    );
  });

  it('compares the latest check-in with the 28 days before it', () => {
    // eight earlier check-ins: energy 4,4,4,4,5,5,5,5 (mean 4.5, SD 0.5)
    const history = [4, 4, 4, 4, 5, 5, 5, 5].map((energy, index) => checkIn(addDays('2026-11-01', index), { energy }));
    const at = (energy: number) =>
      evaluateTrafficLight(baseInput({ checkIns: [...history, checkIn('2026-11-21', { energy })] }));
    expect(at(4).trafficLight).toBe('yellow');
    expect(at(4).alerts[0]).toMatchObject({
      rule: 'wellness-below-baseline-1sd',
      message:
        'Energy Level was 4 on 2026-11-21, 1 or more standard deviations below the 28-day baseline (mean 4.5, SD 0.5 over 8 check-ins).',
    });
    expect(at(3).alerts[0]).toMatchObject({ rule: 'wellness-below-baseline-2sd', level: 'red' });
    expect(at(5).trafficLight).toBe('green');
  });

  it('turns yellow on an open assignment past its due day, not on the due day', () => {
    expect(evaluateTrafficLight(baseInput({ openAssignmentDueDays: [asOf, null] })).trafficLight).toBe('green');
    const result = evaluateTrafficLight(baseInput({ openAssignmentDueDays: [addDays(asOf, -1), '2026-11-01'] }));
    expect(result.alerts[0]).toMatchObject({
      rule: 'assignment-overdue',
      message: '2 assignments are overdue (due before 2026-11-22 and not yet submitted).',
    });
    expect(result.recommendations).toEqual(['Catch up on overdue assignments.']);
  });

  it('puts red alerts first and gives one recommendation per alert', () => {
    const result = evaluateTrafficLight(
      baseInput({ openAssignmentDueDays: ['2026-11-01'], checkIns: [checkIn('2026-11-20', { energy: 1 })] }),
    );
    expect(result.trafficLight).toBe('red');
    expect(result.alerts.map((alert) => alert.level)).toEqual(['red', 'yellow']);
    expect(result.recommendations).toEqual([
      'Discuss the low energy level rating before the next hard session.',
      'Catch up on overdue assignments.',
    ]);
  });
});

import fc from 'fast-check';
import { addDays } from '../calendar';
import { type DashboardInput, buildProgressDashboard } from './progress-dashboard';
import {
  CHRONIC_DAYS,
  type LoadedSession,
  dailyLoads,
  daysBetween,
  hasNoRestDay,
  historyDays,
  isTrainingDay,
  sessionLoad,
} from './load-rules';

/**
 * The day-window rules were rewritten on whole epoch days (issue 27: historyDays listed every day since
 * the player's first record, a year of addDays per dashboard). These are the previous implementations,
 * verbatim, and the new ones must answer exactly as they did.
 */
const previous = {
  dailyLoads(sessions: readonly LoadedSession[], end: string, days: number): number[] {
    const window = daysBetween(addDays(end, -(days - 1)), end);
    const byDay = new Map(window.map((day) => [day, 0]));
    for (const session of sessions) {
      const current = byDay.get(session.date);
      if (current !== undefined) byDay.set(session.date, current + sessionLoad(session));
    }
    return window.map((day) => byDay.get(day)!);
  },
  historyDays(firstRecordDay: string | null, asOf: string): number {
    if (!firstRecordDay || firstRecordDay > asOf) return 0;
    return Math.min(daysBetween(firstRecordDay, asOf).length, CHRONIC_DAYS);
  },
  hasNoRestDay(sessions: readonly LoadedSession[], asOf: string, days: number): boolean {
    if (days < 7) return false;
    return daysBetween(addDays(asOf, -6), asOf).every((day) => isTrainingDay(sessions, day));
  },
};

// Calendar days from 1900 to 2100, as every caller passes them (PostgreSQL's date::text, validated days).
const dayArb = fc.integer({ min: -25567, max: 47482 }).map((offset) => addDays('1970-01-01', offset));
const nearDayArb = (around: string, span: number) =>
  fc.integer({ min: -span, max: span }).map((offset) => addDays(around, offset));
const sessionsArb = (around: string) =>
  fc.array(
    fc.record({
      date: nearDayArb(around, 40),
      minutes: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
      rpe: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      type: fc.constantFrom('Team', 'Gym', 'Recovery', 'Game', 'Other'),
    }),
    { maxLength: 80 },
  );

describe('day-window load rules on epoch days (same answers as the day-by-day version)', () => {
  it('dailyLoads', () => {
    fc.assert(
      fc.property(
        dayArb.chain((end) => fc.tuple(fc.constant(end), sessionsArb(end), fc.integer({ min: -3, max: 60 }))),
        ([end, sessions, days]) => {
          expect(dailyLoads(sessions, end, days)).toEqual(previous.dailyLoads(sessions, end, days));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('historyDays', () => {
    fc.assert(
      fc.property(
        dayArb.chain((asOf) =>
          fc.tuple(fc.option(fc.oneof(nearDayArb(asOf, 60), nearDayArb(asOf, 3000)), { nil: null }), fc.constant(asOf)),
        ),
        ([first, asOf]) => {
          expect(historyDays(first, asOf)).toBe(previous.historyDays(first, asOf));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('hasNoRestDay', () => {
    // One entry a day or none around asOf (often every day trained), plus others, so both answers occur.
    const denseArb = dayArb.chain((asOf) =>
      fc.tuple(
        fc.constant(asOf),
        fc
          .tuple(
            fc.array(fc.constantFrom('Team', 'Gym', 'Recovery', 'none', 'Team', 'Game', 'Team'), {
              minLength: 9,
              maxLength: 9,
            }),
            fc.array(fc.record({ date: nearDayArb(asOf, 10), type: fc.constantFrom('Team', 'Recovery') }), {
              maxLength: 10,
            }),
          )
          .map(([daily, extra]) => [
            ...daily.flatMap((type, index) => (type === 'none' ? [] : [{ date: addDays(asOf, index - 7), type }])),
            ...extra,
          ])
          .map((rows) => rows.map((row) => ({ ...row, minutes: 60, rpe: 5 }))),
        fc.integer({ min: 0, max: 30 }),
      ),
    );
    let noRest = 0;
    fc.assert(
      fc.property(denseArb, ([asOf, sessions, days]) => {
        const answer = hasNoRestDay(sessions, asOf, days);
        if (answer) noRest += 1;
        expect(answer).toBe(previous.hasNoRestDay(sessions, asOf, days));
      }),
      { numRuns: 1000 },
    );
    expect(noRest).toBeGreaterThan(0);
  });
});

/** Deterministic rows (mulberry32), so the digest below does not depend on fast-check's generator. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dashboardInputs(count: number): DashboardInput[] {
  const random = randomOf(27);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  const inputs: DashboardInput[] = [];
  for (let n = 0; n < count; n += 1) {
    const weekStart = addDays('2024-01-01', 7 * int(0, 150));
    const today = random() < 0.5 ? undefined : addDays(weekStart, int(-3, 9));
    const sessions: DashboardInput['sessions'][number][] = [];
    const checkIns: DashboardInput['checkIns'][number][] = [];
    for (let day = addDays(weekStart, -40); day <= addDays(weekStart, 6); day = addDays(day, 1)) {
      for (let k = int(0, 2); k > 0; k -= 1) {
        sessions.push({
          id: `s${n}-${day}-${k}`,
          playerId: 'p',
          date: day,
          dayOfWeek: 'x',
          type: pick(['Team', 'Gym', 'Recovery', 'Game']),
          category: 'Team',
          minutes: random() < 0.1 ? null : int(1, 300),
          rpe: random() < 0.2 ? null : int(1, 10),
          notes: null,
          wellnessRating: null,
          createdAt: `${day}T${String(int(0, 23)).padStart(2, '0')}:00:00.000Z`,
        });
      }
      if (random() < 0.8) {
        const value = () => (random() < 0.1 ? null : int(1, 5));
        checkIns.push({
          id: `c${n}-${day}`,
          playerId: 'p',
          date: day,
          energy: int(1, 5),
          fatigue: int(1, 5),
          sleep: int(1, 5),
          motivation: int(1, 5),
          soreness: value(),
          mood: value(),
          comment: null,
          createdAt: `${day}T08:00:00.000Z`,
          updatedAt: `${day}T08:00:00.000Z`,
        });
      }
    }
    const firstRecordDay = random() < 0.1 ? null : addDays(weekStart, -int(-10, 900));
    const assignments = Array.from({ length: int(0, 4) }, () => ({
      status: pick(['approved', 'not_started', 'in_progress', 'submitted', 'needs_changes']),
      dueDate: random() < 0.3 ? null : addDays(weekStart, int(-20, 20)),
    }));
    inputs.push({
      playerId: 'p',
      weekStart,
      today,
      sessions: sessions.reverse(),
      checkIns: checkIns.reverse(),
      firstRecordDay,
      assignments,
    });
  }
  return inputs;
}

/** cyrb53, a 53-bit string hash (contracts stay browser-pure: no node:crypto here). */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

describe('buildProgressDashboard, byte for byte', () => {
  it('answers 400 generated weeks exactly as before the epoch-day rules (digests recorded with the previous build)', () => {
    const json = JSON.stringify(dashboardInputs(400).map(buildProgressDashboard));
    expect([json.length, hash53(json, 0), hash53(json, 27)]).toEqual([1544582, 76469433844803, 1852775235927343]);
  });
});

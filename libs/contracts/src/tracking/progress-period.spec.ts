import { addDays } from '../calendar';
import { playerPeriodRequestSchema } from '../player-period';
import { buildProgressDashboard } from './progress-dashboard';
import { periodWeekStarts, progressPeriodReadsFrom, progressPeriodWeeks } from './progress-period';
import { checkInRow, sessionRow } from './test-rows';

const PLAYER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const session = (date: string, minutes: number, rpe: number) => sessionRow(PLAYER, date, minutes, rpe);
const checkIn = (date: string, energy: number) => checkInRow(PLAYER, date, energy);

describe('a period of days (report periods)', () => {
  it('covers every Monday week that overlaps it', () => {
    // 2026-01-07 is a Wednesday; the period's 42nd day, 2026-02-17, a Tuesday.
    expect(periodWeekStarts('2026-01-07', '2026-02-17')).toEqual([
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
    ]);
    expect(periodWeekStarts('2026-11-16', '2026-11-16')).toEqual(['2026-11-16']);
  });

  it("reads from the first week's 28-day baseline", () => {
    expect(progressPeriodReadsFrom('2026-01-07')).toBe('2025-12-08'); // Monday 2026-01-05 − 28 days
  });

  it('accepts [start, end] up to 92 days, end not before start', () => {
    const parse = (start: string, end: string) => playerPeriodRequestSchema.safeParse({ playerId: PLAYER, start, end });
    expect(parse('2026-01-01', '2026-04-02').success).toBe(true); // 92 days
    expect(parse('2026-01-01', '2026-04-03').error?.issues[0]?.path).toEqual(['end']);
    expect(parse('2026-01-02', '2026-01-01').error?.issues[0]?.message).toBe('must not be before start');
    expect(parse('2026-02-30', '2026-03-01').success).toBe(false);
  });
});

describe('weekly lights of a period', () => {
  const sessions = [session('2026-10-20', 60, 5), session('2026-11-05', 90, 7), session('2026-11-17', 45, 6)];
  const checkIns = [checkIn('2026-11-05', 4), checkIn('2026-11-19', 1), checkIn('2026-11-21', 1)];
  const input = {
    playerId: PLAYER,
    start: '2026-11-04',
    end: '2026-11-20',
    sessions,
    checkIns,
    firstRecordDay: '2026-10-20',
    assignments: [{ status: 'in_progress', dueDate: '2026-11-25' }],
  };

  it('judges past weeks at their Sunday and the last at the period end, ignoring later days', () => {
    const weeks = progressPeriodWeeks(input);
    expect(weeks.map((week) => [week.weekStart, week.asOf])).toEqual([
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
      ['2026-11-16', '2026-11-20'],
    ]);
    expect(weeks[2]).toMatchObject({
      trafficLight: 'red',
      alerts: [expect.objectContaining({ message: 'Energy Level was rated 1 out of 5 on 2026-11-19.' })],
    });
  });

  it("gives each week the light that week's dashboard gives, from the rows the dashboard reader reads", () => {
    for (const week of progressPeriodWeeks(input)) {
      const weekEnd = addDays(week.weekStart, 6);
      const dashboard = buildProgressDashboard({
        playerId: PLAYER,
        weekStart: week.weekStart,
        today: week.asOf,
        sessions: sessions.filter((row) => row.date >= addDays(week.asOf, -27) && row.date <= weekEnd),
        checkIns: checkIns.filter((row) => row.date >= addDays(week.weekStart, -28) && row.date <= weekEnd),
        firstRecordDay: input.firstRecordDay,
        assignments: input.assignments,
      });
      expect({ trafficLight: week.trafficLight, alerts: week.alerts }).toEqual({
        trafficLight: dashboard.trafficLight,
        alerts: dashboard.alerts,
      });
    }
  });
});

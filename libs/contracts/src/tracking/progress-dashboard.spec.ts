import {
  assignmentCardText,
  wellnessCardText,
  assignmentCompletion,
  averageEnergy,
  buildProgressDashboard,
  hoursOf,
  isMonday,
  progressDashboardQuerySchema,
  progressWeekDays,
  progressWeekStartOf,
  referenceDay,
} from './progress-dashboard';
import { buildProgressTrends, chartDayLabel, progressTrendsQuerySchema, ratingValueText } from './progress-trends';
import { exportFileName, neutralizeCsvCell, trainingSessionCsvCells } from './csv-export';
import { checkInRow, sessionRow } from './test-rows';

const PLAYER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const at = '2026-11-20T10:00:00.000Z';

describe('progress week (spec §2.10, §9)', () => {
  it('runs Monday to Sunday around the selected date', () => {
    expect(progressWeekStartOf('2026-11-19')).toBe('2026-11-16'); // Thursday → Monday
    expect(progressWeekStartOf('2026-11-16')).toBe('2026-11-16');
    expect(progressWeekStartOf('2026-11-22')).toBe('2026-11-16'); // Sunday belongs to the week before
    expect(progressWeekDays('2026-11-16')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('accepts only a Monday as weekStart', () => {
    expect(isMonday('2026-11-16')).toBe(true);
    expect(progressDashboardQuerySchema.safeParse({ weekStart: '2026-11-16' }).success).toBe(true);
    expect(progressDashboardQuerySchema.safeParse({ weekStart: '2026-11-17' }).error?.issues[0]?.path).toEqual([
      'weekStart',
    ]);
    expect(progressDashboardQuerySchema.safeParse({}).success).toBe(false);
  });

  it.each([progressDashboardQuerySchema, progressTrendsQuerySchema])(
    'refuses a weekStart that is not a day, naming the field, without throwing (%#)',
    (schema) => {
      for (const weekStart of ['last-monday', 'NaN', 'true', '%FF', '', 'a'.repeat(5000), '2026-02-30']) {
        const result = schema.safeParse({ weekStart });
        expect({ weekStart, path: result.error?.issues.map((issue) => issue.path) }).toEqual({
          weekStart,
          path: [['weekStart']],
        });
      }
    },
  );

  it('judges the current week as of today, a past week at its Sunday, a future one at its Monday', () => {
    expect(referenceDay('2026-11-16', '2026-11-19')).toBe('2026-11-19');
    expect(referenceDay('2026-11-16', '2026-12-01')).toBe('2026-11-22');
    expect(referenceDay('2026-11-16', undefined)).toBe('2026-11-22');
    expect(referenceDay('2026-11-16', '2026-11-10')).toBe('2026-11-16');
  });
});

describe('summary cards', () => {
  it('completion is approved over total as a whole percentage', () => {
    expect(assignmentCompletion([])).toEqual({ completionRate: 0, completed: 0, total: 0 });
    expect(
      assignmentCompletion([
        { status: 'approved', dueDate: null },
        { status: 'submitted', dueDate: null },
        { status: 'not_started', dueDate: null },
      ]),
    ).toEqual({ completionRate: 33, completed: 1, total: 3 });
  });

  it('average energy and hours to one decimal', () => {
    expect(averageEnergy([])).toBe(0);
    expect(averageEnergy([{ energy: 4 }, { energy: 3 }, { energy: 3 }])).toBe(3.3);
    expect(hoursOf(95)).toBe('1.6');
    expect(hoursOf(0)).toBe('0.0');
  });
});

describe('dashboard', () => {
  const session = (date: string, minutes: number, rpe: number | null) => sessionRow(PLAYER, date, minutes, rpe);
  const checkIn = (date: string, energy: number) => checkInRow(PLAYER, date, energy);

  it('sums only the selected week and explains the light', () => {
    const dashboard = buildProgressDashboard({
      playerId: PLAYER,
      weekStart: '2026-11-16',
      today: '2026-11-20',
      sessions: [session('2026-11-15', 60, 5), session('2026-11-17', 45, 6), session('2026-11-19', 30, null)],
      checkIns: [checkIn('2026-11-18', 4), checkIn('2026-11-19', 1)],
      firstRecordDay: '2026-11-15',
      assignments: [
        { status: 'approved', dueDate: null },
        { status: 'in_progress', dueDate: '2026-11-25' },
      ],
    });
    expect(dashboard).toMatchObject({
      weekEnd: '2026-11-22',
      asOf: '2026-11-20',
      trainingLoad: { totalMinutes: 75, sessionCount: 2, load: 45 * 6 + 30 * 5 },
      assignmentCompletion: { completionRate: 50, completed: 1, total: 2 },
      wellnessTrends: { averageEnergy: 2.5, alerts: ['Energy Level was rated 1 out of 5 on 2026-11-19.'] },
      trafficLight: 'red',
      figures: { dataDays: 6, limitedData: true, acuteChronicRatio: null },
    });
    expect(dashboard.sessions.map((s) => s.date)).toEqual(['2026-11-19', '2026-11-17']);
    expect(dashboard.recommendations).toHaveLength(1);
  });
});

describe('trends', () => {
  it('gives 12 weekly loads ending with the selected week and 8 weeks of check-ins', () => {
    const trends = buildProgressTrends({
      weekStart: '2026-11-16',
      sessions: [
        { date: '2026-11-17', minutes: 60, rpe: 5, type: 'Team' },
        { date: '2026-08-31', minutes: 10, rpe: 2, type: 'Team' },
      ],
      checkIns: [
        { date: '2026-09-27', energy: 1, fatigue: 1, sleep: 1, motivation: 1 },
        { date: '2026-09-28', energy: 4, fatigue: 3, sleep: 3, motivation: 3 },
      ],
      firstRecordDay: '2026-08-31',
    });
    expect(trends.weeklyLoad).toHaveLength(12);
    expect(trends.weeklyLoad[0]).toEqual({ weekStart: '2026-08-31', load: 20, minutes: 10 });
    expect(trends.weeklyLoad[11]).toEqual({ weekStart: '2026-11-16', load: 300, minutes: 60 });
    // the 28 days to 22 Nov hold only the 300: chronic weekly 75, ratio 4 (21 days of data by then)
    expect(trends.acuteChronic[11]).toEqual({ weekStart: '2026-11-16', ratio: 4 });
    expect(trends.acuteChronic[0]).toEqual({ weekStart: '2026-08-31', ratio: null });
    expect(trends.wellness.map((point) => point.date)).toEqual(['2026-09-28']);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %p as %p', (value, expected) => {
    expect(neutralizeCsvCell(value)).toBe(expected);
  });

  it('leaves numbers and empty values alone', () => {
    expect(neutralizeCsvCell(-3)).toBe('-3');
    expect(neutralizeCsvCell(null)).toBe('');
  });

  it('writes a session row with its load, a missing rpe counting as 5', () => {
    expect(
      trainingSessionCsvCells({
        date: '2026-11-19',
        dayOfWeek: 'Thursday',
        type: 'Gym',
        category: 'Gym',
        minutes: 40,
        rpe: null,
        notes: null,
        wellnessRating: 3,
        createdAt: at,
      }),
    ).toEqual(['2026-11-19', 'Thursday', 'Gym', 'Gym', 40, null, 200, 3, null, at]);
  });

  it('names the file after the player and the day', () => {
    expect(exportFileName('training-sessions', 'Ána López', '2026-11-19')).toBe(
      'training-sessions-ana-lopez-2026-11-19.csv',
    );
    expect(exportFileName('wellness-logs', '"; rm', '2026-11-19')).toBe('wellness-logs-rm-2026-11-19.csv');
    expect(exportFileName('wellness-logs', '', '2026-11-19')).toBe('wellness-logs-player-2026-11-19.csv');
  });
});

describe('summary card texts', () => {
  it('says there are no assignments instead of 0% (0/0)', () => {
    expect(assignmentCardText({ completionRate: 0, completed: 0, total: 0 })).toEqual({
      value: 'None yet',
      hint: 'No assignments yet',
    });
    expect(assignmentCardText({ completionRate: 33, completed: 1, total: 3 })).toEqual({
      value: '33%',
      hint: '1/3 completed',
    });
  });

  it('shows the average energy out of 5, or that there was no check-in', () => {
    expect(wellnessCardText({ averageEnergy: 3.5, alerts: [] }, 2)).toEqual({
      value: '3.5/5',
      hint: 'Average energy this week',
    });
    expect(wellnessCardText({ averageEnergy: 0, alerts: [] }, 0).value).toBe('No check-ins');
  });
});

describe('chart labels and units', () => {
  it('labels a day "5 Jan" and gives ratings their unit', () => {
    expect(chartDayLabel('2026-01-05')).toBe('5 Jan');
    expect(chartDayLabel('2026-11-24')).toBe('24 Nov');
    expect(ratingValueText(4)).toBe('4/5');
  });
});

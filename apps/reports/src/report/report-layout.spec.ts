import type { ReportSnapshot } from './report-content.rules';
import {
  acuteChronicRatio,
  periodEndRatio,
  summarizeAssignments,
  weeklyLoad,
  weeklyWellness,
  weeklyWellnessItems,
} from './report-content.rules';
import { buildReportLayout, reportFileName } from './report-layout';
import { periodOf } from './report-period.rules';

const period = periodOf('2026-01-05', 1); // 2026-01-05 .. 2026-02-15

const TRAINING_LOGS: ReportSnapshot['trainingLogs'] = [
  { date: '2026-01-05', type: 'Technical', wellnessRating: 4 },
  { date: '2026-01-07', type: 'Match', wellnessRating: 2 },
  { date: '2026-01-13', type: 'Gym', wellnessRating: null },
  { date: '2026-02-15', type: 'Technical', wellnessRating: 5 },
  { date: '2026-02-16', type: 'Outside the period', wellnessRating: 1 },
];
/** The same entries read as sessions (one record, two readings: issue 26), logged without a duration. */
const LOG_SESSIONS: ReportSnapshot['sessions'] = TRAINING_LOGS.map(({ date, type }) => ({
  date,
  type,
  minutes: null,
  rpe: null,
}));

function snapshot(change: Partial<ReportSnapshot> = {}): ReportSnapshot {
  return {
    player: { playerId: '11111111-1111-4111-8111-111111111111', name: 'Ana Silva', team: null },
    period,
    generatedOn: '2026-02-16',
    trainingLogs: TRAINING_LOGS,
    assignments: [],
    sessions: LOG_SESSIONS,
    wellness: [],
    trafficLights: [],
    videos: [],
    coachComment: null,
    ...change,
  };
}

describe('report content', () => {
  it('counts sessions per week of the period', () => {
    expect(weeklyLoad(snapshot()).map((week) => [week.label, week.start, week.sessions, week.load])).toEqual([
      ['Wk 1', '2026-01-05', 2, 0],
      ['Wk 2', '2026-01-12', 1, 0],
      ['Wk 3', '2026-01-19', 0, 0],
      ['Wk 4', '2026-01-26', 0, 0],
      ['Wk 5', '2026-02-02', 0, 0],
      ['Wk 6', '2026-02-09', 1, 0],
    ]);
  });

  it('adds session load (RPE × minutes, a missing RPE counting 5) per week', () => {
    const weeks = weeklyLoad(
      snapshot({
        trainingLogs: [],
        sessions: [
          { date: '2026-01-04', minutes: 60, rpe: 8, type: 'Team' }, // before the period
          { date: '2026-01-05', minutes: 60, rpe: 6, type: 'Team' },
          { date: '2026-01-06', minutes: 30, rpe: null, type: 'Gym' },
          { date: '2026-02-15', minutes: 90, rpe: 7, type: 'Game' },
        ],
      }),
    );
    expect(weeks.map((week) => [week.sessions, week.load])).toEqual([
      [2, 510],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 630],
    ]);
  });

  it("takes tracking's acute:chronic ratio on the period's last day", () => {
    // 28 days of one 60-minute RPE-5 session a day (300 a day), then a last week at 600 a day.
    const sessions = Array.from({ length: 28 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 0, 19 + index)).toISOString().slice(0, 10);
      return { date, minutes: index >= 21 ? 120 : 60, rpe: 5, type: 'Team' };
    });
    // acute 7 × 600 = 4200; chronic weekly (21 × 300 + 4200) / 4 = 2625; ratio 1.6.
    expect(periodEndRatio({ period, sessions })).toBe(1.6);
    expect(periodEndRatio({ period, sessions: sessions.slice(14) })).toBeNull(); // 14 days of data
  });

  it('averages each wellness item per week and leaves out items never rated', () => {
    const day = (date: string, energy: number, soreness: number | null) => ({
      date,
      energy,
      fatigue: 3,
      sleep: 4,
      motivation: 5,
      soreness,
      mood: null,
    });
    const items = weeklyWellnessItems(
      snapshot({ wellness: [day('2026-01-05', 2, null), day('2026-01-06', 5, 1), day('2026-02-10', 4, null)] }),
    );
    expect(items.map((series) => series.item)).toEqual(['energy', 'fatigue', 'sleep', 'motivation', 'soreness']);
    expect(items[0]!.weeks).toEqual([3.5, null, null, null, null, 4]);
    expect(items[4]!.weeks).toEqual([1, null, null, null, null, null]);
  });

  it('divides the last week by the mean of the four before it', () => {
    expect(acuteChronicRatio([2, 1, 0, 0, 0, 1])).toBe(4); // 1 / ((1+0+0+0)/4)
    expect(acuteChronicRatio([4, 4, 4, 4, 6])).toBe(1.5);
    expect(acuteChronicRatio([3])).toBeNull();
    expect(acuteChronicRatio([0, 0, 2])).toBeNull();
  });

  it('averages wellness per week, null without ratings', () => {
    expect(weeklyWellness(snapshot())).toEqual([3, null, null, null, null, 5]);
  });

  it('sorts assignments into approved, waiting and overdue by their days in the period', () => {
    const summary = summarizeAssignments(
      snapshot({
        assignments: [
          {
            title: 'Wall passes',
            status: 'approved',
            dueDate: '2026-01-20',
            submittedAt: '2026-01-18T10:00:00.000Z',
            reviews: [{ toStatus: 'approved', note: 'Great left foot', at: '2026-01-19T09:00:00.000Z' }],
          },
          {
            title: 'Scanning',
            status: 'submitted',
            dueDate: null,
            submittedAt: '2026-02-10T10:00:00.000Z',
            reviews: [],
          },
          {
            title: 'Juggling',
            status: 'needs_changes',
            dueDate: '2026-02-01',
            submittedAt: null,
            reviews: [{ toStatus: 'needs_changes', note: 'Film it', at: '2026-01-30T09:00:00.000Z' }],
          },
          { title: 'Later', status: 'not_started', dueDate: '2026-03-01', submittedAt: null, reviews: [] },
        ],
      }),
    );
    expect(summary).toEqual({
      approved: [{ title: 'Wall passes', note: 'Great left foot', day: '2026-01-19' }],
      submitted: [{ title: 'Scanning', note: null, day: '2026-02-10' }],
      overdue: [{ title: 'Juggling', note: 'Film it', day: '2026-02-01' }],
    });
  });
});

describe('report layout', () => {
  it('names the file after the player and the period, in ASCII', () => {
    expect(reportFileName('Ana Sílva-Żak', '2026-01-05')).toBe('progress-report-ana-silva-zak-2026-01-05.pdf');
    expect(reportFileName('???', '2026-01-05')).toBe('progress-report-player-2026-01-05.pdf');
  });

  it('starts with the family page, then the details from a new page', () => {
    const layout = buildReportLayout(snapshot());
    expect(layout.title).toBe('Progress report: Ana Silva');
    const pageBreak = layout.blocks.findIndex((block) => block.kind === 'page-break');
    expect(layout.blocks.slice(0, pageBreak)).toEqual([
      { kind: 'heading', level: 1, text: "Ana Silva's progress report" },
      { kind: 'paragraph', text: '5 January – 15 February 2026 · report 1', muted: true },
      { kind: 'heading', level: 2, text: 'From the coach' },
      { kind: 'paragraph', text: 'The coach has not written a comment for this period.', muted: true },
      { kind: 'heading', level: 2, text: 'What went well' },
      {
        kind: 'paragraph',
        text: 'No work was approved and no feedback was given in this period. Handing in a task from the coach is a good way for Ana to get feedback.',
        muted: true,
      },
      { kind: 'heading', level: 2, text: 'What to work on next' },
      {
        kind: 'paragraph',
        text: 'No open tasks and nothing to watch out for: Ana can keep going as before.',
        muted: true,
      },
      { kind: 'heading', level: 2, text: 'Training regularly' },
      { kind: 'paragraph', text: '0.7 sessions a week on average (4 sessions in 6 weeks)', strong: true },
      {
        kind: 'paragraph',
        text: 'Ana trained in 3 of the 6 weeks; 3 weeks had no training logged. Sessions each week: 2, 1, 0, 0, 0, 1.',
      },
      {
        kind: 'paragraph',
        text: 'The charts and every detail, for you and the coach, follow on the next pages.',
        muted: true,
      },
    ]);
    const details = layout.blocks.slice(pageBreak + 1);
    expect(details.map((block) => block.kind)).toEqual([
      'heading',
      'facts',
      'heading',
      'paragraph',
      'bar-chart',
      'heading',
      'paragraph',
      'line-chart',
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'heading',
      'paragraph',
    ]);
    expect(details.at(-1)).toEqual({
      kind: 'paragraph',
      text: 'No video feedback was received in the period.',
      muted: true,
    });
    expect(details[1]).toEqual({
      kind: 'facts',
      rows: [
        ['Player', 'Ana Silva'],
        ['Team', 'Not set'],
        ['Period', 'Report 1: 5 January – 15 February 2026'],
        ['Made on', '16 February 2026'],
      ],
    });
    expect(details[3]).toEqual({
      kind: 'paragraph',
      text: '4 sessions logged in the period. In the last week Ana did 4.0 times the weekly number of sessions of the weeks before (around 1 is steady; above 1.5 is a sudden jump).',
    });
    expect(details[4]).toMatchObject({
      alt: 'Sessions per week: Wk 1 2, Wk 2 1, Wk 3 0, Wk 4 0, Wk 5 0, Wk 6 1.',
      axes: { x: 'Week starting (7-day weeks from the first day of the period)', y: 'Sessions' },
    });
    expect(details[6]).toEqual({
      kind: 'paragraph',
      text: 'Average wellness rating 4.0 out of 5 over 2 weeks with ratings.',
    });
    expect(details[7]).toMatchObject({ axes: { y: 'Rating, 1 (poor) to 5 (excellent)' } });
    expect(details[9]).toEqual({
      kind: 'paragraph',
      text: 'No traffic light was computed for the period.',
      muted: true,
    });
    expect(details[11]).toEqual({ kind: 'paragraph', text: '0 approved, 0 awaiting review, 0 overdue.' });
  });

  it('names both axes of every chart, the weeks by their first day', () => {
    const charts = buildReportLayout(
      snapshot({
        sessions: [...LOG_SESSIONS, { date: '2026-01-05', minutes: 60, rpe: 6, type: 'Team' }],
        wellness: [{ date: '2026-01-05', energy: 4, fatigue: 2, sleep: 3, motivation: 5, soreness: null, mood: null }],
      }),
    ).blocks.filter((block) => block.kind === 'bar-chart' || block.kind === 'line-chart');
    expect(charts).toHaveLength(5);
    for (const chart of charts) {
      expect(chart.axes.x).toMatch(/^Week starting/);
      expect(chart.axes.y).toMatch(/\(.+\)|^Sessions$/);
      expect(chart.chart.labels.map((label) => label.text)).toEqual([
        '5 Jan',
        '12 Jan',
        '19 Jan',
        '26 Jan',
        '2 Feb',
        '9 Feb',
      ]);
    }
    expect(charts[0]!.axes.y).toBe('Training load (RPE × minutes)');
  });

  it('charts session load, one small chart per wellness item, and lists the weekly traffic lights in plain words', () => {
    const layout = buildReportLayout(
      snapshot({
        sessions: [...LOG_SESSIONS, { date: '2026-01-05', minutes: 60, rpe: 6, type: 'Team' }],
        wellness: [{ date: '2026-01-05', energy: 4, fatigue: 2, sleep: 3, motivation: 5, soreness: null, mood: null }],
        trafficLights: [
          { weekStart: '2026-01-05', trafficLight: 'green', alerts: [] },
          {
            weekStart: '2026-01-12',
            trafficLight: 'red',
            alerts: [
              { rule: 'no-rest-day', message: 'No rest day in the last 7 days.', figures: {} },
              { rule: 'new-kind', message: 'Something new.', figures: {} },
            ],
          },
        ],
      }),
    );
    const details = layout.blocks.slice(layout.blocks.findIndex((block) => block.kind === 'page-break') + 1);
    expect(details[3]).toEqual({
      kind: 'paragraph',
      text: "5 sessions logged in the period. Training load is how hard a session felt (RPE, 1 to 10) multiplied by its minutes: the period's total was 360 (RPE × minutes). There are not enough earlier weeks yet to compare the last week with.",
    });
    expect(details[4]).toMatchObject({
      alt: 'Training load per week (RPE × minutes): Wk 1 360, Wk 2 0, Wk 3 0, Wk 4 0, Wk 5 0, Wk 6 0.',
    });
    const charts = layout.blocks.filter((block) => block.kind === 'line-chart');
    expect(charts.map((block) => block.alt.split(':')[0])).toEqual([
      'Energy Level per week',
      'Fatigue per week',
      'Sleep Quality per week',
      'Motivation per week',
    ]);
    expect(layout.blocks).toContainEqual({
      kind: 'list',
      items: [
        'Week of 5 January: green',
        'Week of 12 January: red — Ana trained every day for a week without a day off. Rest days are part of training: plan at least one each week. Something new.',
      ],
    });
    // The family page says the known kind once, and leaves the unknown one to the details.
    expect(layout.blocks[7]).toEqual({
      kind: 'list',
      items: [
        'Ana trained every day for a week without a day off. Rest days are part of training: plan at least one each week.',
      ],
    });
  });

  it("puts the coach's comment first on the family page", () => {
    const layout = buildReportLayout(
      snapshot({ coachComment: 'Great commitment this block; keep working on the left foot.' }),
    );
    expect(layout.blocks.slice(2, 4)).toEqual([
      { kind: 'heading', level: 2, text: 'From the coach' },
      { kind: 'paragraph', text: 'Great commitment this block; keep working on the left foot.' },
    ]);
  });

  it('lists what went well and what comes next on the family page, the rest in the details', () => {
    const layout = buildReportLayout(
      snapshot({
        assignments: [
          {
            title: 'Wall passes',
            status: 'approved',
            dueDate: '2026-01-20',
            submittedAt: '2026-01-18T10:00:00.000Z',
            reviews: [{ toStatus: 'approved', note: 'Great left foot', at: '2026-01-19T09:00:00.000Z' }],
          },
          { title: 'Sprint starts', status: 'not_started', dueDate: '2026-02-20', submittedAt: null, reviews: [] },
        ],
      }),
    );
    expect(layout.blocks[5]).toEqual({
      kind: 'list',
      items: ['The coach approved “Wall passes” on 19 January. The coach said: “Great left foot”.'],
    });
    expect(layout.blocks[7]).toEqual({ kind: 'list', items: ['Finish “Sprint starts” by 20 February.'] });
    expect(layout.blocks).toContainEqual({
      kind: 'list',
      items: ["Wall passes (approved 19 January) — Coach's note: Great left foot"],
    });
  });

  it('lists each video with feedback: title and status, then the summary and the timed comments', () => {
    const layout = buildReportLayout(
      snapshot({
        videos: [
          {
            title: 'Cup final',
            status: 'Reviewed',
            summary: 'Strong pressing.',
            comments: [{ at: '1:05', text: 'Check your shoulder.' }],
          },
          { title: 'Drill', status: 'Reviewed', summary: null, comments: [] },
        ],
      }),
    );
    const start = layout.blocks.findIndex((block) => block.kind === 'heading' && block.text === 'Video feedback');
    expect(layout.blocks.slice(start + 1)).toEqual([
      { kind: 'paragraph', text: 'Cup final (Reviewed)', strong: true },
      { kind: 'list', items: ['Summary: Strong pressing.', 'At 1:05: Check your shoulder.'] },
      { kind: 'paragraph', text: 'Drill (Reviewed)', strong: true },
    ]);
  });
});

import type { ReportSnapshot } from './report-content.rules';
import { acuteChronicRatio, summarizeAssignments, weeklyLoad, weeklyWellness } from './report-content.rules';
import { buildReportLayout, reportFileName } from './report-layout';
import { periodOf } from './report-period.rules';

const period = periodOf('2026-01-05', 1); // 2026-01-05 .. 2026-02-15

function snapshot(change: Partial<ReportSnapshot> = {}): ReportSnapshot {
  return {
    player: { playerId: '11111111-1111-4111-8111-111111111111', name: 'Ana Silva', team: null },
    period,
    generatedOn: '2026-02-16',
    trainingLogs: [
      { date: '2026-01-05', type: 'Technical', wellnessRating: 4 },
      { date: '2026-01-07', type: 'Match', wellnessRating: 2 },
      { date: '2026-01-13', type: 'Gym', wellnessRating: null },
      { date: '2026-02-15', type: 'Technical', wellnessRating: 5 },
      { date: '2026-02-16', type: 'Outside the period', wellnessRating: 1 },
    ],
    assignments: [],
    ...change,
  };
}

describe('report content', () => {
  it('counts sessions per week of the period', () => {
    expect(weeklyLoad(snapshot()).map((week) => [week.label, week.start, week.sessions])).toEqual([
      ['Wk 1', '2026-01-05', 2],
      ['Wk 2', '2026-01-12', 1],
      ['Wk 3', '2026-01-19', 0],
      ['Wk 4', '2026-01-26', 0],
      ['Wk 5', '2026-02-02', 0],
      ['Wk 6', '2026-02-09', 1],
    ]);
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

  it('lays out the title, facts, both charts with alt text and the assignment counts', () => {
    const layout = buildReportLayout(snapshot());
    expect(layout.title).toBe('Progress report: Ana Silva');
    expect(layout.blocks.map((block) => block.kind)).toEqual([
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
    ]);
    expect(layout.blocks[1]).toEqual({
      kind: 'facts',
      rows: [
        ['Player', 'Ana Silva'],
        ['Team', 'Not set'],
        ['Period', '1 (2026-01-05 to 2026-02-15)'],
        ['Generated', '2026-02-16'],
      ],
    });
    expect(layout.blocks[3]).toEqual({
      kind: 'paragraph',
      text: '4 sessions logged in the period. Acute:chronic ratio (last week against the four before): 4.00.',
    });
    expect(layout.blocks[4]).toMatchObject({
      alt: 'Sessions per week: Wk 1 2, Wk 2 1, Wk 3 0, Wk 4 0, Wk 5 0, Wk 6 1.',
    });
    expect(layout.blocks[6]).toEqual({
      kind: 'paragraph',
      text: 'Average wellness rating 4.0 out of 5 over 2 weeks with ratings.',
    });
    expect(layout.blocks[9]).toEqual({ kind: 'paragraph', text: '0 approved, 0 awaiting review, 0 overdue.' });
  });
});

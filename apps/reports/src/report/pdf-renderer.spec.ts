import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderReportPdf } from './pdf-renderer';
import type { ReportSnapshot } from './report-content.rules';
import { buildReportLayout } from './report-layout';
import { periodOf } from './report-period.rules';

const period = periodOf('2026-10-14', 1); // 14 October – 24 November 2026

/** A realistic six weeks of one player: sessions with load, check-ins, alerts, assignments, videos. */
function sampleSnapshot(): ReportSnapshot {
  const sessions = Array.from({ length: 42 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 14 + index)).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { date, weekday, index };
  })
    .filter(({ weekday, index }) => [1, 3, 6].includes(weekday) || (index >= 35 && weekday !== 0))
    .filter(({ index }) => index < 14 || index >= 21)
    .map(({ date, index }) => ({ date, minutes: index >= 35 ? 75 : 60, rpe: index >= 35 ? 7 : 5, type: 'Team' }));
  const checkIn = (date: string, energy: number, sleep: number) => ({
    date,
    energy,
    fatigue: 3,
    sleep,
    motivation: 4,
    soreness: null,
    mood: null,
  });
  return {
    player: { playerId: '11111111-1111-4111-8111-111111111111', name: 'Mia Jensen', team: 'U12 Blue' },
    period,
    generatedOn: '2026-11-25',
    trainingLogs: [],
    sessions,
    wellness: [
      checkIn('2026-10-15', 4, 4),
      checkIn('2026-10-22', 4, 3),
      checkIn('2026-10-29', 3, 4),
      checkIn('2026-11-12', 4, 4),
      checkIn('2026-11-19', 1, 2),
    ],
    trafficLights: [
      { weekStart: '2026-10-12', trafficLight: 'green', alerts: [] },
      { weekStart: '2026-10-19', trafficLight: 'green', alerts: [] },
      {
        weekStart: '2026-11-16',
        trafficLight: 'red',
        alerts: [
          {
            rule: 'acwr-high',
            message:
              'Acute:chronic load ratio is 1.62 (7-day load 2450 vs 28-day weekly average 1512), at or above 1.5.',
            figures: { ratio: 1.62, acuteLoad: 2450, chronicWeeklyLoad: 1512 },
          },
          {
            rule: 'wellness-item-at-1',
            message: 'Energy Level was rated 1 out of 5 on 2026-11-19.',
            figures: { item: 'energy', value: 1, date: '2026-11-19' },
          },
        ],
      },
      {
        weekStart: '2026-11-23',
        trafficLight: 'yellow',
        alerts: [
          {
            rule: 'no-rest-day',
            message: 'No rest day in the last 7 days (training logged every day from 2026-11-17 to 2026-11-23).',
            figures: { from: '2026-11-17', to: '2026-11-23' },
          },
        ],
      },
    ],
    assignments: [
      {
        title: 'Weak-foot wall passes',
        status: 'approved',
        dueDate: '2026-10-30',
        submittedAt: '2026-10-27T16:00:00.000Z',
        reviews: [
          { toStatus: 'approved', note: 'Much cleaner first touch with the left.', at: '2026-10-28T09:00:00.000Z' },
        ],
      },
      {
        title: 'Scanning before receiving',
        status: 'submitted',
        dueDate: '2026-11-27',
        submittedAt: '2026-11-20T18:00:00.000Z',
        reviews: [],
      },
      {
        title: 'Juggling: 30 in a row',
        status: 'needs_changes',
        dueDate: '2026-11-13',
        submittedAt: '2026-11-10T17:00:00.000Z',
        reviews: [
          {
            toStatus: 'needs_changes',
            note: 'Film it from the side so I can see your ankle.',
            at: '2026-11-11T08:00:00.000Z',
          },
        ],
      },
      { title: 'Sprint starts', status: 'not_started', dueDate: '2026-11-20', submittedAt: null, reviews: [] },
      { title: 'Rondo positioning', status: 'in_progress', dueDate: '2026-12-04', submittedAt: null, reviews: [] },
    ],
    videos: [
      {
        title: 'Cup match vs Rovers',
        status: 'Reviewed',
        summary: 'Strong pressing; take one more look before the final pass.',
        comments: [
          { at: '1:23', text: 'Check your shoulder before receiving.' },
          { at: '4:10', text: 'Great recovery run.' },
        ],
      },
    ],
    coachComment:
      'Mia has grown a lot in confidence this block: she talks on the pitch and asks for the ball. Next we work on her left foot and on resting well between sessions.',
  };
}

function pages(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  // REPORT_SAMPLE_DIR=<dir> keeps the sample for a look (pdftoppm -png -r 60).
  if (process.env.REPORT_SAMPLE_DIR) writeFileSync(join(process.env.REPORT_SAMPLE_DIR, 'sample-report.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
}

describe('the rendered report', () => {
  it('speaks to the family on page 1 and puts the charts, with named axes, from page 2', async () => {
    const text = pages(await renderReportPdf(buildReportLayout(sampleSnapshot()), new Date('2026-11-25T06:00:00Z')));
    const [first, second] = text as [string, string];
    for (const words of [
      "Mia Jensen's progress report",
      'U12 Blue · 14 October – 24 November 2026 · report 1',
      'From the coach',
      'Mia has grown a lot in confidence',
      'What went well',
      'The coach approved “Weak-foot wall passes” on 28 October.',
      'What to work on next',
      'Improve “Juggling: 30 in a row” as the coach asked',
      'Finish “Sprint starts”: it was due on 20 November.',
      'Mia trained a lot more than usual in one week.',
      'On Thursday 19 November, Mia had very little energy',
      'Training regularly',
      'sessions a week on average',
    ])
      expect(first.replace(/\s+/g, ' ')).toContain(words);
    expect(first).not.toMatch(/acute|chronic|ratio|load \d/i);
    expect(first).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const words of ['The details', 'Training load (RPE × minutes)', 'Week starting', 'Rating, 1 (poor) to 5'])
      expect(second.replace(/\s+/g, ' ')).toContain(words);
  });
});

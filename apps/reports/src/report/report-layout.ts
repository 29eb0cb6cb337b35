import { type BarChartGeometry, type LineChartGeometry, barChart, lineChart } from './chart-scales';
import { WELLNESS_ITEM_LABELS, humanDateRange, humanDay } from '@portal/contracts';
import {
  alertSentence,
  capped,
  consistency,
  familyAlertSentences,
  firstName,
  nextStepItems,
  periodLine,
  possessive,
  wentWellItems,
} from './family-page.rules';
import {
  type AssignmentLine,
  type ReportSnapshot,
  acuteChronicRatio,
  periodEndRatio,
  summarizeAssignments,
  weeklyLoad,
  weeklyWellness,
  weeklyWellnessItems,
} from './report-content.rules';

/** A4 in PDF points, with the margins the renderer uses. */
export const A4 = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = A4.width - 2 * A4.margin;
const CHART_BOX = { width: CONTENT_WIDTH, height: 170 };
const SMALL_CHART_BOX = { width: CONTENT_WIDTH, height: 96 };

/** What the renderer draws, top to bottom; every block is tagged (H1, H2, P, L, Figure with alt text). */
export type ReportBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string; muted?: boolean; strong?: boolean }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'list'; items: string[] }
  | { kind: 'page-break' }
  | { kind: 'bar-chart'; alt: string; axes: ChartAxes; chart: BarChartGeometry }
  | { kind: 'line-chart'; alt: string; axes: ChartAxes; chart: LineChartGeometry };

/** Every chart names what each axis counts, with its unit. */
export interface ChartAxes {
  x: string;
  y: string;
}

/** The x axis of every chart: 7-day weeks from the period's first day, labelled by their first day. */
const WEEK_AXIS = 'Week starting (7-day weeks from the first day of the period)';
const RATING_AXIS = 'Rating, 1 (poor) to 5 (excellent)';

/** How many lines each list on the family page shows before pointing to the details. */
const FAMILY_LIST_LIMIT = 5;

export interface ReportLayout {
  title: string;
  /** The download name: `progress-report-<name>-<period start>.pdf`, ASCII only. */
  fileName: string;
  blocks: ReportBlock[];
}

export function reportFileName(playerName: string, periodStart: string): string {
  const slug =
    playerName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'player';
  return `progress-report-${slug}-${periodStart}.pdf`;
}

function assignmentItems(lines: AssignmentLine[], what: string): string[] {
  return lines.map(
    (line) =>
      `${line.title} (${what} ${humanDay(line.day, { year: false })})${line.note ? ` — Coach's note: ${line.note}` : ''}`,
  );
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function videoBlocks(videos: ReportSnapshot['videos']): ReportBlock[] {
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 2, text: 'Video feedback' }];
  if (videos.length === 0)
    return [...blocks, { kind: 'paragraph', text: 'No video feedback was received in the period.', muted: true }];
  for (const video of videos) {
    const items = [
      ...(video.summary ? [`Summary: ${video.summary}`] : []),
      ...video.comments.map((comment) => `At ${comment.at}: ${comment.text}`),
    ];
    blocks.push({ kind: 'paragraph', text: `${video.title} (${video.status})`, strong: true });
    if (items.length > 0) blocks.push({ kind: 'list', items });
  }
  return blocks;
}

/**
 * The first page, written for the family (a parent and the child read it together): the coach's
 * comment, what went well, what to work on next (open assignments, the period's alerts in plain
 * words) and how regularly the child trained. The details follow on the next pages.
 */
export function familyPageBlocks(snapshot: ReportSnapshot): ReportBlock[] {
  const { player, period } = snapshot;
  const name = firstName(player.name);
  const summary = summarizeAssignments(snapshot);
  const wentWell = wentWellItems(summary, snapshot.videos, name);
  const next = [
    ...nextStepItems(snapshot.assignments, snapshot.generatedOn),
    ...familyAlertSentences(snapshot.trafficLights, name),
  ];
  const regular = consistency(weeklyLoad(snapshot), name);
  return [
    { kind: 'heading', level: 1, text: `${possessive(player.name)} progress report` },
    { kind: 'paragraph', text: periodLine(period, player.team), muted: true },
    { kind: 'heading', level: 2, text: 'From the coach' },
    snapshot.coachComment
      ? { kind: 'paragraph', text: snapshot.coachComment }
      : { kind: 'paragraph', text: 'The coach has not written a comment for this period.', muted: true },
    { kind: 'heading', level: 2, text: 'What went well' },
    wentWell.length > 0
      ? { kind: 'list', items: capped(wentWell, FAMILY_LIST_LIMIT) }
      : {
          kind: 'paragraph',
          text: `No work was approved and no feedback was given in this period. Handing in a task from the coach is a good way for ${name} to get feedback.`,
          muted: true,
        },
    { kind: 'heading', level: 2, text: 'What to work on next' },
    next.length > 0
      ? { kind: 'list', items: capped(next, FAMILY_LIST_LIMIT + 1) }
      : {
          kind: 'paragraph',
          text: `No open tasks and nothing to watch out for: ${name} can keep going as before.`,
          muted: true,
        },
    { kind: 'heading', level: 2, text: 'Training regularly' },
    { kind: 'paragraph', text: regular.headline, strong: true },
    { kind: 'paragraph', text: regular.sentence },
    {
      kind: 'paragraph',
      text: 'The charts and every detail, for you and the coach, follow on the next pages.',
      muted: true,
    },
  ];
}

/**
 * The report's content as blocks, from a snapshot: the family page, then the details (facts, charts
 * with both axes named, traffic lights, assignments, video feedback) from page 2.
 */
export function buildReportLayout(snapshot: ReportSnapshot): ReportLayout {
  const { player, period } = snapshot;
  const name = firstName(player.name);
  const weeks = weeklyLoad(snapshot);
  const labels = weeks.map((week) => week.label);
  const axisLabels = weeks.map((week) => shortDay(week.start));
  const sessions = weeks.map((week) => week.sessions);
  const total = sessions.reduce((sum, value) => sum + value, 0);
  // Load needs minutes: Training entries logged without a duration are sessions without load (issue 26).
  const withLoad = snapshot.sessions.some((session) => session.minutes !== null);
  // Tracking's ratio from session loads; the simple model (training logs only) compares weekly counts.
  const ratio = withLoad ? periodEndRatio(snapshot) : acuteChronicRatio(sessions);
  const items = weeklyWellnessItems(snapshot);
  const wellness = weeklyWellness(snapshot);
  const rated = wellness.filter((value): value is number => value !== null);
  const assignments = summarizeAssignments(snapshot);
  const title = `Progress report: ${player.name}`;
  const bars = withLoad ? weeks.map((week) => week.load) : sessions;
  const barName = withLoad ? 'Training load per week (RPE × minutes)' : 'Sessions per week';
  const totalLoad = bars.reduce((sum, value) => sum + value, 0);

  const blocks: ReportBlock[] = [
    ...familyPageBlocks(snapshot),
    { kind: 'page-break' },
    { kind: 'heading', level: 1, text: 'The details' },
    {
      kind: 'facts',
      rows: [
        ['Player', player.name],
        ['Team', player.team ?? 'Not set'],
        ['Period', `Report ${period.number}: ${humanDateRange(period.start, period.end)}`],
        ['Made on', humanDay(snapshot.generatedOn)],
      ],
    },
    { kind: 'heading', level: 2, text: 'Training' },
    {
      kind: 'paragraph',
      text:
        `${plural(total, 'session')} logged in the period.` +
        (withLoad
          ? ` Training load is how hard a session felt (RPE, 1 to 10) multiplied by its minutes: the period's total was ${totalLoad.toLocaleString('en-GB')} (RPE × minutes).`
          : '') +
        (ratio === null
          ? ' There are not enough earlier weeks yet to compare the last week with.'
          : ` In the last week ${name} did ${ratio.toFixed(1)} times the weekly ${withLoad ? 'load' : 'number of sessions'} of the weeks before (around 1 is steady; above 1.5 is a sudden jump).`),
    },
    {
      kind: 'bar-chart',
      alt: `${barName}: ${weeks.map((week, index) => `${week.label} ${bars[index]}`).join(', ')}.`,
      axes: { x: WEEK_AXIS, y: withLoad ? 'Training load (RPE × minutes)' : 'Sessions' },
      chart: barChart(bars, axisLabels, CHART_BOX),
    },
    { kind: 'heading', level: 2, text: 'Wellness' },
  ];
  if (items.length > 0) {
    blocks.push({ kind: 'paragraph', text: 'Weekly average of each check-in item, from 1 (poor) to 5 (excellent).' });
    for (const series of items) {
      const label = WELLNESS_ITEM_LABELS[series.item];
      blocks.push(
        { kind: 'paragraph', text: label },
        {
          kind: 'line-chart',
          alt: `${label} per week: ${labels.map((week, index) => `${week} ${series.weeks[index] ?? 'no check-in'}`).join(', ')}.`,
          axes: { x: WEEK_AXIS, y: RATING_AXIS },
          chart: lineChart(series.weeks, axisLabels, { min: 1, max: 5 }, SMALL_CHART_BOX),
        },
      );
    }
  } else {
    blocks.push(
      rated.length === 0
        ? { kind: 'paragraph', text: 'No wellness ratings were logged in the period.', muted: true }
        : {
            kind: 'paragraph',
            text: `Average wellness rating ${(rated.reduce((sum, value) => sum + value, 0) / rated.length).toFixed(1)} out of 5 over ${plural(rated.length, 'week')} with ratings.`,
          },
      {
        kind: 'line-chart',
        alt: `Mean wellness rating per week (1 to 5): ${labels
          .map((week, index) => `${week} ${wellness[index] ?? 'no rating'}`)
          .join(', ')}.`,
        axes: { x: WEEK_AXIS, y: RATING_AXIS },
        chart: lineChart(wellness, axisLabels, { min: 1, max: 5 }, { ...CHART_BOX, height: 140 }),
      },
    );
  }
  blocks.push({ kind: 'heading', level: 2, text: 'Traffic light' });
  blocks.push(
    snapshot.trafficLights.length === 0
      ? { kind: 'paragraph', text: 'No traffic light was computed for the period.', muted: true }
      : {
          kind: 'list',
          items: snapshot.trafficLights.map((week) => {
            const reasons = week.alerts.map((alert) => alertSentence(alert, name) ?? alert.message);
            return `Week of ${humanDay(week.weekStart, { year: false })}: ${week.trafficLight}${reasons.length ? ` — ${reasons.join(' ')}` : ''}`;
          }),
        },
  );
  blocks.push(
    { kind: 'heading', level: 2, text: 'Assignments' },
    {
      kind: 'paragraph',
      text: `${assignments.approved.length} approved, ${assignments.submitted.length} awaiting review, ${assignments.overdue.length} overdue.`,
    },
  );
  const lists: [AssignmentLine[], string, string][] = [
    [assignments.approved, 'Approved', 'approved'],
    [assignments.submitted, 'Submitted, awaiting review', 'submitted'],
    [assignments.overdue, 'Overdue', 'due'],
  ];
  for (const [lines, heading, what] of lists) {
    if (lines.length === 0) continue;
    blocks.push({ kind: 'paragraph', text: heading }, { kind: 'list', items: assignmentItems(lines, what) });
  }
  blocks.push(...videoBlocks(snapshot.videos));
  return { title, fileName: reportFileName(player.name, period.start), blocks };
}

/** A week's first day on an axis: "5 Jan". */
function shortDay(day: string): string {
  const [date, month] = humanDay(day, { year: false }).split(' ') as [string, string];
  return `${date} ${month.slice(0, 3)}`;
}

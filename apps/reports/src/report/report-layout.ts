import { type BarChartGeometry, type LineChartGeometry, barChart, lineChart } from './chart-scales';
import { WELLNESS_ITEM_LABELS } from '@portal/contracts';
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
  | { kind: 'bar-chart'; alt: string; chart: BarChartGeometry }
  | { kind: 'line-chart'; alt: string; chart: LineChartGeometry };

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
  return lines.map((line) => `${line.title} (${what} ${line.day})${line.note ? ` — Coach's note: ${line.note}` : ''}`);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
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
 * The report's content as blocks, from a snapshot. The coach's comment comes first after the facts
 * when one was written for the period, and is absent otherwise.
 */
export function buildReportLayout(snapshot: ReportSnapshot): ReportLayout {
  const { player, period } = snapshot;
  const weeks = weeklyLoad(snapshot);
  const labels = weeks.map((week) => week.label);
  const sessions = weeks.map((week) => week.sessions);
  const total = sessions.reduce((sum, value) => sum + value, 0);
  const withLoad = snapshot.sessions.length > 0;
  // Tracking's ratio from session loads; the simple model (training logs only) compares weekly counts.
  const ratio = withLoad ? periodEndRatio(snapshot) : acuteChronicRatio(sessions);
  const items = weeklyWellnessItems(snapshot);
  const wellness = weeklyWellness(snapshot);
  const rated = wellness.filter((value): value is number => value !== null);
  const assignments = summarizeAssignments(snapshot);
  const title = `Progress report: ${player.name}`;
  const bars = withLoad ? weeks.map((week) => week.load) : sessions;
  const barName = withLoad ? 'Training load per week (RPE × minutes)' : 'Sessions per week';

  const blocks: ReportBlock[] = [
    { kind: 'heading', level: 1, text: title },
    {
      kind: 'facts',
      rows: [
        ['Player', player.name],
        ['Team', player.team ?? 'Not set'],
        ['Period', `${period.number} (${period.start} to ${period.end})`],
        ['Generated', snapshot.generatedOn],
      ],
    },
    ...(snapshot.coachComment
      ? ([
          { kind: 'heading', level: 2, text: "Coach's comment" },
          { kind: 'paragraph', text: snapshot.coachComment },
        ] satisfies ReportBlock[])
      : []),
    { kind: 'heading', level: 2, text: 'Training load' },
    {
      kind: 'paragraph',
      text:
        `${plural(total, 'session')} logged in the period` +
        (withLoad ? `, total load ${bars.reduce((sum, value) => sum + value, 0)}. ` : '. ') +
        (ratio === null
          ? 'Acute:chronic ratio: not enough earlier weeks to compare.'
          : `Acute:chronic ratio at the end of the period: ${ratio.toFixed(2)}.`),
    },
    {
      kind: 'bar-chart',
      alt: `${barName}: ${weeks.map((week, index) => `${week.label} ${bars[index]}`).join(', ')}.`,
      chart: barChart(bars, labels, CHART_BOX),
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
          chart: lineChart(series.weeks, labels, { min: 1, max: 5 }, SMALL_CHART_BOX),
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
        chart: lineChart(wellness, labels, { min: 1, max: 5 }, { ...CHART_BOX, height: 140 }),
      },
    );
  }
  blocks.push({ kind: 'heading', level: 2, text: 'Traffic light' });
  blocks.push(
    snapshot.trafficLights.length === 0
      ? { kind: 'paragraph', text: 'No traffic light was computed for the period.', muted: true }
      : {
          kind: 'list',
          items: snapshot.trafficLights.map(
            (week) =>
              `Week of ${week.weekStart}: ${capitalize(week.trafficLight)}${week.alerts.length ? ` — ${week.alerts.join(' ')}` : ''}`,
          ),
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

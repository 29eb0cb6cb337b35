import { type BarChartGeometry, type LineChartGeometry, barChart, lineChart } from './chart-scales';
import {
  type AssignmentLine,
  type ReportSnapshot,
  acuteChronicRatio,
  summarizeAssignments,
  weeklyLoad,
  weeklyWellness,
} from './report-content.rules';

/** A4 in PDF points, with the margins the renderer uses. */
export const A4 = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = A4.width - 2 * A4.margin;
const CHART_BOX = { width: CONTENT_WIDTH, height: 170 };

/** What the renderer draws, top to bottom; every block is tagged (H1, H2, P, L, Figure with alt text). */
export type ReportBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string; muted?: boolean }
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

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The report's content as blocks, from a snapshot. Sections whose data no service provides yet
 * (video feedback, traffic lights, the coach's comment) are absent rather than shown empty.
 */
export function buildReportLayout(snapshot: ReportSnapshot): ReportLayout {
  const { player, period } = snapshot;
  const weeks = weeklyLoad(snapshot);
  const sessions = weeks.map((week) => week.sessions);
  const ratio = acuteChronicRatio(sessions);
  const wellness = weeklyWellness(snapshot);
  const rated = wellness.filter((value): value is number => value !== null);
  const assignments = summarizeAssignments(snapshot);
  const total = sessions.reduce((sum, value) => sum + value, 0);
  const title = `Progress report: ${player.name}`;

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
    { kind: 'heading', level: 2, text: 'Training load' },
    {
      kind: 'paragraph',
      text:
        `${plural(total, 'session')} logged in the period. ` +
        (ratio === null
          ? 'Acute:chronic ratio: not enough earlier weeks to compare.'
          : `Acute:chronic ratio (last week against the four before): ${ratio.toFixed(2)}.`),
    },
    {
      kind: 'bar-chart',
      alt: `Sessions per week: ${weeks.map((week) => `${week.label} ${week.sessions}`).join(', ')}.`,
      chart: barChart(
        sessions,
        weeks.map((week) => week.label),
        CHART_BOX,
      ),
    },
    { kind: 'heading', level: 2, text: 'Wellness' },
    rated.length === 0
      ? { kind: 'paragraph', text: 'No wellness ratings were logged in the period.', muted: true }
      : {
          kind: 'paragraph',
          text: `Average wellness rating ${(rated.reduce((sum, value) => sum + value, 0) / rated.length).toFixed(1)} out of 5 over ${plural(rated.length, 'week')} with ratings.`,
        },
    {
      kind: 'line-chart',
      alt: `Mean wellness rating per week (1 to 5): ${weeks
        .map((week, index) => `${week.label} ${wellness[index] ?? 'no rating'}`)
        .join(', ')}.`,
      chart: lineChart(
        wellness,
        weeks.map((week) => week.label),
        { min: 1, max: 5 },
        { ...CHART_BOX, height: 140 },
      ),
    },
    { kind: 'heading', level: 2, text: 'Assignments' },
    {
      kind: 'paragraph',
      text: `${assignments.approved.length} approved, ${assignments.submitted.length} awaiting review, ${assignments.overdue.length} overdue.`,
    },
  ];
  const lists: [AssignmentLine[], string, string][] = [
    [assignments.approved, 'Approved', 'approved'],
    [assignments.submitted, 'Submitted, awaiting review', 'submitted'],
    [assignments.overdue, 'Overdue', 'due'],
  ];
  for (const [lines, heading, what] of lists) {
    if (lines.length === 0) continue;
    blocks.push({ kind: 'paragraph', text: heading }, { kind: 'list', items: assignmentItems(lines, what) });
  }
  return { title, fileName: reportFileName(player.name, period.start), blocks };
}

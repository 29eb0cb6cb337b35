import { type AssignmentStatus, type WellnessItem, WELLNESS_ITEMS, humanDateRange, humanDay } from '@portal/contracts';
import type { AssignmentLine, AssignmentSummary, ReportSnapshot, WeekLoad } from './report-content.rules';
import type { ReportPeriod } from './report-period.rules';

/**
 * The words of the report's first page, written for a family: a parent and a 12-year-old read it
 * together. No jargon (no "acute:chronic ratio", no bare load numbers), days as people write them.
 */

/** The name a family uses: the first word of the player's name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

export function possessive(name: string): string {
  return `${name}'s`;
}

/** Someone's words in quotes, ending a sentence: a full stop after them unless they end in one. */
export function quoted(words: string): string {
  const trimmed = words.trim();
  return /[.!?…]$/.test(trimmed) ? `“${trimmed}”` : `“${trimmed}”.`;
}

function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** How a rating of 1 ("poor") reads for each check-in item. */
const FELT_POOR: Record<WellnessItem, string> = {
  energy: 'had very little energy',
  fatigue: 'felt very tired',
  sleep: 'had slept badly',
  motivation: 'did not feel like training',
  soreness: 'felt very sore',
  mood: 'was in a low mood',
};

/** How a rating below the usual reads for each check-in item ("much " for a big drop). */
const FELT_WORSE: Record<WellnessItem, (much: string) => string> = {
  energy: (much) => `had ${much}less energy than usual`,
  fatigue: (much) => `felt ${much}more tired than usual`,
  sleep: (much) => `slept ${much}worse than usual`,
  motivation: (much) => `felt ${much}less like training than usual`,
  soreness: (much) => `felt ${much}more sore than usual`,
  mood: (much) => `was in a ${much}lower mood than usual`,
};

/** An alert as tracking sends it with each week's traffic light. */
export interface ReportAlert {
  rule: string;
  message: string;
  figures: Record<string, number | string>;
}

function wellnessItem(alert: ReportAlert): WellnessItem | null {
  const item = alert.figures.item;
  return typeof item === 'string' && (WELLNESS_ITEMS as readonly string[]).includes(item)
    ? (item as WellnessItem)
    : null;
}

/**
 * One alert in a sentence a parent and a 12-year-old understand, with what to do about it. Null for
 * a kind this page does not know (it is then left off the family page; the details keep it).
 */
export function alertSentence(alert: ReportAlert, name: string): string | null {
  const date =
    typeof alert.figures.date === 'string' ? humanDay(alert.figures.date, { weekday: true, year: false }) : null;
  switch (alert.rule) {
    case 'acwr-high':
      return `${name} trained a lot more than usual in one week. A big jump like that makes injuries more likely, so build up a little at a time.`;
    case 'acwr-elevated':
      return `${name} trained more than usual in one week. Adding training bit by bit is kinder to the body than a sudden jump.`;
    case 'acwr-low':
      return `${name} trained much less than usual in one week. If it was planned rest, that is fine; otherwise, ease back into the normal routine.`;
    case 'monotony-high':
      return `${possessive(name)} training days were all very alike. Mixing hard days with easy days helps the body recover and get stronger.`;
    case 'no-rest-day':
      return `${name} trained every day for a week without a day off. Rest days are part of training: plan at least one each week.`;
    case 'assignment-overdue': {
      const count = Number(alert.figures.overdue) || 1;
      return `${count === 1 ? 'One task from the coach went' : `${count} tasks from the coach went`} past the due date. ${name} can pick one and finish it first.`;
    }
    case 'wellness-item-at-1': {
      const item = wellnessItem(alert);
      if (!item) return null;
      return `${date ? `On ${date}, ` : ''}${name} ${FELT_POOR[item]} (1 out of 5 in the check-in). It is worth talking together about how ${name} is feeling.`;
    }
    case 'wellness-below-baseline-1sd':
    case 'wellness-below-baseline-2sd': {
      const item = wellnessItem(alert);
      if (!item) return null;
      const much = alert.rule === 'wellness-below-baseline-2sd' ? 'much ' : '';
      return `${date ? `On ${date}, ` : ''}${name} ${FELT_WORSE[item](much)}. Good sleep, good food and an easier day can help.`;
    }
    default:
      return null;
  }
}

/**
 * The period's alerts for the family page: one sentence per kind (and check-in item), the latest
 * week's when a kind fired in several weeks, in the order they last fired.
 */
export function familyAlertSentences(
  weeks: readonly { weekStart: string; alerts: readonly ReportAlert[] }[],
  name: string,
): string[] {
  const latest = new Map<string, ReportAlert>();
  for (const week of [...weeks].sort((a, b) => a.weekStart.localeCompare(b.weekStart))) {
    for (const alert of week.alerts) {
      const key = `${alert.rule}:${wellnessItem(alert) ?? ''}`;
      latest.delete(key);
      latest.set(key, alert);
    }
  }
  const sentences = [...latest.values()].map((alert) => alertSentence(alert, name));
  return [...new Set(sentences.filter((sentence): sentence is string => sentence !== null))];
}

/** What went well: approvals with the coach's note, work handed in, video feedback received. */
export function wentWellItems(
  summary: Pick<AssignmentSummary, 'approved' | 'submitted'>,
  videos: ReportSnapshot['videos'],
  name: string,
): string[] {
  const note = (line: AssignmentLine) => (line.note ? ` The coach said: ${quoted(line.note)}` : '');
  return [
    ...summary.approved.map(
      (line) => `The coach approved “${line.title}” on ${humanDay(line.day, { year: false })}.${note(line)}`,
    ),
    ...summary.submitted.map(
      (line) =>
        `${name} handed in “${line.title}” on ${humanDay(line.day, { year: false })}; the coach will look at it.`,
    ),
    ...videos.map((video) => {
      const comments = video.comments.length;
      if (video.summary) return `The coach gave feedback on the video “${video.title}”: ${quoted(video.summary)}`;
      return `The coach gave feedback on the video “${video.title}”${comments > 0 ? ` (${plural(comments, 'comment')})` : ''}.`;
    }),
  ];
}

const OPEN: readonly string[] = ['not_started', 'in_progress', 'needs_changes'] satisfies AssignmentStatus[];

/**
 * Open assignments as next steps, the most urgent first: changes the coach asked for, then overdue,
 * then by due day, then those without one.
 */
export function nextStepItems(assignments: ReportSnapshot['assignments'], today: string): string[] {
  const open = assignments.filter((assignment) => OPEN.includes(assignment.status));
  const rank = (assignment: ReportSnapshot['assignments'][number]) =>
    assignment.status === 'needs_changes' ? 0 : assignment.dueDate && assignment.dueDate < today ? 1 : 2;
  return [...open]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
        a.title.localeCompare(b.title),
    )
    .map((assignment) => {
      const due = assignment.dueDate;
      if (assignment.status === 'needs_changes') {
        const note = assignment.reviews.filter((review) => review.toStatus === 'needs_changes').at(-1)?.note;
        return `Improve “${assignment.title}” as the coach asked${note ? `: ${quoted(note)}` : '.'}`;
      }
      if (due && due < today) return `Finish “${assignment.title}”: it was due on ${humanDay(due, { year: false })}.`;
      if (due) return `Finish “${assignment.title}” by ${humanDay(due, { year: false })}.`;
      return `Work on “${assignment.title}”.`;
    });
}

/** At most `limit` items, the rest named in one line pointing to the details. */
export function capped(items: readonly string[], limit: number): string[] {
  if (items.length <= limit) return [...items];
  const rest = items.length - (limit - 1);
  return [...items.slice(0, limit - 1), `…and ${rest} more, listed on the next pages.`];
}

export interface Consistency {
  total: number;
  weeks: number;
  /** Sessions per week, one decimal. */
  perWeek: number;
  /** The number in words: "2.5 sessions a week on average (15 sessions in 6 weeks)". */
  headline: string;
  /** What the pattern means, and the count of each week. */
  sentence: string;
}

/** Sessions per week over the period, in words and a number. */
export function consistency(weeks: readonly Pick<WeekLoad, 'sessions'>[], name: string): Consistency {
  const counts = weeks.map((week) => week.sessions);
  const total = counts.reduce((sum, value) => sum + value, 0);
  const perWeek = weeks.length === 0 ? 0 : Math.round((total / weeks.length) * 10) / 10;
  const span = plural(weeks.length, 'week');
  if (total === 0)
    return {
      total,
      weeks: weeks.length,
      perWeek,
      headline: `No training logged in ${span}`,
      sentence: `Logging each session in the app lets the coach see how ${name} is doing.`,
    };
  const empty = counts.filter((value) => value === 0).length;
  const average = `${perWeek.toFixed(1).replace(/\.0$/, '')} ${perWeek === 1 ? 'session' : 'sessions'} a week`;
  const pattern =
    weeks.length < 2
      ? `${name} trained ${times(total)} so far.`
      : empty === 0
        ? `${name} trained in every one of the ${weeks.length} weeks: a steady routine.`
        : `${name} trained in ${weeks.length - empty} of the ${weeks.length} weeks; ${empty === 1 ? 'one week' : `${empty} weeks`} had no training logged.`;
  return {
    total,
    weeks: weeks.length,
    perWeek,
    headline: `${average} on average (${plural(total, 'session')} in ${span})`,
    sentence: pattern + (weeks.length > 1 ? ` Sessions each week: ${counts.join(', ')}.` : ''),
  };
}

/** The subtitle under the title: team, the period in words and the report's number. */
export function periodLine(period: ReportPeriod, team: string | null): string {
  return [team, humanDateRange(period.start, period.end), `report ${period.number}`]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

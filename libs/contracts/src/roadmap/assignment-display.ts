import { assignmentReading } from './assignment-reading';
import { type AssignmentStatus } from './assignment-status';

/** Spec §9 constants. */
export const DASHBOARD_RECENT_ASSIGNMENTS = 3;
export const DUE_SOON_DAYS = 2;
export const DUE_SOON_BADGE_HOURS = 72;
export const PROGRESS_FAR_DAYS = 7;
export const PROGRESS_FAR_PERCENT = 25;
export const PROGRESS_PERCENT_PER_DAY = 15;
export const NEXT_CALL_TEXT = '2 days';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `dueDate` (both calendar days): tomorrow 1, yesterday -1. */
export function daysUntilDue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type DisplayStatus = 'Completed' | 'Overdue' | 'Due Today' | 'Due Soon' | 'Pending';

/** Spec §4 display status by days until the due date; no due date is Pending. */
export function displayStatus(completed: boolean, dueDate: string | null, today: string): DisplayStatus {
  if (completed) return 'Completed';
  if (!dueDate) return 'Pending';
  const days = daysUntilDue(dueDate, today);
  if (days < 0) return 'Overdue';
  if (days === 0) return 'Due Today';
  if (days <= DUE_SOON_DAYS) return 'Due Soon';
  return 'Pending';
}

/** The display status's badge colour: done green, late red, today orange, soon yellow, else grey. */
export const DISPLAY_STATUS_COLORS: Record<DisplayStatus, 'green' | 'red' | 'orange' | 'yellow' | 'gray'> = {
  Completed: 'green',
  Overdue: 'red',
  'Due Today': 'orange',
  'Due Soon': 'yellow',
  Pending: 'gray',
};

/**
 * An assignment's spec §4 display status and its colour, on the day `today`: `completed` is the
 * simple model's (submitted or approved, `isCompletedSimple`), as /assignments lists it.
 */
export function assignmentDisplayStatus(
  assignment: { completed: boolean; dueDate: string | null },
  today: string,
): { label: DisplayStatus; color: (typeof DISPLAY_STATUS_COLORS)[DisplayStatus] } {
  const label = displayStatus(assignment.completed, assignment.dueDate, today);
  return { label, color: DISPLAY_STATUS_COLORS[label] };
}

/** Spec §4 dashboard due text. */
export function dueText(dueDate: string | null, today: string): string {
  if (!dueDate) return 'No due date';
  const days = daysUntilDue(dueDate, today);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  return `${-days} days overdue`;
}

/** Spec §4 dashboard progress percentage; without a due date it reads as far off (25). */
export function progressPercent(completed: boolean, dueDate: string | null, today: string): number {
  if (completed) return 100;
  if (!dueDate) return PROGRESS_FAR_PERCENT;
  const days = daysUntilDue(dueDate, today);
  if (days <= 0) return 0;
  if (days > PROGRESS_FAR_DAYS) return PROGRESS_FAR_PERCENT;
  return Math.max(0, 100 - PROGRESS_PERCENT_PER_DAY * days);
}

/**
 * Spec §2.8 'Due Soon' badge: the due day starts within 72 hours, or is past. `hourOfDay` is the
 * user's local time now in hours (10:30 is 10.5); the due day starts at its local midnight.
 */
export function isDueSoon(dueDate: string | null, today: string, hourOfDay: number): boolean {
  if (!dueDate) return false;
  return daysUntilDue(dueDate, today) * 24 - hourOfDay <= DUE_SOON_BADGE_HOURS;
}

/** The roadmap model's completed: only approved (spec §4). */
export function isApproved(status: string | null | undefined): boolean {
  return assignmentReading(status).done;
}

/** The simple model's completed (ARCHITECTURE §7): submitted or approved. */
export function isCompletedSimple(status: string | null | undefined): boolean {
  return assignmentReading(status).apiCompleted;
}

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  not_started: 'Not Started',
  in_progress: 'In Progress',
  submitted: 'Submitted',
  needs_changes: 'Needs Changes',
  approved: 'Approved',
};

export function assignmentStatusLabel(status: string | null | undefined): string {
  return ASSIGNMENT_STATUS_LABELS[assignmentReading(status).status];
}

export type StatusColor = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

/** Spec §4 colours: approved and completed green, submitted blue, in_progress yellow, needs_changes red, else grey. */
export function assignmentStatusColor(status: string | null | undefined): StatusColor {
  switch (status) {
    case 'approved':
    case 'completed':
      return 'green';
    case 'submitted':
      return 'blue';
    case 'in_progress':
      return 'yellow';
    case 'needs_changes':
      return 'red';
    default:
      return 'gray';
  }
}

export const ROADMAP_TABS = ['active', 'submitted', 'completed'] as const;
export type RoadmapTab = (typeof ROADMAP_TABS)[number];

export const ROADMAP_TAB_LABELS: Record<RoadmapTab, string> = {
  active: 'Active',
  submitted: 'Submitted',
  completed: 'Completed',
};

export const ROADMAP_TAB_EMPTY_TEXT: Record<RoadmapTab, string> = {
  active: 'No active assignments at the moment.',
  submitted: 'No submitted assignments pending review.',
  completed: 'No completed assignments yet. Keep working!',
};

/** Spec §2.8 tabs: Active = not_started, in_progress, needs_changes; Submitted; Completed = approved. */
export function roadmapTabOf(status: string | null | undefined): RoadmapTab {
  return assignmentReading(status).roadmapTab;
}

/** A `?tab=` value (a link from the bell or Roadmap Management) as a roadmap tab; anything else is Active. */
export function roadmapTabParam(value: string | null | undefined): RoadmapTab {
  return (ROADMAP_TABS as readonly string[]).includes(value ?? '') ? (value as RoadmapTab) : 'active';
}

/**
 * The link to a player's roadmap for staff, opening on `tab` (Submitted for a submission). The bell's
 * notifications and Roadmap Management build their links here.
 */
export function playerRoadmapPath(playerId: string, tab?: RoadmapTab): string {
  const path = `/roadmap?playerId=${encodeURIComponent(playerId)}`;
  return tab && tab !== 'active' ? `${path}&tab=${tab}` : path;
}

/** The roadmap banner's heading: the spec's for the player themself, the player's name for anyone else. */
export function roadmapHeading(playerName: string | null): string {
  if (playerName === null) return 'Your Individual Player Roadmap';
  const name = playerName.trim() || 'This player';
  return `${name}${/s$/i.test(name) ? "'" : "'s"} roadmap`;
}

export function groupByRoadmapTab<T extends { status?: string | null }>(
  assignments: readonly T[],
): Record<RoadmapTab, T[]> {
  const groups: Record<RoadmapTab, T[]> = { active: [], submitted: [], completed: [] };
  for (const assignment of assignments) groups[roadmapTabOf(assignment.status)].push(assignment);
  return groups;
}

/** The banner's 'N of M completed' (approved over total) and its percentage. */
export function roadmapProgress(assignments: readonly { status?: string | null }[]): {
  approved: number;
  total: number;
  percent: number;
  text: string;
} {
  const total = assignments.length;
  const approved = assignments.filter((assignment) => isApproved(assignment.status)).length;
  return {
    approved,
    total,
    percent: total === 0 ? 0 : Math.round((approved / total) * 100),
    text: `${approved} of ${total} completed`,
  };
}

/**
 * The simple model's counts from the API's `completed` (submitted or approved). Prefer
 * `assignmentCounts` (assignment-reading.ts), which tells awaiting review from approved as /roadmap does.
 */
export function simpleAssignmentCounts(assignments: readonly { completed: boolean }[]): {
  total: number;
  active: number;
  completed: number;
} {
  const completed = assignments.filter((assignment) => assignment.completed).length;
  return { total: assignments.length, active: assignments.length - completed, completed };
}

/** The dashboard's three most recent assignments (newest created first). */
export function recentAssignments<T extends { createdAt: string }>(assignments: readonly T[]): T[] {
  return [...assignments]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, DASHBOARD_RECENT_ASSIGNMENTS);
}

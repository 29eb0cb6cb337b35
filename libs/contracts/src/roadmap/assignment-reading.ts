import { type AssignmentStatus, assignmentStatusOf } from './assignment-status';

/**
 * One assignment record, two readings (spec §1, ARCHITECTURE §7): the roadmap model's five statuses
 * on /roadmap, and the simple model's active and completed lists on /assignments and the dashboard.
 * This table is the one place that says how a status reads in each, so the pages cannot disagree.
 */

/** The /roadmap tab (spec §2.8): Active = not_started, in_progress, needs_changes; Submitted; Completed = approved. */
export type RoadmapTabOfStatus = 'active' | 'submitted' | 'completed';

/** The /assignments list: work to do, work the coach has not reviewed yet, and approved work. */
export type SimpleList = 'active' | 'awaiting_review' | 'completed';

export type ReadingColor = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

export interface AssignmentReading {
  status: AssignmentStatus;
  roadmapTab: RoadmapTabOfStatus;
  simpleList: SimpleList;
  /** The simple model's `completed` as the API sends it (spec §3, §7 client): submitted or approved. */
  apiCompleted: boolean;
  /** Counts as done on every page (the banner's 'N of M completed', the Completed counts): approved only. */
  done: boolean;
  /** Submitted and not reviewed yet. */
  awaitingReview: boolean;
  /** The simple reading's badge: what a person reads beside the title on /assignments and the dashboard. */
  simpleBadge: { label: string; color: ReadingColor };
  /** One line saying where the work stands, for any reader (player, parent or coach); null for untouched work. */
  stateLine: string | null;
  /** The coach's note belongs beside the item (sent back or approved). */
  showsCoachNote: boolean;
  /** The player can Mark Complete on /assignments (submits the notes as evidence). */
  canMarkComplete: boolean;
}

export const AWAITING_REVIEW_LABEL = 'Awaiting review';
export const AWAITING_REVIEW_LINE = "Awaiting the coach's review";

const READINGS: Record<AssignmentStatus, Omit<AssignmentReading, 'status'>> = {
  not_started: {
    roadmapTab: 'active',
    simpleList: 'active',
    apiCompleted: false,
    done: false,
    awaitingReview: false,
    simpleBadge: { label: 'Not Started', color: 'gray' },
    stateLine: null,
    showsCoachNote: false,
    canMarkComplete: true,
  },
  in_progress: {
    roadmapTab: 'active',
    simpleList: 'active',
    apiCompleted: false,
    done: false,
    awaitingReview: false,
    simpleBadge: { label: 'In Progress', color: 'yellow' },
    stateLine: null,
    showsCoachNote: false,
    canMarkComplete: true,
  },
  needs_changes: {
    roadmapTab: 'active',
    simpleList: 'active',
    apiCompleted: false,
    done: false,
    awaitingReview: false,
    simpleBadge: { label: 'Needs Changes', color: 'red' },
    stateLine: 'The coach asked for changes',
    showsCoachNote: true,
    canMarkComplete: true,
  },
  submitted: {
    roadmapTab: 'submitted',
    simpleList: 'awaiting_review',
    apiCompleted: true,
    done: false,
    awaitingReview: true,
    simpleBadge: { label: AWAITING_REVIEW_LABEL, color: 'blue' },
    stateLine: AWAITING_REVIEW_LINE,
    showsCoachNote: false,
    canMarkComplete: false,
  },
  approved: {
    roadmapTab: 'completed',
    simpleList: 'completed',
    apiCompleted: true,
    done: true,
    awaitingReview: false,
    simpleBadge: { label: 'Approved', color: 'green' },
    stateLine: 'Approved by the coach',
    showsCoachNote: true,
    canMarkComplete: false,
  },
};

/** How one assignment reads on every page; a missing or unknown status reads as not_started (spec §4). */
export function assignmentReading(status: string | null | undefined): AssignmentReading {
  const current = assignmentStatusOf(status);
  return { status: current, ...READINGS[current] };
}

export interface AssignmentCounts {
  total: number;
  /** To do: not started, in progress, or sent back (the roadmap's Active tab). */
  active: number;
  /** Submitted, not reviewed yet (the roadmap's Submitted tab). */
  awaitingReview: number;
  /** Approved (the roadmap's Completed tab and its banner). */
  completed: number;
}

/** The counts /assignments and /roadmap both show, from the same reading. */
export function assignmentCounts(assignments: readonly { status?: string | null }[]): AssignmentCounts {
  const counts: AssignmentCounts = { total: assignments.length, active: 0, awaitingReview: 0, completed: 0 };
  for (const assignment of assignments) {
    const list = assignmentReading(assignment.status).simpleList;
    if (list === 'active') counts.active += 1;
    else if (list === 'awaiting_review') counts.awaitingReview += 1;
    else counts.completed += 1;
  }
  return counts;
}

/** The /assignments lists, in the order given. */
export function groupBySimpleList<T extends { status?: string | null }>(
  assignments: readonly T[],
): Record<SimpleList, T[]> {
  const groups: Record<SimpleList, T[]> = { active: [], awaiting_review: [], completed: [] };
  for (const assignment of assignments) groups[assignmentReading(assignment.status).simpleList].push(assignment);
  return groups;
}

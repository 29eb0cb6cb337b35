import { z } from 'zod';
import { type Role, isStaff } from '../actor';

/** The five statuses of an assignment (spec §4). */
export const ASSIGNMENT_STATUSES = ['not_started', 'in_progress', 'submitted', 'needs_changes', 'approved'] as const;
export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

/** A missing or unknown status reads as not_started (spec §4). */
export function assignmentStatusOf(value: string | null | undefined): AssignmentStatus {
  return (ASSIGNMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as AssignmentStatus) : 'not_started';
}

/** Who makes a move: the player who owns the assignment, or staff (coach or admin). */
export type TransitionActor = 'player' | 'staff';

/** A parent moves no assignment (they read their child's roadmap): null. */
export function transitionActorOf(role: Role): TransitionActor | null {
  if (role === 'player') return 'player';
  return isStaff(role) ? 'staff' : null;
}

interface Move {
  from: readonly AssignmentStatus[];
  to: AssignmentStatus;
  by: TransitionActor;
  /** How the move is described in a refusal. */
  describe: string;
}

/** The status machine (ARCHITECTURE §7): every allowed move, nothing else. */
export const ASSIGNMENT_MOVES: readonly Move[] = [
  {
    from: ['not_started'],
    to: 'in_progress',
    by: 'player',
    describe: 'the player starts it (not_started → in_progress)',
  },
  {
    from: ['in_progress', 'needs_changes'],
    to: 'submitted',
    by: 'player',
    describe: 'the player submits evidence (in_progress or needs_changes → submitted)',
  },
  { from: ['submitted'], to: 'approved', by: 'staff', describe: 'a coach approves it (submitted → approved)' },
  {
    from: ['submitted'],
    to: 'needs_changes',
    by: 'staff',
    describe: 'a coach asks for changes (submitted → needs_changes)',
  },
];

/** The statuses `by` may move an assignment to from `from`. */
export function allowedTargets(from: AssignmentStatus, by: TransitionActor): AssignmentStatus[] {
  return ASSIGNMENT_MOVES.filter((move) => move.by === by && move.from.includes(from)).map((move) => move.to);
}

export type TransitionDecision = { allowed: true } | { allowed: false; message: string };

/**
 * Whether `by` may move an assignment from `from` to `to`. A refusal says which moves are allowed
 * from the current status (the API answers it as a 409).
 */
export function decideTransition(
  from: AssignmentStatus,
  to: AssignmentStatus,
  by: TransitionActor,
): TransitionDecision {
  if (ASSIGNMENT_MOVES.some((move) => move.by === by && move.to === to && move.from.includes(from))) {
    return { allowed: true };
  }
  const fromHere = ASSIGNMENT_MOVES.filter((move) => move.from.includes(from));
  const allowed =
    fromHere.length === 0
      ? `no move is allowed from ${from}`
      : `from ${from} the allowed moves are: ${fromHere.map((move) => move.describe).join('; ')}`;
  return { allowed: false, message: `Cannot move this assignment from ${from} to ${to}: ${allowed}.` };
}

/** The player's next step on a card (spec §2.8): start when not started, submit when in progress or sent back. */
export function playerActionFor(status: string | null | undefined): 'start' | 'submit' | null {
  const current = assignmentStatusOf(status);
  if (allowedTargets(current, 'player').includes('in_progress')) return 'start';
  if (allowedTargets(current, 'player').includes('submitted')) return 'submit';
  return null;
}

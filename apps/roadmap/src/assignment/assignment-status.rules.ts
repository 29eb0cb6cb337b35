import {
  type AssignmentStatus,
  type TransitionActor,
  type TransitionDecision,
  decideTransition,
} from '@portal/contracts';

/**
 * Server-side use of the status machine (libs/contracts `assignment-status.ts` holds the table the
 * web shares). Pure functions; the service turns a refusal into a 409.
 */

export type MovePlan = { allowed: true; steps: AssignmentStatus[] } | { allowed: false; message: string };

/** A single move, as a plan of one step. */
export function planMove(from: AssignmentStatus, to: AssignmentStatus, by: TransitionActor): MovePlan {
  const decision: TransitionDecision = decideTransition(from, to, by);
  return decision.allowed ? { allowed: true, steps: [to] } : decision;
}

/**
 * The simple model's Mark Complete (spec §2.7) submits the notes. An assignment the player never
 * started is started first (two moves, both recorded), so the simple screen works on any active item.
 */
export function planCompletion(from: AssignmentStatus): MovePlan {
  if (from === 'not_started') {
    const start = planMove(from, 'in_progress', 'player');
    const submit = planMove('in_progress', 'submitted', 'player');
    return start.allowed && submit.allowed ? { allowed: true, steps: ['in_progress', 'submitted'] } : start;
  }
  return planMove(from, 'submitted', 'player');
}

import {
  ASSIGNMENT_STATUSES,
  type AssignmentStatus,
  type TransitionActor,
  allowedTargets,
  assignmentStatusOf,
  decideTransition,
  playerActionFor,
  transitionActorOf,
} from './assignment-status';

const ALLOWED: [AssignmentStatus, AssignmentStatus, TransitionActor][] = [
  ['not_started', 'in_progress', 'player'],
  ['in_progress', 'submitted', 'player'],
  ['needs_changes', 'submitted', 'player'],
  ['submitted', 'approved', 'staff'],
  ['submitted', 'needs_changes', 'staff'],
];

describe('assignment status machine', () => {
  it.each(ALLOWED)('allows %s → %s by the %s', (from, to, by) => {
    expect(decideTransition(from, to, by)).toEqual({ allowed: true });
  });

  const everyOtherMove: [AssignmentStatus, AssignmentStatus, TransitionActor][] = [];
  for (const from of ASSIGNMENT_STATUSES) {
    for (const to of ASSIGNMENT_STATUSES) {
      for (const by of ['player', 'staff'] as const) {
        if (!ALLOWED.some(([f, t, b]) => f === from && t === to && b === by)) everyOtherMove.push([from, to, by]);
      }
    }
  }

  it('refuses exactly the 45 other moves', () => {
    expect(everyOtherMove).toHaveLength(5 * 5 * 2 - 5);
  });

  it.each(everyOtherMove)('refuses %s → %s by the %s, naming the allowed moves', (from, to, by) => {
    const decision = decideTransition(from, to, by);
    expect(decision.allowed).toBe(false);
    if (decision.allowed) return;
    expect(decision.message).toContain(`from ${from} to ${to}`);
  });

  it('names the moves allowed from the current status', () => {
    const decision = decideTransition('not_started', 'submitted', 'player');
    expect(decision).toEqual({
      allowed: false,
      message:
        'Cannot move this assignment from not_started to submitted: from not_started the allowed moves are: the player starts it (not_started → in_progress).',
    });
    const fromSubmitted = decideTransition('submitted', 'submitted', 'player');
    expect(!fromSubmitted.allowed && fromSubmitted.message).toContain(
      'a coach approves it (submitted → approved); a coach asks for changes (submitted → needs_changes)',
    );
    const fromApproved = decideTransition('approved', 'needs_changes', 'staff');
    expect(!fromApproved.allowed && fromApproved.message).toContain('no move is allowed from approved');
  });

  it('lists the targets each side may reach', () => {
    expect(allowedTargets('not_started', 'player')).toEqual(['in_progress']);
    expect(allowedTargets('not_started', 'staff')).toEqual([]);
    expect(allowedTargets('needs_changes', 'player')).toEqual(['submitted']);
    expect(allowedTargets('submitted', 'staff')).toEqual(['approved', 'needs_changes']);
    expect(allowedTargets('submitted', 'player')).toEqual([]);
    expect(allowedTargets('approved', 'player')).toEqual([]);
  });

  it('reads a missing or unknown status as not_started', () => {
    expect(assignmentStatusOf(undefined)).toBe('not_started');
    expect(assignmentStatusOf(null)).toBe('not_started');
    expect(assignmentStatusOf('archived')).toBe('not_started');
    expect(assignmentStatusOf('approved')).toBe('approved');
  });

  it("offers the player's next step (spec §2.8 buttons)", () => {
    expect(ASSIGNMENT_STATUSES.map((status) => playerActionFor(status))).toEqual([
      'start',
      'submit',
      null,
      'submit',
      null,
    ]);
    expect(playerActionFor(undefined)).toBe('start');
  });

  it('makes the player and staff the two sides of every move, and a parent neither', () => {
    expect(transitionActorOf('player')).toBe('player');
    expect(transitionActorOf('coach')).toBe('staff');
    expect(transitionActorOf('admin')).toBe('staff');
    expect(transitionActorOf('parent')).toBeNull();
  });
});

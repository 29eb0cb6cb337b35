import { planCompletion, planMove } from './assignment-status.rules';

describe('assignment moves on the server', () => {
  it('plans each allowed move as one step', () => {
    expect(planMove('not_started', 'in_progress', 'player')).toEqual({ allowed: true, steps: ['in_progress'] });
    expect(planMove('needs_changes', 'submitted', 'player')).toEqual({ allowed: true, steps: ['submitted'] });
    expect(planMove('submitted', 'approved', 'staff')).toEqual({ allowed: true, steps: ['approved'] });
    expect(planMove('submitted', 'needs_changes', 'staff')).toEqual({ allowed: true, steps: ['needs_changes'] });
  });

  it('refuses a player approving, staff submitting, and skipping ahead', () => {
    expect(planMove('submitted', 'approved', 'player').allowed).toBe(false);
    expect(planMove('in_progress', 'submitted', 'staff').allowed).toBe(false);
    expect(planMove('not_started', 'submitted', 'player').allowed).toBe(false);
    expect(planMove('approved', 'in_progress', 'player').allowed).toBe(false);
  });

  it('completes (simple model) by starting first when needed', () => {
    expect(planCompletion('not_started')).toEqual({ allowed: true, steps: ['in_progress', 'submitted'] });
    expect(planCompletion('in_progress')).toEqual({ allowed: true, steps: ['submitted'] });
    expect(planCompletion('needs_changes')).toEqual({ allowed: true, steps: ['submitted'] });
  });

  it('refuses to complete work already submitted or approved, naming the allowed moves', () => {
    const submitted = planCompletion('submitted');
    expect(submitted).toEqual({
      allowed: false,
      message: expect.stringContaining('from submitted the allowed moves are: a coach approves it'),
    });
    expect(planCompletion('approved')).toEqual({
      allowed: false,
      message: 'Cannot move this assignment from approved to submitted: no move is allowed from approved.',
    });
  });
});

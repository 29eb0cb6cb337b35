import {
  DASHBOARD_RECENT_ASSIGNMENTS,
  DUE_SOON_BADGE_HOURS,
  NEXT_CALL_TEXT,
  assignmentDisplayStatus,
  assignmentStatusColor,
  assignmentStatusLabel,
  daysUntilDue,
  displayStatus,
  dueText,
  groupByRoadmapTab,
  isCompletedSimple,
  isDueSoon,
  progressPercent,
  recentAssignments,
  roadmapProgress,
  roadmapTabOf,
  ROADMAP_TAB_EMPTY_TEXT,
  simpleAssignmentCounts,
} from './assignment-display';

const today = '2026-11-19';

describe('days until due', () => {
  it('counts calendar days, across a month end', () => {
    expect(daysUntilDue('2026-11-20', today)).toBe(1);
    expect(daysUntilDue('2026-11-19', today)).toBe(0);
    expect(daysUntilDue('2026-11-16', today)).toBe(-3);
    expect(daysUntilDue('2026-12-01', today)).toBe(12);
  });
});

describe('display status (spec §4)', () => {
  it.each([
    [true, '2026-11-01', 'Completed'],
    [false, '2026-11-18', 'Overdue'],
    [false, '2026-11-19', 'Due Today'],
    [false, '2026-11-20', 'Due Soon'],
    [false, '2026-11-21', 'Due Soon'],
    [false, '2026-11-22', 'Pending'],
    [false, null, 'Pending'],
  ] as const)('completed %s, due %s → %s', (completed, due, expected) => {
    expect(displayStatus(completed, due, today)).toBe(expected);
  });
});

describe("an assignment's display status and colour (/assignments)", () => {
  it.each([
    [{ completed: true, dueDate: '2026-11-01' }, 'Completed', 'green'],
    [{ completed: false, dueDate: '2026-11-18' }, 'Overdue', 'red'],
    [{ completed: false, dueDate: '2026-11-19' }, 'Due Today', 'orange'],
    [{ completed: false, dueDate: '2026-11-21' }, 'Due Soon', 'yellow'],
    [{ completed: false, dueDate: '2026-11-22' }, 'Pending', 'gray'],
    [{ completed: false, dueDate: null }, 'Pending', 'gray'],
  ] as const)('%j → %s, %s', (assignment, label, color) => {
    expect(assignmentDisplayStatus(assignment, today)).toEqual({ label, color });
  });
});

describe('dashboard due text (spec §4)', () => {
  it.each([
    ['2026-11-19', 'Due today'],
    ['2026-11-20', 'Due tomorrow'],
    ['2026-11-21', 'Due in 2 days'],
    ['2026-11-29', 'Due in 10 days'],
    ['2026-11-18', '1 days overdue'],
    ['2026-11-14', '5 days overdue'],
    [null, 'No due date'],
  ] as const)('due %s → %s', (due, expected) => {
    expect(dueText(due, today)).toBe(expected);
  });
});

describe('dashboard progress percentage (spec §4, §9: 7 days, 15 per day)', () => {
  it.each([
    [true, '2026-11-01', 100],
    [false, '2026-11-19', 0],
    [false, '2026-11-10', 0],
    [false, '2026-11-20', 85],
    [false, '2026-11-21', 70],
    [false, '2026-11-25', 10],
    [false, '2026-11-26', 0],
    [false, '2026-11-27', 25],
    [false, null, 25],
  ] as const)('completed %s, due %s → %d%%', (completed, due, expected) => {
    expect(progressPercent(completed, due, today)).toBe(expected);
  });
});

describe("'Due Soon' badge (spec §9: 72 hours or past)", () => {
  it('is 72 hours', () => expect(DUE_SOON_BADGE_HOURS).toBe(72));
  it.each([
    ['2026-11-22', 0, true], // exactly 72 h away
    ['2026-11-22', 0.5, true],
    ['2026-11-23', 0, false], // 96 h
    ['2026-11-23', 23.9, false], // 72.1 h
    ['2026-11-23', 23.99, false],
    ['2026-11-20', 9, true],
    ['2026-11-10', 12, true], // past
    [null, 12, false],
  ] as const)('due %s at hour %d → %s', (due, hour, expected) => {
    expect(isDueSoon(due, today, hour)).toBe(expected);
  });
  it('turns on once the due day is 72 hours away', () => {
    expect(isDueSoon('2026-11-23', today, 24)).toBe(true);
  });
});

describe('statuses, labels, colours and tabs (spec §4, §2.8)', () => {
  it('labels each status and reads a missing one as Not Started', () => {
    expect(
      ['not_started', 'in_progress', 'submitted', 'needs_changes', 'approved', undefined].map(assignmentStatusLabel),
    ).toEqual(['Not Started', 'In Progress', 'Submitted', 'Needs Changes', 'Approved', 'Not Started']);
  });
  it('colours approved and completed green, submitted blue, in_progress yellow, needs_changes red, else grey', () => {
    expect(
      ['approved', 'completed', 'submitted', 'in_progress', 'needs_changes', 'not_started', 'weird', null].map(
        assignmentStatusColor,
      ),
    ).toEqual(['green', 'green', 'blue', 'yellow', 'red', 'gray', 'gray', 'gray']);
  });
  it('puts not_started, in_progress and needs_changes in Active, submitted in Submitted, approved in Completed', () => {
    expect(['not_started', 'in_progress', 'needs_changes', 'submitted', 'approved', null].map(roadmapTabOf)).toEqual([
      'active',
      'active',
      'active',
      'submitted',
      'completed',
      'active',
    ]);
    const groups = groupByRoadmapTab([{ status: 'approved' }, { status: 'in_progress' }, { status: 'submitted' }]);
    expect([groups.active.length, groups.submitted.length, groups.completed.length]).toEqual([1, 1, 1]);
  });
  it("has the spec's empty texts", () => {
    expect(ROADMAP_TAB_EMPTY_TEXT).toEqual({
      active: 'No active assignments at the moment.',
      submitted: 'No submitted assignments pending review.',
      completed: 'No completed assignments yet. Keep working!',
    });
  });
});

describe('progress and counts', () => {
  it("counts only approved in the banner's 'N of M completed'", () => {
    expect(roadmapProgress([{ status: 'approved' }, { status: 'submitted' }, { status: 'not_started' }])).toEqual({
      approved: 1,
      total: 3,
      percent: 33,
      text: '1 of 3 completed',
    });
    expect(roadmapProgress([])).toEqual({ approved: 0, total: 0, percent: 0, text: '0 of 0 completed' });
  });
  it('reads submitted or approved as completed in the simple model', () => {
    expect(['not_started', 'in_progress', 'submitted', 'needs_changes', 'approved'].map(isCompletedSimple)).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(simpleAssignmentCounts([{ completed: true }, { completed: false }, { completed: false }])).toEqual({
      total: 3,
      active: 2,
      completed: 1,
    });
  });
  it('shows the three newest on the dashboard, and the next call as 2 days', () => {
    expect(DASHBOARD_RECENT_ASSIGNMENTS).toBe(3);
    expect(NEXT_CALL_TEXT).toBe('2 days');
    const items = ['2026-11-01', '2026-11-04', '2026-11-02', '2026-11-03'].map((day) => ({
      createdAt: `${day}T10:00:00.000Z`,
    }));
    expect(recentAssignments(items).map((item) => item.createdAt.slice(0, 10))).toEqual([
      '2026-11-04',
      '2026-11-03',
      '2026-11-02',
    ]);
  });
});

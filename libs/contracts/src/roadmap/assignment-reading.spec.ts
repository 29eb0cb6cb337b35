import { assignmentCounts, assignmentReading, groupBySimpleList } from './assignment-reading';
import { ASSIGNMENT_STATUSES } from './assignment-status';
import {
  groupByRoadmapTab,
  playerRoadmapPath,
  roadmapHeading,
  roadmapProgress,
  roadmapTabOf,
  roadmapTabParam,
} from './assignment-display';

describe('assignmentReading: one record, two readings', () => {
  const table = ASSIGNMENT_STATUSES.map((status) => {
    const reading = assignmentReading(status);
    return [status, reading.roadmapTab, reading.simpleList, reading.simpleBadge.label, reading.done];
  });

  it('puts each status in the same place on /roadmap and /assignments', () => {
    expect(table).toEqual([
      ['not_started', 'active', 'active', 'Not Started', false],
      ['in_progress', 'active', 'active', 'In Progress', false],
      ['submitted', 'submitted', 'awaiting_review', 'Awaiting review', false],
      ['needs_changes', 'active', 'active', 'Needs Changes', false],
      ['approved', 'completed', 'completed', 'Approved', true],
    ]);
  });

  it('says a submitted item awaits the coach, and lets nobody mark it complete again', () => {
    expect(assignmentReading('submitted')).toMatchObject({
      awaitingReview: true,
      stateLine: "Awaiting the coach's review",
      canMarkComplete: false,
      done: false,
    });
  });

  it('brings a sent-back item to the active list with the coach note, and shows the note on approved work', () => {
    expect(assignmentReading('needs_changes')).toMatchObject({
      simpleList: 'active',
      showsCoachNote: true,
      canMarkComplete: true,
      stateLine: 'The coach asked for changes',
    });
    expect(assignmentReading('approved')).toMatchObject({ showsCoachNote: true, stateLine: 'Approved by the coach' });
    expect(assignmentReading('in_progress').showsCoachNote).toBe(false);
  });

  it("keeps the API's simple `completed` as submitted or approved (ARCHITECTURE §7)", () => {
    expect(ASSIGNMENT_STATUSES.filter((status) => assignmentReading(status).apiCompleted)).toEqual([
      'submitted',
      'approved',
    ]);
  });

  it('reads a missing or unknown status as not_started (spec §4)', () => {
    expect(assignmentReading(null).status).toBe('not_started');
    expect(assignmentReading('archived').simpleList).toBe('active');
  });

  it('agrees with the roadmap tabs and the banner', () => {
    for (const status of ASSIGNMENT_STATUSES) {
      expect(roadmapTabOf(status)).toBe(assignmentReading(status).roadmapTab);
    }
    const items = ASSIGNMENT_STATUSES.map((status) => ({ status }));
    const counts = assignmentCounts(items);
    const tabs = groupByRoadmapTab(items);
    expect(counts).toEqual({ total: 5, active: 3, awaitingReview: 1, completed: 1 });
    expect([tabs.active.length, tabs.submitted.length, tabs.completed.length]).toEqual([
      counts.active,
      counts.awaitingReview,
      counts.completed,
    ]);
    expect(roadmapProgress(items).approved).toBe(counts.completed);
  });

  it('groups the /assignments lists in the given order', () => {
    const groups = groupBySimpleList([
      { id: 1, status: 'submitted' },
      { id: 2, status: 'needs_changes' },
      { id: 3, status: 'not_started' },
      { id: 4, status: 'approved' },
    ]);
    expect(groups.active.map((item) => item.id)).toEqual([2, 3]);
    expect(groups.awaiting_review.map((item) => item.id)).toEqual([1]);
    expect(groups.completed.map((item) => item.id)).toEqual([4]);
  });
});

describe('who the roadmap is about, and which tab a link opens', () => {
  it("keeps the spec's heading for the player and names the player for anyone else", () => {
    expect(roadmapHeading(null)).toBe('Your Individual Player Roadmap');
    expect(roadmapHeading('Ana Silva')).toBe("Ana Silva's roadmap");
    expect(roadmapHeading('Chris Jones')).toBe("Chris Jones' roadmap");
    expect(roadmapHeading(' ')).toBe("This player's roadmap");
  });

  it('links to a tab, and reads the tab back from the link', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(playerRoadmapPath(id)).toBe(`/roadmap?playerId=${id}`);
    expect(playerRoadmapPath(id, 'active')).toBe(`/roadmap?playerId=${id}`);
    expect(playerRoadmapPath(id, 'submitted')).toBe(`/roadmap?playerId=${id}&tab=submitted`);
    expect(roadmapTabParam('submitted')).toBe('submitted');
    expect(roadmapTabParam('completed')).toBe('completed');
    expect(roadmapTabParam(null)).toBe('active');
    expect(roadmapTabParam('drop table')).toBe('active');
  });
});

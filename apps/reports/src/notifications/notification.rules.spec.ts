import type { DomainEvent } from '@portal/contracts';
import { clip, type NotifyingEvent, notificationsFor, recipientsOf } from './notification.rules';

const PLAYER = '11111111-1111-4111-8111-111111111111';
const ID = '22222222-2222-4222-8222-222222222222';

function event(name: NotifyingEvent, payload: object): DomainEvent<NotifyingEvent> {
  return { meta: { id: ID, name, occurredAt: '2026-11-20T10:00:00.000Z' }, payload } as DomainEvent<NotifyingEvent>;
}

const change = (to: string, note: string | null = null) =>
  event('roadmap.assignment.status-changed', {
    assignmentId: ID,
    roadmapId: ID,
    playerId: PLAYER,
    title: 'Wall passes',
    from: 'submitted',
    to,
    dueDate: null,
    changedBy: ID,
    note,
  });

describe('notificationsFor', () => {
  it('tells the player of a new assignment, with the due day when there is one', () => {
    const base = { assignmentId: ID, roadmapId: ID, playerId: PLAYER, title: 'Wall passes', status: 'not_started' };
    expect(notificationsFor(event('roadmap.assignment.created', { ...base, dueDate: '2026-12-01' }), 'Ana')).toEqual([
      {
        audience: 'player',
        kind: 'assignment-created',
        title: 'New assignment',
        body: 'Wall passes. Due 2026-12-01.',
        link: '/assignments',
      },
    ]);
    expect(notificationsFor(event('roadmap.assignment.created', { ...base, dueDate: null }), 'Ana')[0]!.body).toBe(
      'Wall passes.',
    );
  });

  it('tells the player of approval and of changes requested, with the coach note', () => {
    expect(notificationsFor(change('approved'), 'Ana')[0]).toMatchObject({
      audience: 'player',
      title: 'Assignment approved',
      body: 'Wall passes was approved.',
    });
    expect(notificationsFor(change('needs_changes', 'Left foot'), 'Ana')[0]).toMatchObject({
      audience: 'player',
      kind: 'assignment-needs-changes',
      body: "Wall passes needs changes. Coach's note: Left foot",
    });
  });

  it('tells staff of submitted work by name, and nobody of a start', () => {
    expect(notificationsFor(change('submitted'), 'Ana Silva')).toEqual([
      {
        audience: 'staff',
        kind: 'assignment-submitted',
        title: 'Work submitted for review',
        body: 'Ana Silva submitted Wall passes.',
        link: `/roadmap?playerId=${PLAYER}&tab=submitted`,
      },
    ]);
    expect(notificationsFor(change('in_progress'), 'Ana')).toEqual([]);
  });

  it('tells staff of a red light with the alerts, and nobody of a yellow one', () => {
    const alert = (trafficLight: string) =>
      event('tracking.alert.raised', {
        playerId: PLAYER,
        weekStart: '2026-11-16',
        trafficLight,
        alerts: [
          { rule: 'acwr', message: 'Load spike.' },
          { rule: 'wellness', message: 'Low sleep.' },
        ],
      });
    expect(notificationsFor(alert('red'), 'Ana Silva')).toEqual([
      {
        audience: 'staff',
        kind: 'traffic-light-red',
        title: 'Red traffic light',
        body: 'Ana Silva is on red for the week of 2026-11-16. Load spike. Low sleep.',
        link: `/player/${PLAYER}`,
      },
    ]);
    expect(notificationsFor(alert('yellow'), 'Ana Silva')).toEqual([]);
  });

  it('tells the player of video feedback and a report; staff of an upload', () => {
    const video = { videoId: ID, playerId: PLAYER, title: 'Free kicks' };
    expect(
      notificationsFor(event('media.video.reviewed', { ...video, status: 'Needs More Info', reviewedBy: ID }), 'A')[0],
    ).toMatchObject({ audience: 'player', body: 'Your coach reviewed Free kicks: Needs More Info.', link: '/videos' });
    expect(notificationsFor(event('media.video.uploaded', video), 'Ana Silva')[0]).toMatchObject({
      audience: 'staff',
      body: 'Ana Silva uploaded Free kicks.',
      link: '/video-analysis',
    });
    const report = {
      reportId: ID,
      playerId: PLAYER,
      periodNumber: 2,
      periodStart: '2026-10-01',
      periodEnd: '2026-11-11',
    };
    expect(notificationsFor(event('reports.report.ready', { ...report, regenerated: false }), 'A')[0]).toMatchObject({
      audience: 'player',
      title: 'New progress report',
      body: 'Your progress report for 1 October – 11 November 2026 is ready.',
      link: '/reports',
    });
    expect(notificationsFor(event('reports.report.ready', { ...report, regenerated: true }), 'A')[0]!.title).toBe(
      'Progress report updated',
    );
  });

  it("tells the child of their guardian's consent decision, and nobody of the child's own or the club's", () => {
    const decided = (changedByCapacity: 'guardian' | 'player' | 'staff', granted = true) =>
      notificationsFor(
        event('identity.consent.changed', {
          playerId: ID,
          consentType: 'media',
          granted,
          changedBy: ID,
          changedByCapacity,
        }),
        'Kim Lee',
      );
    expect(decided('guardian')).toEqual([
      {
        audience: 'player',
        kind: 'consent-decided',
        title: 'Your parent or guardian decided',
        body: 'Your coach can now keep your videos. You can upload one.',
        link: '/videos',
      },
    ]);
    expect(decided('guardian', false)[0]!.body).toBe('Your videos will not be kept for now.');
    expect(decided('player')).toEqual([]);
    expect(decided('staff', false)).toEqual([]);
  });

  it('clips long text with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abcd', 4)).toBe('abcd');
  });
});

describe('recipientsOf', () => {
  const staff = [
    { userId: 'a0000000-0000-4000-8000-000000000001' },
    { userId: 'a0000000-0000-4000-8000-000000000002' },
  ];

  it("tells the player's own account of a player draft, never the staff", () => {
    expect(recipientsOf('player', ID, staff)).toEqual([ID]);
    expect(recipientsOf('player', null, staff)).toEqual([]);
  });

  it('tells each of the staff reaching the player once of a staff draft, never the player', () => {
    expect(recipientsOf('staff', ID, [...staff, staff[0]!])).toEqual(staff.map((member) => member.userId));
    expect(recipientsOf('staff', ID, [])).toEqual([]);
  });
});

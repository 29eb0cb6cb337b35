import type { CallEvent } from '@portal/contracts';
import { callNotificationsFor } from './call-notification.rules';

const call: CallEvent = {
  callId: '0e2d1d0a-1111-4222-8333-444455556666',
  playerId: '11111111-1111-4111-8111-111111111111',
  playerName: 'Alex Player',
  playerEmail: 'alex@family.test',
  playerTimeZone: 'America/New_York',
  coachUserId: '22222222-2222-4222-8222-222222222222',
  coachName: 'Sam Coach',
  coachEmail: 'sam@club.test',
  coachTimeZone: 'Europe/London',
  // 17:00 in London (BST), 12:00 in New York (EDT).
  startsAt: '2026-03-31T16:00:00.000Z',
  endsAt: '2026-03-31T16:30:00.000Z',
  meetingUrl: null,
  sequence: 0,
  changedBy: '33333333-3333-4333-8333-333333333333',
  changedByRole: 'player',
};
const asCoach = { ...call, changedBy: call.coachUserId, changedByRole: 'coach' as const };

describe('call notifications', () => {
  it('tells the coach, in the coach zone, when the player books, and links to the agenda', () => {
    expect(callNotificationsFor('roadmap.call.booked', call)).toEqual([
      {
        audience: 'coach',
        kind: 'call-booked',
        title: 'New mentorship call',
        body: 'Alex Player booked a call with you for Tue 31 Mar, 17:00 (Europe/London).',
        link: '/calls/coach',
      },
    ]);
  });

  it('tells the coach when the player moves or cancels, never the player who did it', () => {
    const moved = callNotificationsFor('roadmap.call.rescheduled', call);
    expect(moved.map((draft) => [draft.audience, draft.kind, draft.body])).toEqual([
      ['coach', 'call-rescheduled', 'Alex Player moved your call to Tue 31 Mar, 17:00 (Europe/London).'],
    ]);
    const cancelled = callNotificationsFor('roadmap.call.cancelled', { ...call, reason: 'Exams' });
    expect(cancelled.map((draft) => [draft.audience, draft.title, draft.body])).toEqual([
      [
        'coach',
        'Mentorship call cancelled',
        'Alex Player cancelled your call on Tue 31 Mar, 17:00 (Europe/London). Reason: Exams',
      ],
    ]);
  });

  it('tells the player, in the player zone, when the coach moves or cancels, linking to their calls', () => {
    expect(callNotificationsFor('roadmap.call.rescheduled', asCoach)).toEqual([
      {
        audience: 'player',
        kind: 'call-rescheduled',
        title: 'Mentorship call moved',
        body: 'Sam Coach moved your call to Tue 31 Mar, 12:00 (America/New_York).',
        link: '/calls',
      },
    ]);
    const cancelled = callNotificationsFor('roadmap.call.cancelled', { ...asCoach, reason: null });
    expect(cancelled[0]?.body).toBe('Sam Coach cancelled your call on Tue 31 Mar, 12:00 (America/New_York).');
  });

  it("tells both sides of an admin's change; a player without a zone reads the coach's", () => {
    const drafts = callNotificationsFor('roadmap.call.cancelled', {
      ...call,
      playerTimeZone: null,
      changedByRole: 'admin',
    });
    expect(drafts.map((draft) => [draft.audience, draft.link, draft.body])).toEqual([
      ['player', '/calls', 'An admin cancelled your call with Sam Coach on Tue 31 Mar, 17:00 (Europe/London).'],
      ['coach', '/calls/coach', 'An admin cancelled your call with Alex Player on Tue 31 Mar, 17:00 (Europe/London).'],
    ]);
  });
});

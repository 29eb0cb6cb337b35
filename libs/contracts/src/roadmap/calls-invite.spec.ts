import { buildCallInvite, callInviteUid } from './calls-invite';

const call = {
  callId: '0e2d1d0a-1111-4222-8333-444455556666',
  startsAt: '2026-03-31T16:00:00.000Z',
  endsAt: '2026-03-31T16:30:00.000Z',
  coachName: 'Sam Coach',
  coachEmail: 'sam@example.com',
  playerName: 'Alex Player',
  playerEmail: 'alex@example.com',
  meetingUrl: 'https://meet.example.com/abc',
  sequence: 0,
};
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('buildCallInvite', () => {
  it('is a METHOD:REQUEST invite in UTC with a stable UID per call', () => {
    const ics = unfold(buildCallInvite({ ...call, method: 'REQUEST' }));
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${callInviteUid(call.callId)}`);
    expect(ics).toContain('DTSTART:20260331T160000Z');
    expect(ics).toContain('DTEND:20260331T163000Z');
    expect(ics).toContain('SUMMARY:Mentorship call: Alex Player with Sam Coach');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toMatch(/ORGANIZER;CN="?Sam Coach"?:mailto:sam@example.com/i);
    expect(ics).toMatch(/ATTENDEE;.*CN="?Alex Player"?.*:mailto:alex@example.com/);
    expect(ics).toContain('LOCATION:https://meet.example.com/abc');
  });

  it('keeps the UID and raises the sequence when the call moves or is cancelled', () => {
    const moved = unfold(
      buildCallInvite({
        ...call,
        sequence: 1,
        startsAt: '2026-04-07T16:00:00.000Z',
        endsAt: '2026-04-07T16:30:00.000Z',
        method: 'REQUEST',
      }),
    );
    const cancelled = unfold(buildCallInvite({ ...call, sequence: 2, method: 'CANCEL' }));
    expect(moved).toContain(`UID:${callInviteUid(call.callId)}`);
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain('DTSTART:20260407T160000Z');
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain(`UID:${callInviteUid(call.callId)}`);
    expect(cancelled).toContain('SEQUENCE:2');
  });

  it('builds an invite without e-mail addresses or a meeting link', () => {
    const ics = unfold(
      buildCallInvite({ ...call, coachEmail: null, playerEmail: null, meetingUrl: null, method: 'REQUEST' }),
    );
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).not.toContain('LOCATION:');
    expect(ics).toContain('DESCRIPTION:One-to-one mentorship call');
  });
});

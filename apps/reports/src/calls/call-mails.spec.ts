import type { CallEvent } from '@portal/contracts';
import { callChangeMail, callReminderMail } from './call-mails';

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
  startsAt: '2026-03-31T16:00:00.000Z',
  endsAt: '2026-03-31T16:30:00.000Z',
  meetingUrl: 'https://meet.example.com/sam',
  sequence: 1,
  changedBy: '33333333-3333-4333-8333-333333333333',
  changedByRole: 'player',
};

describe('call mails', () => {
  it('sends the invite to player, parents on file and coach, in both zones, with the .ics, once per version', () => {
    const parents = [
      { name: 'Pat Player', email: ' Pat@Family.test ' },
      { name: 'Lee Player', email: null },
      { name: 'Alex again', email: 'ALEX@family.test' },
    ];
    const mail = callChangeMail('rescheduled', call, { parents })!;
    expect(mail.messageId).toBe(`call-${call.callId}-v1`);
    expect(mail.to).toEqual([
      { email: 'alex@family.test', name: 'Alex Player' },
      { email: 'pat@family.test', name: 'Pat Player' },
      { email: 'sam@club.test', name: 'Sam Coach' },
    ]);
    expect(mail.subject).toBe('Mentorship call moved: Tue 31 Mar, 12:00');
    expect(mail.text).toContain('When: Tue 31 Mar, 12:00 (America/New_York) / Tue 31 Mar, 17:00 (Europe/London).');
    expect(mail.text).toContain('Join: https://meet.example.com/sam');
    expect(mail.calendarEvent?.method).toBe('REQUEST');
    expect(mail.attachments?.[0]?.filename).toBe('mentorship-call.ics');
  });

  it('cancels with METHOD:CANCEL and the reason, and sends nothing without addresses', () => {
    const mail = callChangeMail('cancelled', { ...call, sequence: 2 }, { reason: 'Injury' })!;
    expect(mail.calendarEvent?.method).toBe('CANCEL');
    expect(mail.text).toContain('Reason: Injury');
    expect(mail.text).not.toContain('Join:');
    expect(callChangeMail('booked', { ...call, playerEmail: null, coachEmail: null })).toBeNull();
  });

  it('reminds the parents too, and a family with only parents on file still hears', () => {
    const parents = [{ name: 'Pat Player', email: 'pat@family.test' }];
    expect(callReminderMail('24h', call, parents)!.to.map((to) => to.email)).toEqual([
      'alex@family.test',
      'pat@family.test',
      'sam@club.test',
    ]);
    const noOwnAddresses = { ...call, playerEmail: null, coachEmail: null };
    expect(callReminderMail('1h', noOwnAddresses, parents)!.to).toEqual([
      { email: 'pat@family.test', name: 'Pat Player' },
    ]);
    expect(callReminderMail('1h', noOwnAddresses)).toBeNull();
  });

  it('names reminders by the start, so a moved call gets a fresh one', () => {
    const first = callReminderMail('1h', call)!;
    const moved = callReminderMail('1h', { ...call, startsAt: '2026-04-01T16:00:00.000Z' })!;
    expect(first.subject).toBe('Reminder: mentorship call in one hour');
    expect(callReminderMail('24h', call)!.subject).toBe('Reminder: mentorship call tomorrow');
    expect(first.messageId).not.toBe(moved.messageId);
  });
});

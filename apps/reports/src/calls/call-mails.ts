import {
  type CallEvent,
  type CallInviteMethod,
  type CallReminderKind,
  type MailMessage,
  buildCallInvite,
  formatInZone,
} from '@portal/contracts';

export type CallChange = 'booked' | 'rescheduled' | 'cancelled';

function recipients(call: CallEvent): MailMessage['to'] {
  const to: MailMessage['to'] = [];
  if (call.playerEmail) to.push({ email: call.playerEmail, name: call.playerName });
  if (call.coachEmail && call.coachEmail !== call.playerEmail)
    to.push({ email: call.coachEmail, name: call.coachName });
  return to;
}

function when(call: CallEvent): string {
  const player = call.playerTimeZone ?? call.coachTimeZone;
  const coach = formatInZone(call.startsAt, call.coachTimeZone);
  return player === call.coachTimeZone ? coach : `${formatInZone(call.startsAt, player)} / ${coach}`;
}

const SUBJECTS: Record<CallChange, string> = {
  booked: 'Mentorship call booked',
  rescheduled: 'Mentorship call moved',
  cancelled: 'Mentorship call cancelled',
};

/** The invite (or its cancellation) to the player and the coach, with the .ics attached; null without addresses. */
export function callChangeMail(change: CallChange, call: CallEvent, reason: string | null = null): MailMessage | null {
  const to = recipients(call);
  if (to.length === 0) return null;
  const method: CallInviteMethod = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = buildCallInvite({ ...call, method });
  const lines = [
    `${SUBJECTS[change]}: ${call.playerName} with ${call.coachName}.`,
    `When: ${when(call)}.`,
    call.meetingUrl && change !== 'cancelled' ? `Join: ${call.meetingUrl}` : '',
    reason ? `Reason: ${reason}` : '',
  ].filter(Boolean);
  return {
    messageId: `call-${call.callId}-v${call.sequence}`,
    to,
    subject: `${SUBJECTS[change]}: ${formatInZone(call.startsAt, call.playerTimeZone ?? call.coachTimeZone, false)}`,
    text: lines.join('\n'),
    attachments: [{ filename: 'mentorship-call.ics', contentType: `text/calendar; method=${method}`, content: ics }],
    calendarEvent: { method, content: ics },
  };
}

/** A reminder 24 hours or 1 hour before; its id names the start, so a moved call's reminder is a new mail. */
export function callReminderMail(kind: CallReminderKind, call: CallEvent): MailMessage | null {
  const to = recipients(call);
  if (to.length === 0) return null;
  const lead = kind === '24h' ? 'tomorrow' : 'in one hour';
  return {
    messageId: `call-${call.callId}-reminder-${kind}-${Date.parse(call.startsAt)}`,
    to,
    subject: `Reminder: mentorship call ${lead}`,
    text: [
      `Your mentorship call (${call.playerName} with ${call.coachName}) starts ${lead}.`,
      `When: ${when(call)}.`,
      call.meetingUrl ? `Join: ${call.meetingUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

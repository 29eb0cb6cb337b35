import {
  type CallEvent,
  type CallInviteMethod,
  type CallReminderKind,
  type MailAddress,
  type MailMessage,
  buildCallInvite,
  formatInZone,
} from '@portal/contracts';

export type CallChange = 'booked' | 'rescheduled' | 'cancelled';

/** A parent or guardian on file (identity's player record), as the call mails need them. */
export interface CallFamilyMember {
  name: string;
  email: string | null;
}

/**
 * Who hears about a call: the player, each parent or guardian on file with an address, and the coach.
 * Unlike a report (which goes to the parents instead of the player), a call concerns everyone: the
 * player joins it, the parents know where their child is, the coach runs it. One address once.
 */
export function callRecipients(call: CallEvent, parents: readonly CallFamilyMember[] = []): MailAddress[] {
  const seen = new Set<string>();
  const people = [
    { email: call.playerEmail, name: call.playerName },
    ...parents,
    { email: call.coachEmail, name: call.coachName },
  ];
  return people.flatMap((person) => {
    const email = person.email?.trim().toLowerCase();
    if (!email || seen.has(email)) return [];
    seen.add(email);
    return [{ email, name: person.name }];
  });
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

/** The invite (or its cancellation) to everyone on the call, with the .ics attached; null without addresses. */
export function callChangeMail(
  change: CallChange,
  call: CallEvent,
  options: { reason?: string | null; parents?: readonly CallFamilyMember[] } = {},
): MailMessage | null {
  const to = callRecipients(call, options.parents);
  if (to.length === 0) return null;
  const method: CallInviteMethod = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = buildCallInvite({ ...call, method });
  const lines = [
    `${SUBJECTS[change]}: ${call.playerName} with ${call.coachName}.`,
    `When: ${when(call)}.`,
    call.meetingUrl && change !== 'cancelled' ? `Join: ${call.meetingUrl}` : '',
    options.reason ? `Reason: ${options.reason}` : '',
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
export function callReminderMail(
  kind: CallReminderKind,
  call: CallEvent,
  parents: readonly CallFamilyMember[] = [],
): MailMessage | null {
  const to = callRecipients(call, parents);
  if (to.length === 0) return null;
  const lead = kind === '24h' ? 'tomorrow' : 'in one hour';
  return {
    messageId: `call-${call.callId}-reminder-${kind}-${Date.parse(call.startsAt)}`,
    to,
    subject: `Reminder: mentorship call ${lead}`,
    text: [
      `The mentorship call (${call.playerName} with ${call.coachName}) starts ${lead}.`,
      `When: ${when(call)}.`,
      call.meetingUrl ? `Join: ${call.meetingUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

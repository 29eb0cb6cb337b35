import { type CallEvent, type NotificationKind, formatInZone } from '@portal/contracts';

export const CALL_NOTIFYING_EVENTS = [
  'roadmap.call.booked',
  'roadmap.call.rescheduled',
  'roadmap.call.cancelled',
] as const;
export type CallNotifyingEvent = (typeof CALL_NOTIFYING_EVENTS)[number];

/** The player's calls (dashboard card, Schedule list) and the coach's agenda: where each side finds the call. */
export const PLAYER_CALLS_LINK = '/calls';
export const COACH_CALLS_LINK = '/calls/coach';

/** The two sides of a call: the player (their account) and the coach. */
export type CallAudience = 'player' | 'coach';

export interface CallNotificationDraft {
  audience: CallAudience;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

const TITLES = {
  'roadmap.call.booked': 'New mentorship call',
  'roadmap.call.rescheduled': 'Mentorship call moved',
  'roadmap.call.cancelled': 'Mentorship call cancelled',
} as const satisfies Record<CallNotifyingEvent, string>;

const KINDS = {
  'roadmap.call.booked': 'call-booked',
  'roadmap.call.rescheduled': 'call-rescheduled',
  'roadmap.call.cancelled': 'call-cancelled',
} as const satisfies Record<CallNotifyingEvent, NotificationKind>;

/** The side that did not make the change is told; an admin's change tells both sides. */
function audiencesOf(call: CallEvent): CallAudience[] {
  if (call.changedByRole === 'player') return ['coach'];
  if (call.changedByRole === 'coach') return ['player'];
  return ['player', 'coach'];
}

function whoChanged(call: CallEvent): string {
  if (call.changedByRole === 'player') return call.playerName;
  if (call.changedByRole === 'coach') return call.coachName;
  return 'An admin';
}

function sentence(name: CallNotifyingEvent, call: CallEvent, audience: CallAudience, reason: string | null): string {
  const when = formatInZone(
    call.startsAt,
    audience === 'coach' ? call.coachTimeZone : (call.playerTimeZone ?? call.coachTimeZone),
  );
  const who = whoChanged(call);
  // The reader's counterpart made the change ("Sam Coach moved your call"); an admin's change names them.
  const yourCall =
    call.changedByRole === 'admin'
      ? `your call with ${audience === 'coach' ? call.playerName : call.coachName}`
      : 'your call';
  switch (name) {
    case 'roadmap.call.booked':
      return `${who} booked a call with you for ${when}.`;
    case 'roadmap.call.rescheduled':
      return `${who} moved ${yourCall} to ${when}.`;
    case 'roadmap.call.cancelled':
      return `${who} cancelled ${yourCall} on ${when}.${reason ? ` Reason: ${reason}` : ''}`;
  }
}

/**
 * What one call event tells whom: the other side of the call (the coach when the player books,
 * moves or cancels; the player when the coach moves or cancels), each in their own time zone and
 * linked to where they see the call.
 */
export function callNotificationsFor(
  name: CallNotifyingEvent,
  call: CallEvent & { reason?: string | null },
): CallNotificationDraft[] {
  return audiencesOf(call).map((audience) => ({
    audience,
    kind: KINDS[name],
    title: TITLES[name],
    body: sentence(name, call, audience, call.reason ?? null),
    link: audience === 'coach' ? COACH_CALLS_LINK : PLAYER_CALLS_LINK,
  }));
}

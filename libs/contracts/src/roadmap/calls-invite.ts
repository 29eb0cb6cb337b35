import { createEvent } from 'ics';

export type CallInviteMethod = 'REQUEST' | 'CANCEL';

export interface CallInviteInput {
  callId: string;
  startsAt: string;
  endsAt: string;
  coachName: string;
  coachEmail: string | null;
  playerName: string;
  playerEmail: string | null;
  meetingUrl: string | null;
  /** Bumped on every change of the call, so calendars replace the earlier copy. */
  sequence: number;
  method: CallInviteMethod;
}

/** The UID every copy of one call's invite carries: a reschedule or cancel updates the same event. */
export function callInviteUid(callId: string): string {
  return `call-${callId}@player-portal`;
}

export function callInviteTitle(playerName: string, coachName: string): string {
  return `Mentorship call: ${playerName} with ${coachName}`;
}

/**
 * The .ics of a call, built with the `ics` package: METHOD:REQUEST for a booking or a move,
 * METHOD:CANCEL (STATUS:CANCELLED) for a cancellation; times in UTC; a stable UID per call.
 */
export function buildCallInvite(input: CallInviteInput): string {
  const { error, value } = createEvent({
    productId: 'player-portal/calls',
    method: input.method,
    uid: callInviteUid(input.callId),
    sequence: input.sequence,
    start: Date.parse(input.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(input.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: callInviteTitle(input.playerName, input.coachName),
    description: input.meetingUrl ? `Join the call: ${input.meetingUrl}` : 'One-to-one mentorship call',
    ...(input.meetingUrl ? { location: input.meetingUrl, url: input.meetingUrl } : {}),
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: input.coachName, ...(input.coachEmail ? { email: input.coachEmail } : {}) },
    attendees: [
      {
        name: input.playerName,
        ...(input.playerEmail ? { email: input.playerEmail } : {}),
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar invite');
  return value;
}

import { z } from 'zod';
import { timeZoneSchema } from '../calendar';
import { defineRpc, emptyRequestSchema } from '../rpc-definition';
import {
  callAvailabilityInputSchema,
  callAvailabilitySchema,
  callCalendarQuerySchema,
  callCancelSchema,
  callCoachSchema,
  callContactSchema,
  callNotesSchema,
  callSchema,
  callSlotsQuerySchema,
  callSlotsSchema,
  myCallsSchema,
} from './calls';

const STAFF = ['coach', 'admin'] as const;
const EVERYONE = ['player', 'coach', 'admin'] as const;
const byCall = { callId: z.uuid() };

/**
 * Mentorship calls (spread into roadmapRpc). The service re-checks who may see or change each call:
 * the player it belongs to, its coach, or staff whose scope reaches the player (outside: 404).
 */
export const callsRpc = {
  /** A coach's own availability (an admin may name a coach of their club); NOT_FOUND before it is set. */
  'roadmap.call-availability.get': defineRpc({
    request: z.object({ coachUserId: z.uuid().optional() }).strict(),
    response: callAvailabilitySchema,
    access: STAFF,
  }),
  'roadmap.call-availability.update': defineRpc({
    request: z.object({ availability: callAvailabilityInputSchema, coach: callContactSchema }).strict(),
    response: callAvailabilitySchema,
    access: ['coach'],
  }),
  /** Coaches and admins of the caller's club who take bookings; for a player, their squads' coaches first. */
  'roadmap.call-coach.list': defineRpc({
    request: emptyRequestSchema,
    response: z.array(callCoachSchema),
    access: EVERYONE,
  }),
  'roadmap.call.slots': defineRpc({
    request: callSlotsQuerySchema.extend({ coachUserId: z.uuid() }).strict(),
    response: callSlotsSchema,
    access: EVERYONE,
  }),
  'roadmap.call.book': defineRpc({
    request: z
      .object({
        playerId: z.uuid(),
        coachUserId: z.uuid(),
        startsAt: z.iso.datetime({ offset: true }),
        playerTimeZone: timeZoneSchema.nullable(),
        player: callContactSchema,
      })
      .strict(),
    response: callSchema,
    access: ['player'],
  }),
  'roadmap.call.cancel': defineRpc({
    request: z.object({ ...byCall, cancel: callCancelSchema }).strict(),
    response: callSchema,
    access: EVERYONE,
  }),
  'roadmap.call.reschedule': defineRpc({
    request: z.object({ ...byCall, startsAt: z.iso.datetime({ offset: true }) }).strict(),
    response: callSchema,
    access: EVERYONE,
  }),
  'roadmap.call.get': defineRpc({ request: z.object(byCall).strict(), response: callSchema, access: EVERYONE }),
  /** A player's calls: upcoming (booked, soonest first) and past or cancelled (newest first). */
  'roadmap.call.mine': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: myCallsSchema,
    access: EVERYONE,
  }),
  /**
   * Booked calls in a range: a coach's own; an admin's club (one coach with `coachUserId`, or all).
   * `squadId` narrows to the players of one squad.
   */
  'roadmap.call.calendar': defineRpc({
    request: callCalendarQuerySchema,
    response: z.array(callSchema),
    access: STAFF,
  }),
  /** The coach's short notes after the call (the call's coach or an admin; only once it started). */
  'roadmap.call.notes': defineRpc({
    request: z.object({ ...byCall, notes: callNotesSchema }).strict(),
    response: callSchema,
    access: STAFF,
  }),
} as const;

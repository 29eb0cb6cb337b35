import { z } from 'zod';
import {
  PLAYER_AND_STAFF,
  PLAYER_DATA_READERS,
  PLAYER_GUARDIAN_AND_STAFF,
  PLAYER_OR_GUARDIAN,
  STAFF_ROLES,
} from '../actor';
import { timeZoneSchema } from '../calendar';
import { defineRpc } from '../rpc-definition';
import {
  callAvailabilityInputSchema,
  callAvailabilitySchema,
  callCalendarQuerySchema,
  callCancelSchema,
  callCoachListQuerySchema,
  callCoachSchema,
  callContactSchema,
  callNotesSchema,
  callSchema,
  callSlotsQuerySchema,
  callSlotsSchema,
  myCallsSchema,
} from './calls';

const byCall = { callId: z.uuid() };

/**
 * Mentorship calls (spread into roadmapRpc). The service re-checks who may see or change each call:
 * the player it belongs to, their guardians, its coach, or staff whose scope reaches the player
 * (outside: 404). A parent books and cancels calls for their child, and never moves one.
 */
export const callsRpc = {
  /** A coach's own availability (an admin may name a coach of their club); NOT_FOUND before it is set. */
  'roadmap.call-availability.get': defineRpc({
    request: z.object({ coachUserId: z.uuid().optional() }).strict(),
    response: callAvailabilitySchema,
    access: STAFF_ROLES,
  }),
  'roadmap.call-availability.update': defineRpc({
    request: z.object({ availability: callAvailabilityInputSchema, coach: callContactSchema }).strict(),
    response: callAvailabilitySchema,
    access: ['coach'],
  }),
  /**
   * Coaches and admins of the caller's club who take bookings; for a player, their squads' coaches
   * first. With `playerId` (required of a parent), those of that player's club, their squads' first.
   */
  'roadmap.call-coach.list': defineRpc({
    request: callCoachListQuerySchema,
    response: z.array(callCoachSchema),
    access: PLAYER_DATA_READERS,
  }),
  'roadmap.call.slots': defineRpc({
    request: callSlotsQuerySchema.extend({ coachUserId: z.uuid() }).strict(),
    response: callSlotsSchema,
    access: PLAYER_DATA_READERS,
  }),
  'roadmap.call.book': defineRpc({
    request: z
      .object({
        playerId: z.uuid(),
        coachUserId: z.uuid(),
        startsAt: z.iso.datetime({ offset: true }),
        playerTimeZone: timeZoneSchema.nullable(),
        /**
         * Ignored: what gateways released before roadmap's copy of the players' contacts sent, accepted so
         * that a rolling upgrade (roadmap first, then the gateway) refuses no booking. Remove it in the
         * release after.
         */
        player: callContactSchema.optional(),
      })
      .strict(),
    response: callSchema,
    access: PLAYER_OR_GUARDIAN,
  }),
  'roadmap.call.cancel': defineRpc({
    request: z.object({ ...byCall, cancel: callCancelSchema }).strict(),
    response: callSchema,
    access: PLAYER_GUARDIAN_AND_STAFF,
  }),
  'roadmap.call.reschedule': defineRpc({
    request: z.object({ ...byCall, startsAt: z.iso.datetime({ offset: true }) }).strict(),
    response: callSchema,
    access: PLAYER_AND_STAFF,
  }),
  'roadmap.call.get': defineRpc({
    request: z.object(byCall).strict(),
    response: callSchema,
    access: PLAYER_DATA_READERS,
  }),
  /** A player's calls: upcoming (booked, soonest first) and past or cancelled (newest first). */
  'roadmap.call.mine': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: myCallsSchema,
    access: PLAYER_DATA_READERS,
  }),
  /**
   * Booked calls in a range: a coach's own; an admin's club (one coach with `coachUserId`, or all).
   * `squadId` narrows to the players of one squad.
   */
  'roadmap.call.calendar': defineRpc({
    request: callCalendarQuerySchema,
    response: z.array(callSchema),
    access: STAFF_ROLES,
  }),
  /** The coach's short notes after the call (the call's coach or an admin; only once it started). */
  'roadmap.call.notes': defineRpc({
    request: z.object({ ...byCall, notes: callNotesSchema }).strict(),
    response: callSchema,
    access: STAFF_ROLES,
  }),
} as const;

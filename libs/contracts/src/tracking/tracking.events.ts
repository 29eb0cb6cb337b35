import { z } from 'zod';

/** tracking's domain events. */
export const trackingEvents = {
  'tracking.training-log.created': z.object({
    logId: z.uuid(),
    playerId: z.uuid(),
    date: z.string(),
    type: z.string(),
    wellnessRating: z.number().int().nullable(),
  }),
  'tracking.training-session.logged': z.object({
    sessionId: z.uuid(),
    playerId: z.uuid(),
    /** Calendar day in the player's zone. */
    date: z.string(),
    type: z.string(),
    category: z.string(),
    minutes: z.number().int(),
    rpe: z.number().int().nullable(),
  }),
  'tracking.wellness.checked-in': z.object({
    checkInId: z.uuid(),
    playerId: z.uuid(),
    date: z.string(),
    /** True when this check-in replaced an earlier one of the same day. */
    replaced: z.boolean(),
  }),
  /** A player's light turned yellow or red (not repeated while it stays the same for the week). */
  'tracking.alert.raised': z.object({
    playerId: z.uuid(),
    /** Monday of the progress week. */
    weekStart: z.string(),
    trafficLight: z.enum(['yellow', 'red']),
    alerts: z.array(z.object({ rule: z.string(), message: z.string() })),
  }),
} as const;

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
} as const;

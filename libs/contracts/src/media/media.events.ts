import { z } from 'zod';

/** media's domain events. */
export const mediaEvents = {
  'media.video.uploaded': z.object({ videoId: z.uuid(), playerId: z.uuid(), title: z.string() }),
  'media.video.processed': z.object({
    videoId: z.uuid(),
    playerId: z.uuid(),
    state: z.enum(['ready', 'failed']),
    /** Why processing failed, in words a player can read. */
    reason: z.string().nullable(),
  }),
  'media.video.reviewed': z.object({
    videoId: z.uuid(),
    playerId: z.uuid(),
    title: z.string(),
    /** The review status the coach set: 'Needs More Info' or 'Reviewed'. */
    status: z.string(),
    reviewedBy: z.uuid(),
  }),
  'media.video.deleted': z.object({ videoId: z.uuid(), playerId: z.uuid() }),
} as const;

import { z } from 'zod';
import { defineJob } from '../jobs-definition';
import { diagnosticJobSchema } from '../diagnostic-job';
import { QUEUES } from '../queues';

/** media's worker jobs. */
export const mediaJobs = {
  /** Kept for the platform's worker-wiring test (apps/media/test/diagnostic-worker.int-spec.ts). */
  'media.diagnostic': defineJob({ queue: QUEUES.mediaProcessing, payload: diagnosticJobSchema }),
  /** ffprobe, duration, thumbnail and (when needed) a web copy of one uploaded video. */
  'media.process-video': defineJob({
    queue: QUEUES.mediaProcessing,
    payload: z.object({ videoId: z.uuid() }).strict(),
  }),
  /** Re-queues (or gives up on) videos left pending too long; a repeating job the worker schedules. */
  'media.sweep-pending-videos': defineJob({ queue: QUEUES.mediaProcessing, payload: z.object({}).strict() }),
  /**
   * Deletes the videos and photos of every player whose `media` consent has been withdrawn for 30
   * days (run by the worker's job scheduler; a consent given again takes the player out of it).
   */
  'media.delete-withdrawn-media': defineJob({ queue: QUEUES.mediaProcessing, payload: z.object({}).strict() }),
} as const;

/** One processing job per video, whoever queues it: a repeated add of the same video is ignored. */
export function processVideoJobId(videoId: string): string {
  return `process-${videoId}`;
}

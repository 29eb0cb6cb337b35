import { z } from 'zod';

/** The media worker's settings for videos whose processing got stuck. */
export const processingEnvSchema = z.object({
  /** How long a video may stay pending without a job to run before the sweep queues it again. */
  MEDIA_PENDING_REQUEUE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60_000),
  /** How often the sweep looks for such videos. */
  MEDIA_PENDING_SWEEP_EVERY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60_000),
});
export type ProcessingConfig = z.output<typeof processingEnvSchema>;

import { defineJob } from '../jobs-definition';
import { diagnosticJobSchema } from '../diagnostic-job';
import { QUEUES } from '../queues';

/** media's worker jobs. */
export const mediaJobs = {
  'media.diagnostic': defineJob({ queue: QUEUES.mediaProcessing, payload: diagnosticJobSchema }),
} as const;

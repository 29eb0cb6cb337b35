import { defineJob } from '../jobs-definition';
import { diagnosticJobSchema } from '../diagnostic-job';
import { QUEUES } from '../queues';

/** reports' worker jobs. */
export const reportsJobs = {
  'reports.diagnostic': defineJob({ queue: QUEUES.reports, payload: diagnosticJobSchema }),
} as const;

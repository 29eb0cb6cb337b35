import { defineJob } from '../jobs-definition';
import { diagnosticJobSchema } from '../diagnostic-job';
import { mailMessageSchema } from '../mail';
import { QUEUES } from '../queues';

/** reports' worker jobs. */
export const reportsJobs = {
  'reports.diagnostic': defineJob({ queue: QUEUES.reports, payload: diagnosticJobSchema }),
  /** Every e-mail of the portal, from any service, on the one mail queue (ARCHITECTURE §6). */
  'reports.send-mail': defineJob({ queue: QUEUES.mail, payload: mailMessageSchema }),
} as const;

import { defineJob } from '../jobs-definition';
import { diagnosticJobSchema } from '../diagnostic-job';
import { mailMessageSchema } from '../mail';
import { QUEUES } from '../queues';
import { callReminderJobSchema } from './call-reminders';

/** reports' worker jobs. */
export const reportsJobs = {
  'reports.diagnostic': defineJob({ queue: QUEUES.reports, payload: diagnosticJobSchema }),
  /** Every e-mail of the portal, from any service, on the one mail queue (ARCHITECTURE §6). */
  'reports.send-mail': defineJob({ queue: QUEUES.mail, payload: mailMessageSchema }),
  /** A call reminder 24 h or 1 h before, a delayed job with the id `callReminderJobId(callId, kind)`. */
  'reports.call-reminder': defineJob({ queue: QUEUES.reports, payload: callReminderJobSchema }),
} as const;

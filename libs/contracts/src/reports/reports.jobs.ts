import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
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
  /**
   * Run by the six-weekly job scheduler: finds every player's finished periods that have no report
   * yet (including periods missed while no worker ran) and queues one generate job for each.
   */
  'reports.scan-due': defineJob({ queue: QUEUES.reports, payload: z.object({}).strict() }),
  /**
   * Builds, stores and mails one player's report for one period. `periodEnd` earlier than the
   * period's last day makes a report "to date" (POST /api/reports). Idempotent per player and period.
   */
  'reports.generate-report': defineJob({
    queue: QUEUES.reports,
    payload: z
      .object({
        playerId: z.uuid(),
        periodNumber: z.number().int().min(1),
        periodEnd: calendarDaySchema.optional(),
        /** Send the report mails (the scheduled run); a staff "generate now" mails too. */
        sendMail: z.boolean().default(true),
        /** A scheduled run's coaches who chose the digest: they get `reports.send-digest`, not this report's mail. */
        digestCoachIds: z.array(z.uuid()).max(1000).optional(),
      })
      .strict(),
  }),
  /**
   * After a scheduled run: one mail per digest coach listing the run's reports. Waits (retries)
   * until every report of the run is stored, then sends once per coach and run (message id).
   */
  'reports.send-digest': defineJob({
    queue: QUEUES.reports,
    payload: z
      .object({
        runId: z.string().min(1).max(200),
        runDay: calendarDaySchema,
        coachIds: z.array(z.uuid()).min(1).max(1000),
        reports: z
          .array(
            z
              .object({ reportId: z.uuid(), playerId: z.uuid(), playerName: z.string(), periodEnd: calendarDaySchema })
              .strict(),
          )
          .min(1)
          .max(100_000),
      })
      .strict(),
  }),
  /** A call reminder 24 h or 1 h before, a delayed job with the id `callReminderJobId(callId, kind)`. */
  'reports.call-reminder': defineJob({ queue: QUEUES.reports, payload: callReminderJobSchema }),
} as const;

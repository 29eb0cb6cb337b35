import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
import { defineJob } from '../jobs-definition';
import { diagnosticJobSchema } from '../diagnostic-job';
import { mailMessageSchema } from '../mail';
import { QUEUES } from '../queues';
import { callReminderJobSchema } from './call-reminders';

/** How many reports one `reports.generate-reports` job builds: each service is asked once for all of them. */
export const REPORT_BATCH_MAX = 50;
/** How many messages one `reports.send-mails` job sends (a report's family and coaches). */
export const MAIL_BATCH_MAX = 50;

/** reports' worker jobs. */
export const reportsJobs = {
  'reports.diagnostic': defineJob({ queue: QUEUES.reports, payload: diagnosticJobSchema }),
  /** Every e-mail of the portal, from any service, on the one mail queue (ARCHITECTURE §6). */
  'reports.send-mail': defineJob({ queue: QUEUES.mail, payload: mailMessageSchema }),
  /**
   * Several e-mails in one job (`MailQueue.sendAll`), sent in order, each once (by message id), an
   * attachment they share read once: a report's mails to its family and coaches.
   */
  'reports.send-mails': defineJob({
    queue: QUEUES.mail,
    payload: z
      .object({
        messages: z
          .array(mailMessageSchema)
          .min(1)
          .max(MAIL_BATCH_MAX)
          .refine((messages) => new Set(messages.map((message) => message.messageId)).size === messages.length, {
            message: 'must not repeat a message id',
          }),
      })
      .strict(),
  }),
  /**
   * Run by the six-weekly job scheduler: finds every player's finished periods that have no report
   * yet (including periods missed while no worker ran) and queues them in `reports.generate-reports` batches.
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
   * Builds, stores and mails a scheduled run's batch of reports (whole periods), asking each service
   * once for the batch. A player appears at most once per batch (their next missed period goes in
   * another). Idempotent per player and period, as `reports.generate-report`.
   */
  'reports.generate-reports': defineJob({
    queue: QUEUES.reports,
    payload: z
      .object({
        reports: z
          .array(z.object({ playerId: z.uuid(), periodNumber: z.number().int().min(1) }).strict())
          .min(1)
          .max(REPORT_BATCH_MAX)
          .refine((reports) => new Set(reports.map((report) => report.playerId)).size === reports.length, {
            message: 'must name each player once',
          }),
        sendMail: z.boolean().default(true),
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
  /**
   * Run weekly by a job scheduler: one mail per guardian who chose the weekly digest, listing the
   * week's events per child. Idempotent per guardian and week (message id).
   */
  'reports.family-weekly-digest': defineJob({ queue: QUEUES.reports, payload: z.object({}).strict() }),
  /**
   * Builds one player's data export ZIP (issue 25): streamed from storage into the ZIP and the ZIP
   * into storage, then mails the requester. Idempotent per export (job id = export id).
   */
  'reports.build-data-export': defineJob({
    queue: QUEUES.reports,
    payload: z.object({ exportId: z.uuid() }).strict(),
  }),
  /**
   * Run every REPORTS_EXPORT_SWEEP_SECONDS by a job scheduler: deletes the ZIPs of data exports whose
   * link has expired (a child's data is not kept past the 7 days the family was promised).
   */
  'reports.data-export-sweep': defineJob({ queue: QUEUES.reports, payload: z.object({}).strict() }),
  /** A call reminder 24 h or 1 h before, a delayed job with the id `callReminderJobId(callId, kind)`. */
  'reports.call-reminder': defineJob({ queue: QUEUES.reports, payload: callReminderJobSchema }),
} as const;

/**
 * The regeneration a comment change queues: one per change event, so a redelivered event adds nothing
 * while a second edit, made as the first one's job is still kept, queues its own.
 */
export function regenerateReportJobId(changeEventId: string): string {
  return `regenerate-${changeEventId}`;
}

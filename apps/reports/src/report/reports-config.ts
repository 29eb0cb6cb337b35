import { REPORT_BATCH_MAX } from '@portal/contracts';
import { z } from 'zod';

/** The reports service's and worker's own settings. */
export const reportsEnvSchema = z.object({
  /** How often the scheduler looks for finished periods (a period is reported at most this late). */
  REPORTS_SCAN_EVERY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
  /** How many reports one scheduled batch job builds (each service is asked once per batch). */
  REPORTS_BATCH_SIZE: z.coerce.number().int().min(1).max(REPORT_BATCH_MAX).default(25),
  /** How long the digest job waits between looks for the run's reports (DIGEST_ATTEMPTS looks). */
  REPORTS_DIGEST_WAIT_MS: z.coerce.number().int().min(500).default(60_000),
  /** When the families' weekly digest goes out (cron, UTC): Monday 07:00 by default. */
  REPORTS_FAMILY_DIGEST_CRON: z.string().min(9).default('0 7 * * 1'),
  /** How often the worker deletes the ZIPs of data exports whose 7-day link has expired. */
  REPORTS_EXPORT_SWEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** The web app's address, for the links in digest mails. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
});
export type ReportsConfig = z.output<typeof reportsEnvSchema>;

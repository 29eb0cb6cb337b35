import { z } from 'zod';

/** The reports service's and worker's own settings. */
export const reportsEnvSchema = z.object({
  /** How often the scheduler looks for finished periods (a period is reported at most this late). */
  REPORTS_SCAN_EVERY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
});
export type ReportsConfig = z.output<typeof reportsEnvSchema>;

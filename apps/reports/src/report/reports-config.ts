import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { z } from 'zod';

/** The reports service's and worker's own settings. */
export const reportsEnvSchema = z.object({
  /** Where the local adapter keeps report PDFs (shared by the service and the worker). */
  REPORTS_DATA_DIR: z.string().min(1).default(join(tmpdir(), 'portal-reports')),
  /** How often the scheduler looks for finished periods (a period is reported at most this late). */
  REPORTS_SCAN_EVERY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
});
export type ReportsConfig = z.output<typeof reportsEnvSchema>;

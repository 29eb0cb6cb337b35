import { z } from 'zod';

/** Small end-to-end job proving a worker's wiring (platform tests): waits, then records a row. */
export const diagnosticJobSchema = z
  .object({
    /** Free text echoed into the stored row so a test can find its own job. */
    label: z.string().min(1).max(200),
    /** Simulated work time, bounded so a bad payload cannot park a worker. */
    workMs: z.number().int().min(0).max(60_000).default(0),
  })
  .strict();
export type DiagnosticJob = z.input<typeof diagnosticJobSchema>;

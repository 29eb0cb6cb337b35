import { z } from 'zod';

/** BullMQ queue names. Never rename one: jobs already waiting in Redis would be orphaned. */
export const QUEUES = {
  mediaProcessing: 'media-processing',
  reports: 'reports',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  /** Small end-to-end job proving a worker's wiring: waits, then records a row. */
  mediaDiagnostic: 'media.diagnostic',
  reportsDiagnostic: 'reports.diagnostic',
} as const;

export const diagnosticJobSchema = z.object({
  /** Free text echoed into the stored row so a test can find its own job. */
  label: z.string().min(1).max(200),
  /** Simulated work time, bounded so a bad payload cannot park a worker. */
  workMs: z.number().int().min(0).max(60_000).default(0),
});
export type DiagnosticJob = z.input<typeof diagnosticJobSchema>;

export interface JobPayloads {
  [JOBS.mediaDiagnostic]: DiagnosticJob;
  [JOBS.reportsDiagnostic]: DiagnosticJob;
}

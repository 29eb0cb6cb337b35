import { z } from 'zod';

/** reports's domain events. */
export const reportsEvents = {
  /** A report's PDF was stored (first time, or regenerated in place with the same id). */
  'reports.report.ready': z.object({
    reportId: z.uuid(),
    playerId: z.uuid(),
    periodNumber: z.number().int().min(1),
    periodStart: z.string(),
    periodEnd: z.string(),
    regenerated: z.boolean(),
  }),
} as const;

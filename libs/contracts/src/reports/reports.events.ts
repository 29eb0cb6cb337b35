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
    /** The player as identity named them when the report was made: spares consumers asking again. */
    player: z.object({ name: z.string(), userId: z.uuid().nullable() }).optional(),
  }),
} as const;

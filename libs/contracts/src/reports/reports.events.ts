import { z } from 'zod';
import { calendarDaySchema } from '../calendar';

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
  /**
   * A coach's comment on a player's period was written or removed. A finished period's stored report
   * is regenerated from it so the PDF shows the comment as it now is.
   */
  'reports.comment.changed': z.object({
    playerId: z.uuid(),
    periodNumber: z.number().int().min(1),
    /** The period's last day: whether it has finished is known without asking identity. */
    periodEnd: calendarDaySchema,
  }),
  /** Someone asked for a copy of a player's data: the consumer queues `reports.build-data-export`. */
  'reports.data-export.requested': z.object({ exportId: z.uuid(), playerId: z.uuid() }),
} as const;

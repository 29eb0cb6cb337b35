import { z } from 'zod';
import { calendarDaySchema } from '../calendar';

/** A player's progress report for one six-week period. */
export const reportSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  /** 1 for the first six weeks after sign-up, then 2, 3... */
  periodNumber: z.number().int().min(1),
  /** First and last calendar day of the period (the last may be today for a report "to date"). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The PDF's download name. */
  fileName: z.string(),
  sizeBytes: z.number().int().min(0),
  generatedAt: z.iso.datetime(),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * GET /api/reports?playerId=&squadId= : a player gets their own; staff name a player, or list every
 * player's they reach (newest first), optionally one squad's.
 */
export const reportListQuerySchema = z.object({ playerId: z.uuid().optional(), squadId: z.uuid().optional() }).strict();
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;
/** Most reports one list answers (newest first). */
export const REPORT_LIST_MAX = 1000;

/** GET /api/reports/comments?playerId= (players: their own; staff name the player). */
export const reportCommentsQuerySchema = z.object({ playerId: z.uuid().optional() }).strict();
export type ReportCommentsQuery = z.infer<typeof reportCommentsQuerySchema>;

/** POST /api/reports (staff): generate now, for the current period to date. */
export const reportGenerateRequestSchema = z.object({ playerId: z.uuid({ error: 'Please choose a player' }) }).strict();
export type ReportGenerateRequest = z.infer<typeof reportGenerateRequestSchema>;

export const reportGenerationSchema = z.object({
  /** The queued job; the report appears in the list when it completes. */
  jobId: z.string(),
  playerId: z.uuid(),
  periodNumber: z.number().int().min(1),
  periodStart: calendarDaySchema,
  periodEnd: calendarDaySchema,
});
export type ReportGeneration = z.infer<typeof reportGenerationSchema>;

/** Copy of the Reports list. */
export const REPORTS_TITLE = 'Progress reports';
export const REPORTS_EMPTY_PLAYER = 'Your first progress report arrives six weeks after you joined.';
export const REPORTS_EMPTY_STAFF = 'No progress reports for this player yet.';
export const REPORT_QUEUED_TOAST = 'Report requested. It will appear here in a moment.';

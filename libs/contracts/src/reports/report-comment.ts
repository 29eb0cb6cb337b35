import { z } from 'zod';
import { textSchema } from '../strings';

export const REPORT_COMMENT_MAX = 2000;

/** The coach's free-text comment on one player's six-week period; it appears in that period's PDF. */
export const reportCommentSchema = z.object({
  playerId: z.uuid(),
  periodNumber: z.number().int().min(1),
  periodStart: z.string(),
  periodEnd: z.string(),
  text: z.string(),
  authorId: z.uuid(),
  updatedAt: z.iso.datetime(),
});
export type ReportComment = z.infer<typeof reportCommentSchema>;

/**
 * PUT /api/reports/comments (staff): writes the comment of a period (the current one when
 * `periodNumber` is left out; never a period that has not started). Blank text removes the comment.
 */
export const reportCommentWriteSchema = z
  .object({
    playerId: z.uuid({ error: 'Please choose a player' }),
    periodNumber: z
      .number({ error: 'must be a period number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .optional(),
    text: textSchema({ error: 'Comment text is required (empty to remove it)' })
      .trim()
      .max(REPORT_COMMENT_MAX, `must be at most ${REPORT_COMMENT_MAX} characters`),
  })
  .strict();
export type ReportCommentWrite = z.input<typeof reportCommentWriteSchema>;

/** What a write leaves: the period and its comment (null once removed). */
export const reportCommentResultSchema = z.object({
  playerId: z.uuid(),
  periodNumber: z.number().int().min(1),
  periodStart: z.string(),
  periodEnd: z.string(),
  comment: reportCommentSchema.nullable(),
});
export type ReportCommentResult = z.infer<typeof reportCommentResultSchema>;

/** GET /api/reports/comments?playerId= : the current period and every comment written, latest first. */
export const reportCommentsSchema = z.object({
  currentPeriod: z.object({ number: z.number().int().min(1), start: z.string(), end: z.string() }),
  comments: z.array(reportCommentSchema),
});
export type ReportComments = z.infer<typeof reportCommentsSchema>;

export const REPORT_COMMENT_PERIOD_NOT_STARTED = 'That period has not started yet';

/** Copy of the comment card (staff only). */
export const REPORT_COMMENT_TITLE = "Coach's comment for this period";
export const REPORT_COMMENT_HELP =
  'Appears in the progress report for this period, which the player and their family receive.';
export const REPORT_COMMENT_SAVED = 'Comment saved. It will appear in this period’s report.';
export const REPORT_COMMENT_REMOVED = 'Comment removed.';

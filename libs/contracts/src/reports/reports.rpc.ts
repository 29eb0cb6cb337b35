import { z } from 'zod';
import { PLAYER_DATA_READERS, STAFF_ROLES } from '../actor';
import { LIST_PAGE_MAX, listCursorSchema } from '../paging';
import { defineRpc, emptyRequestSchema, healthPingRpc, scopeAwaitCopyRpc } from '../rpc-definition';
import { notificationPageSchema, unreadCountSchema } from './notification';
import { reportGenerateRequestSchema, reportGenerationSchema, reportSchema } from './report';
import { reportCommentResultSchema, reportCommentWriteSchema, reportCommentsSchema } from './report-comment';
import { reportMailPreferenceSchema } from './report-mail-preference';
import { familyMailPreferenceSchema } from './family-mail-preference';
import { dataExportCreatedSchema, dataExportSchema } from './data-export';

const byReport = z.object({ reportId: z.uuid() }).strict();

/** A report PDF travels over NATS (base64) while it is small; larger files wait for object storage. */
export const REPORT_PDF_MAX_BYTES = 700 * 1024;

/**
 * reports's request/reply subjects. Notifications are the actor's own (by user id); report handlers
 * answer only within the actor's scope (ARCHITECTURE §9): a player or report outside it is NOT_FOUND.
 */
export const reportsRpc = {
  'reports.health.ping': healthPingRpc,
  'reports.scope.await-copy': scopeAwaitCopyRpc,
  /**
   * A copy of everything about one player (issue 25): a guardian, an admin of the club, the player
   * from the consent age. Outside the scope 404; a coach or a minor player 403 with the reason; one
   * export of a player at a time (409 while one is prepared).
   */
  'reports.data-export.request': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: dataExportCreatedSchema,
    access: PLAYER_DATA_READERS,
  }),
  /** An export's status: its requester, and whoever may export the same player now; others 404. */
  'reports.data-export.get': defineRpc({
    request: z.object({ exportId: z.uuid() }).strict(),
    response: dataExportSchema,
    access: PLAYER_DATA_READERS,
  }),
  /** Where a ready export's ZIP is stored, for the gateway to stream it (same readers as get; expired 410-worthy CONFLICT). */
  'reports.data-export.download': defineRpc({
    request: z.object({ exportId: z.uuid() }).strict(),
    response: z.object({ storageKey: z.string(), fileName: z.string() }),
    access: PLAYER_DATA_READERS,
  }),
  /** The actor's notifications inside their current scope (none about a player they no longer reach), latest first. */
  'reports.notification.list': defineRpc({
    request: z
      .object({
        limit: z.number().int().min(1).max(LIST_PAGE_MAX).optional(),
        before: listCursorSchema.optional(),
      })
      .strict(),
    response: notificationPageSchema,
    access: 'authenticated',
  }),
  'reports.notification.unread-count': defineRpc({
    request: emptyRequestSchema,
    response: unreadCountSchema,
    access: 'authenticated',
  }),
  /** Marks one of the actor's notifications read; NOT_FOUND for anyone else's and one outside their scope. */
  'reports.notification.mark-read': defineRpc({
    request: z.object({ notificationId: z.uuid() }).strict(),
    response: z.object({ read: z.literal(true) }),
    access: 'authenticated',
  }),
  'reports.notification.mark-all-read': defineRpc({
    request: emptyRequestSchema,
    response: z.object({ updated: z.number().int().min(0) }),
    access: 'authenticated',
  }),
  /**
   * A player's reports, latest period first (a player: their own, `playerId` optional). Staff without
   * `playerId` get the reports of every player they reach, newest first, optionally one squad's.
   */
  'reports.report.list': defineRpc({
    request: z.object({ playerId: z.uuid().optional(), squadId: z.uuid().optional() }).strict(),
    response: z.array(reportSchema),
    access: PLAYER_DATA_READERS,
  }),
  /** The report with its PDF (base64); NOT_FOUND when it does not exist or is not reachable. */
  'reports.report.pdf': defineRpc({
    request: byReport,
    response: z.object({ report: reportSchema, contentBase64: z.string() }),
    access: PLAYER_DATA_READERS,
  }),
  /** Queues the report of the player's current period to date (replacing that period's report). */
  'reports.report.generate': defineRpc({
    request: reportGenerateRequestSchema,
    response: reportGenerationSchema,
    access: STAFF_ROLES,
  }),
  /** The player's current period and the coach comments written for their periods. */
  'reports.comment.list': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: reportCommentsSchema,
    access: PLAYER_DATA_READERS,
  }),
  /** Writes (or, with blank text, removes) the comment of the current or a past period. */
  'reports.comment.put': defineRpc({
    request: reportCommentWriteSchema,
    response: reportCommentResultSchema,
    access: STAFF_ROLES,
  }),
  /** The actor's own choice of report e-mails (one per player, or a digest per run). */
  'reports.mail-preference.get': defineRpc({
    request: emptyRequestSchema,
    response: reportMailPreferenceSchema,
    access: STAFF_ROLES,
  }),
  'reports.mail-preference.set': defineRpc({
    request: reportMailPreferenceSchema,
    response: reportMailPreferenceSchema,
    access: STAFF_ROLES,
  }),
  /** A parent account's own choice of e-mails about their children (every event, weekly, reports only). */
  'reports.family-mail-preference.get': defineRpc({
    request: emptyRequestSchema,
    response: familyMailPreferenceSchema,
    access: ['parent'],
  }),
  'reports.family-mail-preference.set': defineRpc({
    request: familyMailPreferenceSchema,
    response: familyMailPreferenceSchema,
    access: ['parent'],
  }),
} as const;

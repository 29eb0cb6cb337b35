import { z } from 'zod';
import { playerExportAreaSchema, playerExportRequestSchema } from '../reports/data-export';
import { PLAYER_AND_STAFF, PLAYER_DATA_READERS, STAFF_ROLES } from '../actor';
import { defineRpc, healthPingRpc, scopeAwaitCopyRpc, streamCreditSchema } from '../rpc-definition';
import { LIST_PAGE_MAX, listCursorSchema } from '../paging';
import { calendarDaySchema } from '../calendar';
import { EXPORT_KINDS, exportPageSchema } from './csv-export';
import { progressDashboardSchema, weekStartSchema } from './progress-dashboard';
import { playerPeriodsRequestSchema } from '../player-period';
import { playerProgressPeriodSchema } from './progress-period';
import { progressTrendsSchema } from './progress-trends';
import {
  trainingLogCreateSchema,
  trainingLogPageSchema,
  trainingLogSchema,
  trainingLogUpdateSchema,
} from './training-log';
import { trainingSessionCreateSchema, trainingSessionPageSchema, trainingSessionSchema } from './training-session';
import { wellnessCheckInResultSchema, wellnessLogCreateSchema, wellnessLogPageSchema } from './wellness-log';

import { attentionRequestSchema, trackingAttentionSchema } from '../coach-home';

const playerPageRequest = z
  .object({
    playerId: z.uuid(),
    limit: z.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    before: listCursorSchema.optional(),
  })
  .strict();

const exportRequest = z.object({ playerId: z.uuid(), after: listCursorSchema.optional() }).strict();

const csvExportRequest = z.object({ kind: z.enum(EXPORT_KINDS), playerId: z.uuid() }).strict();

/**
 * tracking's subjects. Handlers also check that the actor reaches `playerId` (server-kit's PlayerAccess):
 * a player outside the actor's scope answers 404, exactly like one that does not exist.
 */
export const trackingRpc = {
  'tracking.health.ping': healthPingRpc,
  'tracking.scope.await-copy': scopeAwaitCopyRpc,
  'tracking.training-log.list': defineRpc({
    /** Newest first; without `limit`, the newest UNPAGED_LIST_CEILING. */
    request: playerPageRequest,
    response: trainingLogPageSchema,
    access: PLAYER_DATA_READERS,
  }),
  'tracking.training-log.create': defineRpc({
    request: z.object({ playerId: z.uuid(), log: trainingLogCreateSchema }).strict(),
    response: trainingLogSchema,
    access: ['player'],
  }),
  /**
   * The player edits their own entry (both readings: the Training log and the Progress session are
   * one record). Another player's entry, or one that does not exist, is a 404.
   */
  'tracking.training-log.update': defineRpc({
    request: z.object({ playerId: z.uuid(), logId: z.uuid(), log: trainingLogUpdateSchema }).strict(),
    response: trainingLogSchema,
    access: ['player'],
  }),
  /** The player deletes their own entry: it leaves the Training list, Progress and the CSV together. */
  'tracking.training-log.delete': defineRpc({
    request: z.object({ playerId: z.uuid(), logId: z.uuid() }).strict(),
    response: z.object({ id: z.uuid() }),
    access: ['player'],
  }),
  'tracking.training-session.list': defineRpc({
    request: playerPageRequest,
    response: trainingSessionPageSchema,
    access: PLAYER_DATA_READERS,
  }),
  'tracking.training-session.log': defineRpc({
    request: z.object({ playerId: z.uuid(), session: trainingSessionCreateSchema }).strict(),
    response: trainingSessionSchema,
    access: ['player'],
  }),
  'tracking.wellness.list': defineRpc({
    request: playerPageRequest,
    response: wellnessLogPageSchema,
    access: PLAYER_DATA_READERS,
  }),
  /** One check-in per player per day: a second one that day replaces the first (`replaced: true`). */
  'tracking.wellness.check-in': defineRpc({
    request: z.object({ playerId: z.uuid(), checkIn: wellnessLogCreateSchema }).strict(),
    response: wellnessCheckInResultSchema,
    access: ['player'],
  }),
  /**
   * The coach home's players whose light this week (the Monday week of today in `timeZone`) is red or
   * yellow, red first, with the rules that fired; counted and limited in the caller's scope.
   */
  'tracking.week-light.attention': defineRpc({
    request: attentionRequestSchema,
    response: trackingAttentionSchema,
    access: STAFF_ROLES,
  }),
  'tracking.progress.dashboard': defineRpc({
    request: z.object({ playerId: z.uuid(), weekStart: weekStartSchema, today: calendarDaySchema.optional() }).strict(),
    response: progressDashboardSchema,
    access: PLAYER_DATA_READERS,
  }),
  'tracking.progress.trends': defineRpc({
    request: z.object({ playerId: z.uuid(), weekStart: weekStartSchema }).strict(),
    response: progressTrendsSchema,
    access: PLAYER_DATA_READERS,
  }),
  /**
   * Each named player's period: logs, sessions (with the chronic-load lead), check-ins and weekly
   * lights, one entry per period in the order asked (a report batch's players in one answer).
   */
  'tracking.progress.periods': defineRpc({
    request: playerPeriodsRequestSchema,
    response: z.array(playerProgressPeriodSchema),
    access: PLAYER_AND_STAFF,
  }),
  /**
   * Everything tracking holds about one player, for the data export the reports worker builds (issue 25):
   * the player's rows by table, and the storage keys of their files. Only reports, as itself, calls it.
   */
  'tracking.player.export-data': defineRpc({
    request: playerExportRequestSchema,
    response: playerExportAreaSchema,
    access: ['admin'],
  }),
  /** CSV export pages, newest first: the gateway streams them out one page at a time. */
  'tracking.export.training-sessions': defineRpc({
    request: exportRequest,
    response: exportPageSchema,
    access: PLAYER_DATA_READERS,
  }),
  'tracking.export.wellness-logs': defineRpc({
    request: exportRequest,
    response: exportPageSchema,
    access: PLAYER_DATA_READERS,
  }),
  /**
   * A whole CSV export streamed to the gateway in chunks (server-kit's rpc-stream): the answer is frames,
   * not one reply, so the response schema has nothing to admit.
   */
  'tracking.export.csv': defineRpc({
    request: csvExportRequest,
    response: z.never(),
    access: PLAYER_DATA_READERS,
  }),
  /** Credit for the next frame of a stream tracking serves; only the caller that opened the stream may send it. */
  'tracking.stream.credit': defineRpc({
    request: streamCreditSchema,
    response: z.never(),
    access: 'authenticated',
  }),
} as const;

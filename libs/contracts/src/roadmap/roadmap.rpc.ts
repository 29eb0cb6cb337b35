import { z } from 'zod';
import { playerExportAreaSchema, playerExportRequestSchema } from '../reports/data-export';
import { PLAYER_AND_STAFF, PLAYER_DATA_READERS, STAFF_ROLES } from '../actor';
import { LIST_PAGE_MAX, listCursorSchema } from '../paging';
import { playerPeriodsRequestSchema } from '../player-period';
import { defineRpc, healthPingRpc, scopeAwaitCopyRpc } from '../rpc-definition';
import {
  assignmentCompletionSchema,
  assignmentCreateSchema,
  assignmentPageSchema,
  assignmentSchema,
  assignmentUpdateSchema,
  assignmentVersionSchema,
  assignmentWithHistorySchema,
  evidenceSubmissionSchema,
  reviewQueuePageSchema,
  reviewQueuePlayerFilterSchema,
  reviewSchema,
} from './assignment';
import {
  ROADMAP_PROGRESS_PLAYERS_MAX,
  coachCountersQuerySchema,
  coachCountersSchema,
  focusAreaInputSchema,
  focusAreaSchema,
  roadmapCreateSchema,
  roadmapProgressSchema,
  roadmapSchema,
  roadmapSummarySchema,
} from './roadmap';
import {
  assignmentTemplateCreateSchema,
  assignmentTemplateSchema,
  assignmentTemplateUpdateSchema,
  squadAssignmentCreateSchema,
  squadAssignmentResultSchema,
} from './assignment-template';
import { callsRpc } from './calls.rpc';
import { squadFilterSchema } from './squad-filter';
import { attentionRequestSchema, roadmapAttentionSchema } from '../coach-home';

const byAssignment = z.object({ assignmentId: z.uuid() }).strict();
const pageRequest = {
  limit: z.number().int().min(1).max(LIST_PAGE_MAX).optional(),
  before: listCursorSchema.optional(),
};

/**
 * roadmap's request/reply subjects. Handlers check that the actor reaches the player the record
 * belongs to (the scope rule: outside it answers 404, like a record that does not exist), lists are
 * scoped in SQL, and the status machine decides every status change.
 */
export const roadmapRpc = {
  'roadmap.health.ping': healthPingRpc,
  'roadmap.scope.await-copy': scopeAwaitCopyRpc,
  ...callsRpc,
  'roadmap.roadmap.create': defineRpc({
    request: roadmapCreateSchema,
    response: roadmapSummarySchema,
    access: STAFF_ROLES,
  }),
  /** The player's current roadmap with its assignments and focus areas; NOT_FOUND when none. */
  'roadmap.roadmap.current': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: roadmapSchema,
    access: PLAYER_DATA_READERS,
  }),
  /** Every roadmap of the player, current first then archived, newest first. */
  'roadmap.roadmap.list': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: z.array(roadmapSummarySchema),
    access: PLAYER_DATA_READERS,
  }),
  'roadmap.roadmap.get': defineRpc({
    request: z.object({ roadmapId: z.uuid() }).strict(),
    response: roadmapSchema,
    access: PLAYER_DATA_READERS,
  }),
  /**
   * Current-roadmap progress of up to 100 players (Roadmap Management's player list); players without
   * one, outside the caller's scope or outside `squadId` are absent.
   */
  'roadmap.roadmap.progress': defineRpc({
    request: z
      .object({ playerIds: z.array(z.uuid()).max(ROADMAP_PROGRESS_PLAYERS_MAX), squadId: squadFilterSchema })
      .strict(),
    response: z.array(roadmapProgressSchema),
    access: STAFF_ROLES,
  }),
  'roadmap.focus-area.add': defineRpc({
    request: z.object({ roadmapId: z.uuid(), focusArea: focusAreaInputSchema }).strict(),
    response: focusAreaSchema,
    access: STAFF_ROLES,
  }),
  'roadmap.focus-area.update': defineRpc({
    request: z.object({ focusAreaId: z.uuid(), focusArea: focusAreaInputSchema }).strict(),
    response: focusAreaSchema,
    access: STAFF_ROLES,
  }),
  'roadmap.focus-area.remove': defineRpc({
    request: z.object({ focusAreaId: z.uuid() }).strict(),
    response: z.object({ removed: z.literal(true) }),
    access: STAFF_ROLES,
  }),
  /** A player's assignments across their roadmaps, newest first; without `limit` the newest UNPAGED_LIST_CEILING. */
  'roadmap.assignment.list': defineRpc({
    request: z.object({ playerId: z.uuid(), ...pageRequest }).strict(),
    response: assignmentPageSchema,
    access: PLAYER_DATA_READERS,
  }),
  'roadmap.assignment.get': defineRpc({
    request: byAssignment,
    response: assignmentWithHistorySchema,
    access: PLAYER_DATA_READERS,
  }),
  'roadmap.assignment.history': defineRpc({
    request: byAssignment,
    response: z.array(assignmentVersionSchema),
    access: PLAYER_DATA_READERS,
  }),
  /**
   * Each named player's assignments with something in their [start, end] (created by its end, and
   * changed or due in it), oldest first, each with its full history: a report batch's work in one
   * answer, one entry per period in the order asked.
   */
  /**
   * Everything roadmap holds about one player, for the data export the reports worker builds (issue 25):
   * the player's rows by table, and the storage keys of their files. Only reports, as itself, calls it.
   */
  'roadmap.player.export-data': defineRpc({
    request: playerExportRequestSchema,
    response: playerExportAreaSchema,
    access: ['admin'],
  }),
  'roadmap.assignment.periods': defineRpc({
    request: playerPeriodsRequestSchema,
    response: z.array(z.object({ playerId: z.uuid(), assignments: z.array(assignmentWithHistorySchema) })),
    access: PLAYER_AND_STAFF,
  }),
  'roadmap.assignment.create': defineRpc({
    request: assignmentCreateSchema,
    response: assignmentSchema,
    access: STAFF_ROLES,
  }),
  /**
   * One assignment per active player of the squad in the caller's scope, each on that player's current
   * roadmap, in one transaction with one event each. A squad the caller does not reach is 404; one
   * without players 400 `squadId`; players without a current roadmap (or with a full one) are skipped.
   */
  'roadmap.assignment.create-for-squad': defineRpc({
    request: z.object({ squadId: z.uuid(), assignment: squadAssignmentCreateSchema }).strict(),
    response: squadAssignmentResultSchema,
    access: STAFF_ROLES,
  }),
  /** The caller's club's assignment templates, by title; another club's template is 404. */
  'roadmap.template.list': defineRpc({
    request: z.object({}).strict(),
    response: z.array(assignmentTemplateSchema),
    access: STAFF_ROLES,
  }),
  'roadmap.template.create': defineRpc({
    request: assignmentTemplateCreateSchema,
    response: assignmentTemplateSchema,
    access: STAFF_ROLES,
  }),
  'roadmap.template.update': defineRpc({
    request: z.object({ templateId: z.uuid(), changes: assignmentTemplateUpdateSchema }).strict(),
    response: assignmentTemplateSchema,
    access: STAFF_ROLES,
  }),
  'roadmap.template.delete': defineRpc({
    request: z.object({ templateId: z.uuid() }).strict(),
    response: z.object({ deleted: z.literal(true) }),
    access: STAFF_ROLES,
  }),
  'roadmap.assignment.update': defineRpc({
    request: z.object({ assignmentId: z.uuid(), changes: assignmentUpdateSchema }).strict(),
    response: assignmentSchema,
    access: STAFF_ROLES,
  }),
  'roadmap.assignment.delete': defineRpc({
    request: byAssignment,
    response: z.object({ deleted: z.literal(true) }),
    access: STAFF_ROLES,
  }),
  /** not_started → in_progress, by the owning player. */
  'roadmap.assignment.start': defineRpc({ request: byAssignment, response: assignmentSchema, access: ['player'] }),
  /** in_progress | needs_changes → submitted, with evidence of the required type. */
  'roadmap.assignment.submit': defineRpc({
    request: z.object({ assignmentId: z.uuid(), evidence: evidenceSubmissionSchema }).strict(),
    response: assignmentSchema,
    access: ['player'],
  }),
  /** The simple model's Mark Complete: starts the assignment if needed, then submits the notes. */
  'roadmap.assignment.complete': defineRpc({
    request: z.object({ assignmentId: z.uuid(), completion: assignmentCompletionSchema }).strict(),
    response: assignmentSchema,
    access: ['player'],
  }),
  /** submitted → approved | needs_changes, by a coach or admin, with a note. */
  'roadmap.assignment.review': defineRpc({
    request: z.object({ assignmentId: z.uuid(), review: reviewSchema }).strict(),
    response: assignmentSchema,
    access: STAFF_ROLES,
  }),
  /** Submitted work of the players in the caller's scope (optionally one squad), oldest submission first. */
  'roadmap.review.queue': defineRpc({
    request: z.object({ ...pageRequest, squadId: squadFilterSchema, playerId: reviewQueuePlayerFilterSchema }).strict(),
    response: reviewQueuePageSchema,
    access: STAFF_ROLES,
  }),
  /**
   * The coach home's roadmap sections over the caller's scope (and squad), counted and limited in SQL:
   * submitted work, overdue assignments of current roadmaps, and booked calls of today and tomorrow
   * in `timeZone` (a coach's own; an admin's club).
   */
  'roadmap.coach-home.attention': defineRpc({
    request: attentionRequestSchema,
    response: roadmapAttentionSchema,
    access: STAFF_ROLES,
  }),
  'roadmap.dashboard.counters': defineRpc({
    request: coachCountersQuerySchema,
    response: coachCountersSchema,
    access: STAFF_ROLES,
  }),
} as const;

import { z } from 'zod';
import { assignmentStatusSchema } from './assignment-status';
import { callEventSchema } from './calls.events';

/**
 * roadmap's domain events. Consumers (tracking's completion projection, reports' notifications) read
 * only these payloads, never roadmap's tables.
 */
export const roadmapEvents = {
  'roadmap.roadmap.created': z.object({
    roadmapId: z.uuid(),
    playerId: z.uuid(),
    title: z.string(),
    /** The roadmap it replaced as the player's current one (archived), if any. */
    previousRoadmapId: z.uuid().nullable(),
    createdBy: z.uuid(),
  }),
  'roadmap.assignment.created': z.object({
    assignmentId: z.uuid(),
    roadmapId: z.uuid(),
    playerId: z.uuid(),
    title: z.string(),
    status: assignmentStatusSchema,
    /** Calendar day `yyyy-MM-dd`, or null when the assignment has no due date. */
    dueDate: z.string().nullable(),
    createdBy: z.uuid(),
  }),
  'roadmap.assignment.status-changed': z.object({
    assignmentId: z.uuid(),
    roadmapId: z.uuid(),
    playerId: z.uuid(),
    title: z.string(),
    from: assignmentStatusSchema,
    to: assignmentStatusSchema,
    dueDate: z.string().nullable(),
    changedBy: z.uuid(),
    /** The review note (approved / needs_changes) or the submission's note, when there is one. */
    note: z.string().nullable(),
  }),
  'roadmap.assignment.updated': z.object({
    assignmentId: z.uuid(),
    roadmapId: z.uuid(),
    playerId: z.uuid(),
    title: z.string(),
    dueDate: z.string().nullable(),
  }),
  'roadmap.assignment.deleted': z.object({
    assignmentId: z.uuid(),
    roadmapId: z.uuid(),
    playerId: z.uuid(),
  }),
  /** A player booked a call with a coach (mails, invite and reminders follow in reports). */
  'roadmap.call.booked': callEventSchema,
  /** A call moved: `previousStartsAt` is where it was; the invite keeps its UID with a higher sequence. */
  'roadmap.call.rescheduled': callEventSchema.extend({ previousStartsAt: z.iso.datetime() }),
  /** A call was cancelled by its player, its coach or an admin. */
  'roadmap.call.cancelled': callEventSchema.extend({ reason: z.string().nullable() }),
} as const;

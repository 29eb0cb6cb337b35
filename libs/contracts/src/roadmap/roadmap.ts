import { z } from 'zod';
import { timeZoneSchema } from '../calendar';
import { optionalTextSchema, requiredTextSchema } from '../strings';
import { assignmentSchema } from './assignment';
import { squadFilterSchema } from './squad-filter';

export const ROADMAP_TITLE_MAX = 200;
export const ROADMAP_DESCRIPTION_MAX = 2000;
export const FOCUS_AREA_TITLE_MAX = 200;
export const FOCUS_AREA_DESCRIPTION_MAX = 1000;
export const FOCUS_AREAS_PER_ROADMAP_MAX = 50;
/** The most assignments one roadmap holds (the current-roadmap call returns them all). */
export const ASSIGNMENTS_PER_ROADMAP_MAX = 500;
export const NO_ROADMAP_MESSAGE = 'This player has no current roadmap';
export const CREATE_ROADMAP_FIRST_MESSAGE = 'This player has no roadmap yet. Create a roadmap first.';

/** POST /api/roadmaps {playerId, title, description} (spec §5). */
export const roadmapCreateSchema = z
  .object({
    playerId: z.uuid({ error: 'Player is required' }),
    title: requiredTextSchema('Title is required', ROADMAP_TITLE_MAX),
    description: optionalTextSchema(ROADMAP_DESCRIPTION_MAX),
  })
  .strict();
export type RoadmapCreate = z.input<typeof roadmapCreateSchema>;

export const focusAreaInputSchema = z
  .object({
    title: requiredTextSchema('Title is required', FOCUS_AREA_TITLE_MAX),
    description: optionalTextSchema(FOCUS_AREA_DESCRIPTION_MAX),
  })
  .strict();
export type FocusAreaInput = z.input<typeof focusAreaInputSchema>;

export const focusAreaSchema = z.object({
  id: z.uuid(),
  roadmapId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
});
export type FocusArea = z.infer<typeof focusAreaSchema>;

export const roadmapSummarySchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(['current', 'archived']),
  createdAt: z.iso.datetime(),
  archivedAt: z.iso.datetime().nullable(),
});
export type RoadmapSummary = z.infer<typeof roadmapSummarySchema>;

/** GET /api/roadmaps/{playerId}/current: `{id, title, description, assignments[], focusAreas[]}`. */
export const roadmapSchema = roadmapSummarySchema.extend({
  assignments: z.array(assignmentSchema),
  focusAreas: z.array(focusAreaSchema),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

/** A player's current-roadmap progress, for the coach's player list. */
export const roadmapProgressSchema = z.object({
  playerId: z.uuid(),
  roadmapId: z.uuid(),
  title: z.string(),
  total: z.number().int(),
  approved: z.number().int(),
  submitted: z.number().int(),
});
export type RoadmapProgress = z.infer<typeof roadmapProgressSchema>;
export const ROADMAP_PROGRESS_PLAYERS_MAX = 100;
export const roadmapProgressQuerySchema = z
  .object({
    playerIds: z
      .string({ error: 'playerIds is required' })
      .transform((value) => value.split(',').filter((id) => id !== ''))
      .pipe(z.array(z.uuid('must be player ids separated by commas')).max(ROADMAP_PROGRESS_PLAYERS_MAX)),
    squadId: squadFilterSchema,
  })
  .strict();

/** The coach dashboard's counters; "today" is the coach's day in their zone. */
export const coachCountersQuerySchema = z
  .object({ timeZone: timeZoneSchema.default('UTC'), squadId: squadFilterSchema })
  .strict();
export const coachCountersSchema = z.object({
  activeRoadmaps: z.number().int(),
  pendingReviews: z.number().int(),
  completedToday: z.number().int(),
});
export type CoachCounters = z.infer<typeof coachCountersSchema>;

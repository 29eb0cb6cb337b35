import { z } from 'zod';
import { addDays } from '../calendar';
import {
  ASSIGNMENT_CATEGORIES,
  ASSIGNMENT_INSTRUCTIONS_MAX,
  ASSIGNMENT_INSTRUCTIONS_MIN,
  ASSIGNMENT_RESOURCES_MAX,
  ASSIGNMENT_TITLE_MAX,
  EFFORT_MINUTES_MAX,
  EFFORT_MINUTES_MIN,
  EVIDENCE_TYPES,
  MESSAGES,
  assignmentCreateSchema,
  assignmentSchema,
  httpUrlSchema,
} from './assignment';
import { requiredTextSchema, textSchema } from '../strings';

/** POST /api/squads/{squadId}/assignments: the assignment's own fields; each player's current roadmap is used. */
export const squadAssignmentCreateSchema = assignmentCreateSchema.omit({ playerId: true, roadmapId: true });
export type SquadAssignmentCreate = z.input<typeof squadAssignmentCreateSchema>;
export type SquadAssignmentCreateParsed = z.output<typeof squadAssignmentCreateSchema>;

export const SQUAD_HAS_NO_PLAYERS_MESSAGE = 'This squad has no players to assign to';

/** Why a player of the squad got no assignment. */
export const SQUAD_ASSIGNMENT_SKIP_REASONS = ['no_current_roadmap', 'roadmap_full'] as const;
export type SquadAssignmentSkipReason = (typeof SQUAD_ASSIGNMENT_SKIP_REASONS)[number];

/** The answer: one assignment per player of the squad in the caller's scope, each with its own status. */
export const squadAssignmentResultSchema = z.object({
  squadId: z.uuid(),
  created: z.number().int(),
  assignments: z.array(assignmentSchema),
  skipped: z.array(z.object({ playerId: z.uuid(), reason: z.enum(SQUAD_ASSIGNMENT_SKIP_REASONS) })),
});
export type SquadAssignmentResult = z.infer<typeof squadAssignmentResultSchema>;

/** The toast after assigning to a squad: how many got it, and who was left out and why. */
export function squadAssignmentSummary(result: Pick<SquadAssignmentResult, 'created' | 'skipped'>, squadName: string) {
  const players = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;
  const title =
    result.created === 0
      ? `No assignments created for ${squadName}`
      : `Assigned to ${players(result.created)} of ${squadName}`;
  const noRoadmap = result.skipped.filter((skip) => skip.reason === 'no_current_roadmap').length;
  const full = result.skipped.filter((skip) => skip.reason === 'roadmap_full').length;
  const notes = [
    noRoadmap > 0
      ? `${players(noRoadmap)} without a current roadmap ${noRoadmap === 1 ? 'was' : 'were'} skipped; create their roadmaps first.`
      : null,
    full > 0 ? `${players(full)} with a full roadmap ${full === 1 ? 'was' : 'were'} skipped.` : null,
  ].filter((note): note is string => note !== null);
  return { title, message: notes.join(' '), tone: result.created === 0 ? ('info' as const) : ('success' as const) };
}

export const TEMPLATE_DUE_IN_DAYS_MAX = 365;
export const TEMPLATES_PER_CLUB_MAX = 500;
export const TEMPLATE_MESSAGES = {
  dueInDays: `Due in days must be a whole number from 0 to ${TEMPLATE_DUE_IN_DAYS_MAX}`,
  notFound: 'Template not found',
} as const;

const templateFields = {
  title: requiredTextSchema(MESSAGES.titleRequired, ASSIGNMENT_TITLE_MAX),
  category: z.enum(ASSIGNMENT_CATEGORIES, { error: MESSAGES.category }),
  instructions: textSchema({ error: MESSAGES.instructionsTooShort })
    .trim()
    .min(ASSIGNMENT_INSTRUCTIONS_MIN, MESSAGES.instructionsTooShort)
    .max(ASSIGNMENT_INSTRUCTIONS_MAX, `must be at most ${ASSIGNMENT_INSTRUCTIONS_MAX} characters`),
  evidenceRequired: z.enum(EVIDENCE_TYPES, { error: MESSAGES.evidence }),
  effortMinutes: z
    .number({ error: MESSAGES.effort })
    .int(MESSAGES.effort)
    .min(EFFORT_MINUTES_MIN, MESSAGES.effort)
    .max(EFFORT_MINUTES_MAX, MESSAGES.effort)
    .nullable(),
  resources: z.array(httpUrlSchema).max(ASSIGNMENT_RESOURCES_MAX, `at most ${ASSIGNMENT_RESOURCES_MAX} links`),
  /** The due date an assignment made from the template gets: this many days after the day it is made. */
  dueInDays: z
    .number({ error: TEMPLATE_MESSAGES.dueInDays })
    .int(TEMPLATE_MESSAGES.dueInDays)
    .min(0, TEMPLATE_MESSAGES.dueInDays)
    .max(TEMPLATE_DUE_IN_DAYS_MAX, TEMPLATE_MESSAGES.dueInDays)
    .nullable(),
};

/** POST /api/assignment-templates (the club is the caller's). */
export const assignmentTemplateCreateSchema = z
  .object({
    title: templateFields.title,
    category: templateFields.category,
    instructions: templateFields.instructions,
    evidenceRequired: templateFields.evidenceRequired.optional().transform((type) => type ?? 'note'),
    effortMinutes: templateFields.effortMinutes.optional().transform((minutes) => minutes ?? null),
    resources: templateFields.resources.optional().transform((links) => links ?? []),
    dueInDays: templateFields.dueInDays.optional().transform((days) => days ?? null),
  })
  .strict();
export type AssignmentTemplateCreate = z.input<typeof assignmentTemplateCreateSchema>;
export type AssignmentTemplateCreateParsed = z.output<typeof assignmentTemplateCreateSchema>;

/** PATCH /api/assignment-templates/{id}: any of the fields. */
export const assignmentTemplateUpdateSchema = z
  .object({
    title: templateFields.title.optional(),
    category: templateFields.category.optional(),
    instructions: templateFields.instructions.optional(),
    evidenceRequired: templateFields.evidenceRequired.optional(),
    effortMinutes: templateFields.effortMinutes.optional(),
    resources: templateFields.resources.optional(),
    dueInDays: templateFields.dueInDays.optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change', path: [] });
export type AssignmentTemplateUpdate = z.input<typeof assignmentTemplateUpdateSchema>;
export type AssignmentTemplateUpdateParsed = z.output<typeof assignmentTemplateUpdateSchema>;

export const assignmentTemplateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.string(),
  instructions: z.string(),
  evidenceRequired: z.string(),
  effortMinutes: z.number().int().nullable(),
  resources: z.array(z.string()),
  dueInDays: z.number().int().nullable(),
  createdBy: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AssignmentTemplate = z.infer<typeof assignmentTemplateSchema>;

/** The Add Assignment form's fields filled from a template, on `today` (the coach's calendar day). */
export function assignmentFieldsFromTemplate(
  template: Pick<
    AssignmentTemplate,
    'title' | 'category' | 'instructions' | 'evidenceRequired' | 'effortMinutes' | 'dueInDays'
  >,
  today: string,
) {
  return {
    title: template.title,
    category: template.category,
    instructions: template.instructions,
    evidenceRequired: template.evidenceRequired,
    effortMinutes: template.effortMinutes ?? ('' as const),
    dueDate: template.dueInDays === null ? '' : addDays(today, template.dueInDays),
  };
}

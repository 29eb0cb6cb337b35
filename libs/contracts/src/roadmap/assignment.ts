import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
import { LIST_PAGE_MAX, listCursorSchema, pageSchema } from '../paging';
import { optionalTextSchema, requiredTextSchema, textSchema } from '../strings';
import { assignmentStatusSchema } from './assignment-status';
import { squadFilterSchema } from './squad-filter';

/** Spec §3: the six categories, stored and shown as written. */
export const ASSIGNMENT_CATEGORIES = [
  'Dribbling',
  'Passing & Receiving',
  'Aerial Control',
  'Shooting',
  'Tactical IQ',
  'Mental',
] as const;
export type AssignmentCategory = (typeof ASSIGNMENT_CATEGORIES)[number];

export const EVIDENCE_TYPES = ['file', 'link', 'note'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];
export const EVIDENCE_TYPE_LABELS: Record<EvidenceType, string> = { file: 'Video/File', link: 'Link', note: 'Note' };

/** An unknown evidence type is shown raw. */
export function evidenceTypeLabel(type: string): string {
  return (EVIDENCE_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
}

export const ASSIGNMENT_TITLE_MAX = 200;
export const ASSIGNMENT_INSTRUCTIONS_MIN = 10;
export const ASSIGNMENT_INSTRUCTIONS_MAX = 4000;
export const EFFORT_MINUTES_MIN = 1;
export const EFFORT_MINUTES_MAX = 300;
export const ASSIGNMENT_NOTE_MAX = 4000;
export const ASSIGNMENT_RESOURCES_MAX = 10;
export const URL_MAX = 2000;

export const MESSAGES = {
  titleRequired: 'Title is required',
  playerRequired: 'Player is required',
  roadmapRequired: 'Roadmap is required',
  instructionsTooShort: 'Instructions should be at least 10 characters',
  instructionsHint: '1-3 sentences focusing on what good looks like',
  category: `Category must be one of: ${ASSIGNMENT_CATEGORIES.join(', ')}`,
  evidence: 'Evidence type must be file, link or note',
  effort: 'Effort must be a whole number of minutes from 1 to 300',
  link: 'Enter a link starting with http:// or https://',
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL. */
export const httpUrlSchema = textSchema({ error: MESSAGES.link })
  .trim()
  .max(URL_MAX, `must be at most ${URL_MAX} characters`)
  .refine(isHttpUrl, MESSAGES.link);

export const RESOURCE_TITLE_MAX = 120;

/**
 * A resource of an assignment, as given: a link alone (the spec's simple model, "list of link URLs")
 * or a titled link. One stored list, two readings: `resources` (the links) and `resourceLinks`.
 */
export const resourceInputSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { url: value } : value),
  z.object({ title: optionalTextSchema(RESOURCE_TITLE_MAX), url: httpUrlSchema }).strict(),
);
export const resourceLinkSchema = z.object({ title: z.string().nullable(), url: z.string() });
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

const resourceListSchema = z
  .array(resourceInputSchema)
  .max(ASSIGNMENT_RESOURCES_MAX, `at most ${ASSIGNMENT_RESOURCES_MAX} links`);

/** The link text of a resource: its title, else the address. */
export function resourceLabel(link: ResourceLink): string {
  return link.title ?? link.url;
}

const playerIdSchema = z.uuid({ error: MESSAGES.playerRequired });
const roadmapIdSchema = z.uuid({ error: MESSAGES.roadmapRequired });

const assignmentFields = {
  title: requiredTextSchema(MESSAGES.titleRequired, ASSIGNMENT_TITLE_MAX),
  category: z.enum(ASSIGNMENT_CATEGORIES, { error: MESSAGES.category }),
  instructions: textSchema({ error: MESSAGES.instructionsTooShort })
    .trim()
    .min(ASSIGNMENT_INSTRUCTIONS_MIN, MESSAGES.instructionsTooShort)
    .max(ASSIGNMENT_INSTRUCTIONS_MAX, `must be at most ${ASSIGNMENT_INSTRUCTIONS_MAX} characters`),
  /** A real calendar day; '' and null mean no due date. */
  dueDate: z
    .union([z.literal('').transform(() => null), calendarDaySchema])
    .nullish()
    .transform((day) => day ?? null),
  effortMinutes: z
    .number({ error: MESSAGES.effort })
    .int(MESSAGES.effort)
    .min(EFFORT_MINUTES_MIN, MESSAGES.effort)
    .max(EFFORT_MINUTES_MAX, MESSAGES.effort)
    .nullish()
    .transform((minutes) => minutes ?? null),
  evidenceRequired: z.enum(EVIDENCE_TYPES, { error: MESSAGES.evidence }),
  resources: resourceListSchema.optional().transform((links) => links ?? []),
};

/** POST /api/assignments (spec §5 create-assignment rules). */
export const assignmentCreateSchema = z
  .object({ ...assignmentFields, playerId: playerIdSchema, roadmapId: roadmapIdSchema })
  .strict();
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;
export type AssignmentCreateParsed = z.output<typeof assignmentCreateSchema>;

/** PATCH /api/assignments/{id}: staff edit any of the assignment's own fields. */
export const assignmentUpdateSchema = z
  .object({
    title: assignmentFields.title.optional(),
    category: assignmentFields.category.optional(),
    instructions: assignmentFields.instructions.optional(),
    dueDate: z
      .union([z.literal('').transform(() => null), calendarDaySchema])
      .nullable()
      .optional(),
    effortMinutes: z
      .number({ error: MESSAGES.effort })
      .int(MESSAGES.effort)
      .min(EFFORT_MINUTES_MIN, MESSAGES.effort)
      .max(EFFORT_MINUTES_MAX, MESSAGES.effort)
      .nullable()
      .optional(),
    evidenceRequired: assignmentFields.evidenceRequired.optional(),
    resources: resourceListSchema.optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change', path: [] });
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;

/**
 * PUT /api/assignments/{id} (spec §7, simple model): marks complete, submitting the notes (and, for an
 * assignment that needs a link, `completionLink`) as evidence. What the evidence type needs is
 * `completionProblem`'s rule, checked by the service and by the form.
 */
export const assignmentCompletionSchema = z
  .object({
    completed: z.literal(true, { error: 'completed must be true: a completed assignment cannot be reopened' }),
    completionNotes: optionalTextSchema(ASSIGNMENT_NOTE_MAX),
    completionLink: z
      .union([z.literal('').transform(() => null), httpUrlSchema])
      .nullish()
      .transform((link) => link ?? null),
  })
  .strict();
export type AssignmentCompletion = z.input<typeof assignmentCompletionSchema>;
export type AssignmentCompletionParsed = z.output<typeof assignmentCompletionSchema>;

/** POST /api/assignments/{id}/submissions: the evidence (which parts are needed depends on the type). */
export const evidenceSubmissionSchema = z
  .object({
    note: optionalTextSchema(ASSIGNMENT_NOTE_MAX),
    link: z
      .union([z.literal('').transform(() => null), httpUrlSchema])
      .nullish()
      .transform((link) => link ?? null),
  })
  .strict();
export type EvidenceSubmission = z.input<typeof evidenceSubmissionSchema>;
export type EvidenceSubmissionParsed = z.output<typeof evidenceSubmissionSchema>;

export const FILE_UPLOADS_PENDING_MESSAGE =
  'File uploads are not available yet: add a link to your video or file (or describe it in a note).';

/**
 * What is missing from a submission for the required evidence type, or null when it is enough.
 * note: the note text; link: an http(s) link; file: until uploads exist, a link or a note.
 */
/** Whether evidence of this type can be a link (a link itself, or, until uploads exist, one for a file). */
export function acceptsEvidenceLink(evidenceRequired: string): boolean {
  return evidenceRequired === 'link' || evidenceRequired === 'file';
}

export function evidenceProblem(
  evidenceRequired: string,
  evidence: Pick<EvidenceSubmissionParsed, 'note' | 'link'>,
): { field: 'note' | 'link'; message: string } | null {
  if (evidenceRequired === 'link') {
    return evidence.link ? null : { field: 'link', message: 'This assignment needs a link as evidence' };
  }
  if (evidenceRequired === 'file') {
    return evidence.link || evidence.note ? null : { field: 'link', message: FILE_UPLOADS_PENDING_MESSAGE };
  }
  return evidence.note ? null : { field: 'note', message: 'This assignment needs a note as evidence' };
}

/**
 * Mark Complete's evidence against the required type: the same rule as a submission
 * (`evidenceProblem`), the notes being the note and `completionLink` the link, so neither path lets
 * through what the other refuses. The field is the PUT body's.
 */
export function completionProblem(
  evidenceRequired: string,
  completion: Pick<AssignmentCompletionParsed, 'completionNotes' | 'completionLink'>,
): { field: 'completionNotes' | 'completionLink'; message: string } | null {
  const problem = evidenceProblem(evidenceRequired, {
    note: completion.completionNotes,
    link: completion.completionLink,
  });
  if (!problem) return null;
  return { field: problem.field === 'note' ? 'completionNotes' : 'completionLink', message: problem.message };
}

export const REVIEW_DECISIONS = ['approved', 'needs_changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** POST /api/assignments/{id}/reviews: a coach's decision with a note (the note becomes coachNotes). */
export const reviewSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: 'Decision must be approved or needs_changes' }),
    note: requiredTextSchema('A review note is required', ASSIGNMENT_NOTE_MAX),
  })
  .strict();
export type Review = z.input<typeof reviewSchema>;

/**
 * An assignment as the API returns it: the roadmap model (spec §3) plus the simple model's view
 * (description = instructions, completed = submitted or approved, completionNotes = latest note).
 */
export const assignmentSchema = z.object({
  id: z.uuid(),
  roadmapId: z.uuid(),
  playerId: z.uuid(),
  title: z.string(),
  category: z.string(),
  instructions: z.string(),
  description: z.string(),
  status: assignmentStatusSchema,
  dueDate: z.string().nullable(),
  effortMinutes: z.number().int().nullable(),
  evidenceRequired: z.string(),
  coachNotes: z.string().nullable(),
  /** The resources' links (the spec's simple model). */
  resources: z.array(z.string()),
  /** The same resources with their titles (null: a link given without one). */
  resourceLinks: z.array(resourceLinkSchema),
  completed: z.boolean(),
  completionNotes: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentPageSchema = pageSchema(assignmentSchema);

/** One submission or review, kept for the assignment's history. */
export const assignmentVersionSchema = z.object({
  id: z.uuid(),
  assignmentId: z.uuid(),
  kind: z.enum(['submission', 'review']),
  fromStatus: assignmentStatusSchema,
  toStatus: assignmentStatusSchema,
  byUserId: z.uuid(),
  byRole: z.string(),
  note: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AssignmentVersion = z.infer<typeof assignmentVersionSchema>;

export const assignmentWithHistorySchema = assignmentSchema.extend({ history: z.array(assignmentVersionSchema) });
export type AssignmentWithHistory = z.infer<typeof assignmentWithHistorySchema>;

/** GET /api/assignments: players their own; staff name the player. */
export const assignmentListQuerySchema = z
  .object({
    playerId: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    before: listCursorSchema.optional(),
  })
  .strict();
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

/** One item of the coach's review queue: the submitted assignment and its latest submission. */
export const reviewQueueItemSchema = z.object({
  assignment: assignmentSchema,
  submission: assignmentVersionSchema.nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueuePageSchema = pageSchema(reviewQueueItemSchema);
export const REVIEW_QUEUE_DEFAULT_PAGE = 20;
/** `?playerId=`: only that player's submitted work (a player outside the caller's scope lists nothing). */
export const reviewQueuePlayerFilterSchema = z.uuid('must be a valid id').optional();
export const reviewQueueQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    before: listCursorSchema.optional(),
    squadId: squadFilterSchema,
    playerId: reviewQueuePlayerFilterSchema,
  })
  .strict();
/** GET /api/reviews answers each item with its player's name, so no screen needs a player directory to name it. */
export const reviewQueueNamedItemSchema = reviewQueueItemSchema.extend({ playerName: z.string() });
export type ReviewQueueNamedItem = z.infer<typeof reviewQueueNamedItemSchema>;
export const reviewQueueNamedPageSchema = pageSchema(reviewQueueNamedItemSchema);

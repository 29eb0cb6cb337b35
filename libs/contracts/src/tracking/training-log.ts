import { z } from 'zod';
import { LIST_PAGE_MAX, listCursorSchema, pageSchema } from '../paging';
import { textSchema } from '../strings';
import { type DayRange, isWithin, pastCalendarDaySchema, sundayWeekOf } from '../calendar';

export const TRAINING_TYPES = ['team_training', 'individual_training', 'game', 'other'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

export const TRAINING_TYPE_LABELS: Record<TrainingType, string> = {
  team_training: 'Team Training',
  individual_training: 'Individual Training',
  game: 'Game',
  other: 'Other',
};

export const MISSING_TRAINING_TYPE_MESSAGE = 'Please select a training type';
export const TRAINING_LOG_NOTES_MAX = 2000;
export const WELLNESS_MIN = 1;
export const WELLNESS_MAX = 5;
export const DEFAULT_WELLNESS_RATING = 3;
/** The duration's bounds are a session's (spec §5: minutes 1 to 300). */
export const TRAINING_MINUTES_MIN = 1;
export const TRAINING_MINUTES_MAX = 300;
const TRAINING_MINUTES_MESSAGE = `must be a whole number from ${TRAINING_MINUTES_MIN} to ${TRAINING_MINUTES_MAX}`;

/** POST /api/training-logs `{date, type, wellnessRating, notes}`. */
export const trainingLogCreateSchema = z
  .object({
    date: pastCalendarDaySchema,
    type: z.enum(TRAINING_TYPES, { error: MISSING_TRAINING_TYPE_MESSAGE }),
    wellnessRating: z
      .number({ error: 'must be a whole number from 1 to 5' })
      .int('must be a whole number from 1 to 5')
      .min(WELLNESS_MIN, 'must be a whole number from 1 to 5')
      .max(WELLNESS_MAX, 'must be a whole number from 1 to 5')
      .nullish(),
    notes: textSchema().max(TRAINING_LOG_NOTES_MAX, `must be at most ${TRAINING_LOG_NOTES_MAX} characters`).nullish(),
    /** Optional duration: the session reading's minutes (Progress load, hours, CSV). */
    minutes: z
      .number({ error: TRAINING_MINUTES_MESSAGE })
      .int(TRAINING_MINUTES_MESSAGE)
      .min(TRAINING_MINUTES_MIN, TRAINING_MINUTES_MESSAGE)
      .max(TRAINING_MINUTES_MAX, TRAINING_MINUTES_MESSAGE)
      .nullish(),
  })
  .strict();
export type TrainingLogCreate = z.input<typeof trainingLogCreateSchema>;

/** PUT /api/training-logs/{id}: the whole entry again, the same fields and rules as a new one. */
export const trainingLogUpdateSchema = trainingLogCreateSchema;
export type TrainingLogUpdate = TrainingLogCreate;

/** A stored log. `type` is a plain string: records may hold values newer clients do not know. */
export const trainingLogSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  date: z.string(),
  type: z.string(),
  wellnessRating: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** The duration in minutes, when one was given (sessions logged on Progress always have one). */
  minutes: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type TrainingLog = z.infer<typeof trainingLogSchema>;

/** GET /api/training-logs: staff name the player; players may omit it (their own). */
export const trainingLogListQuerySchema = z
  .object({
    playerId: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    before: listCursorSchema.optional(),
  })
  .strict();
export type TrainingLogListQuery = z.infer<typeof trainingLogListQuerySchema>;

/** `/api/training-logs/{id}`: the entry's id (a 400 naming `id` otherwise). */
export const trainingLogPathSchema = z.object({ id: z.uuid({ error: 'must be a training log id' }) }).strict();
export const trainingLogPageSchema = pageSchema(trainingLogSchema);

export interface WellnessLevel {
  rating: number;
  label: string;
  emoji: string;
  color: string;
}

/** The five-point scale of spec §3, each with its own emoji and colour. */
export const WELLNESS_SCALE: readonly WellnessLevel[] = [
  { rating: 1, label: 'Very Tired', emoji: '😫', color: 'red' },
  { rating: 2, label: 'Tired', emoji: '😔', color: 'orange' },
  { rating: 3, label: 'Average', emoji: '😐', color: 'yellow' },
  { rating: 4, label: 'Good', emoji: '😊', color: 'lime' },
  { rating: 5, label: 'Excellent', emoji: '😄', color: 'green' },
];

/** An unknown rating falls back to Average. */
export function wellnessLevel(rating: number | null | undefined): WellnessLevel {
  return WELLNESS_SCALE.find((level) => level.rating === rating) ?? WELLNESS_SCALE[DEFAULT_WELLNESS_RATING - 1]!;
}

/** An unknown type is shown as its raw value. */
export function trainingTypeLabel(type: string): string {
  return (TRAINING_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
}

export type BadgeTone = 'blue' | 'green' | 'red' | 'gray';

/** Blue team training, green individual, red-tinted game, grey other and unknown. */
export function trainingTypeBadgeTone(type: string): BadgeTone {
  switch (type) {
    case 'team_training':
      return 'blue';
    case 'individual_training':
      return 'green';
    case 'game':
      return 'red';
    default:
      return 'gray';
  }
}

export interface TrainingLogSummary {
  totalSessions: number;
  thisWeek: number;
  /** Mean of this week's ratings, one decimal, a missing rating counting as 3, `0.0` when none. */
  averageWellness: string;
  week: DayRange;
}

/** The three summary cards; `today` is the user's calendar day in their own time zone. */
export function summarizeTrainingLogs(
  logs: readonly Pick<TrainingLog, 'date' | 'wellnessRating'>[],
  today: string,
): TrainingLogSummary {
  const week = sundayWeekOf(today);
  const thisWeek = logs.filter((log) => isWithin(log.date, week));
  const ratings = thisWeek.map((log) => log.wellnessRating ?? DEFAULT_WELLNESS_RATING);
  const average = ratings.length === 0 ? 0 : ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { totalSessions: logs.length, thisWeek: thisWeek.length, averageWellness: average.toFixed(1), week };
}

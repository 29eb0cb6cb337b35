import { z } from 'zod';
import { addDays, calendarDayOf, isCalendarDay, timeZoneSchema, weekdayOf } from '../calendar';
import { LIST_PAGE_MAX, listCursorSchema, pageSchema } from '../paging';
import { textSchema } from '../strings';

/** Spec §3: a session's type and its category each take one of these. */
export const SESSION_KINDS = ['Team', 'Individual', 'Game', 'Recovery', 'Gym', 'Assignment'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export const SESSION_MINUTES_MIN = 1;
export const SESSION_MINUTES_MAX = 300;
export const SESSION_RPE_MIN = 1;
export const SESSION_RPE_MAX = 10;
export const SESSION_NOTES_MAX = 2000;
/** Spec §5 form defaults. */
export const SESSION_DEFAULTS = { type: 'Individual', category: 'Individual', minutes: 30, rpe: 5 } as const;

const MINUTES_MESSAGE = `must be a whole number from ${SESSION_MINUTES_MIN} to ${SESSION_MINUTES_MAX}`;
const RPE_MESSAGE = `must be a whole number from ${SESSION_RPE_MIN} to ${SESSION_RPE_MAX}`;

/** `yyyy-MM-dd`, or an ISO-8601 instant (`…Z` or with an offset such as `+01:00`). */
const ISO_DAY_OR_INSTANT = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export const isoDateSchema = textSchema({ error: 'Date is required' }).refine((value) => {
  const match = ISO_DAY_OR_INSTANT.exec(value);
  return (
    !!match && isCalendarDay(match[1]!) && !Number.isNaN(new Date(match[2] ? value : `${value}T00:00:00Z`).getTime())
  );
}, 'must be an ISO date (yyyy-MM-dd or an ISO-8601 date and time)');

/** No zone is more than 12 h behind or 14 h ahead of UTC. */
const EARLIEST_OFFSET_MS = -12 * 3600_000;
const LATEST_OFFSET_MS = 14 * 3600_000;

/**
 * The calendar days the user may have meant by an ISO `date`: the written day when it is a plain day
 * or carries its own offset; the zone's day when a time zone is given; otherwise every day an instant
 * written in UTC can be somewhere on Earth (two or three consecutive days).
 */
export function candidateCalendarDays(date: string, timeZone?: string): string[] {
  const match = ISO_DAY_OR_INSTANT.exec(date);
  if (!match) return [];
  const writtenDay = match[1]!;
  const offset = match[2];
  if (offset !== 'Z') return [writtenDay];
  const instant = new Date(date);
  if (timeZone) return [calendarDayOf(instant, timeZone)];
  const first = calendarDayOf(new Date(instant.getTime() + EARLIEST_OFFSET_MS), 'UTC');
  const last = calendarDayOf(new Date(instant.getTime() + LATEST_OFFSET_MS), 'UTC');
  const days = [first];
  while (days.at(-1)! < last) days.push(addDays(days.at(-1)!, 1));
  return days;
}

export function weekdayNameOf(day: string): WeekdayName {
  return WEEKDAY_NAMES[weekdayOf(day)]!;
}

/**
 * The session's calendar day: the candidate day whose weekday is `dayOfWeek`, or undefined when the
 * weekday contradicts the date (a 400 naming dayOfWeek).
 */
export function sessionCalendarDay(date: string, dayOfWeek: string, timeZone?: string): string | undefined {
  return candidateCalendarDays(date, timeZone).find((day) => weekdayNameOf(day) === dayOfWeek);
}

/** A day that already happened: not after the latest day any zone has reached. */
export function isNotInFuture(day: string, now = new Date()): boolean {
  return day <= calendarDayOf(new Date(now.getTime() + LATEST_OFFSET_MS), 'UTC');
}

const kindSchema = (field: string) =>
  z.enum(SESSION_KINDS, { error: `${field} must be one of ${SESSION_KINDS.join(', ')}` });

/** POST /api/training-sessions `{type, category, minutes, notes, rpe, date (ISO), dayOfWeek}` (+ optional timeZone). */
export const trainingSessionCreateSchema = z
  .object({
    type: kindSchema('type'),
    category: kindSchema('category'),
    minutes: z
      .number({ error: MINUTES_MESSAGE })
      .int(MINUTES_MESSAGE)
      .min(SESSION_MINUTES_MIN, MINUTES_MESSAGE)
      .max(SESSION_MINUTES_MAX, MINUTES_MESSAGE),
    notes: textSchema().max(SESSION_NOTES_MAX, `must be at most ${SESSION_NOTES_MAX} characters`).nullish(),
    rpe: z
      .number({ error: RPE_MESSAGE })
      .int(RPE_MESSAGE)
      .min(SESSION_RPE_MIN, RPE_MESSAGE)
      .max(SESSION_RPE_MAX, RPE_MESSAGE)
      .nullish(),
    date: isoDateSchema,
    dayOfWeek: z.enum(WEEKDAY_NAMES, { error: `dayOfWeek must be one of ${WEEKDAY_NAMES.join(', ')}` }),
    timeZone: timeZoneSchema.optional(),
  })
  .strict()
  .superRefine((session, context) => {
    if (!isoDateSchema.safeParse(session.date).success) return;
    const day = sessionCalendarDay(session.date, session.dayOfWeek, session.timeZone);
    if (!day) {
      context.addIssue({ code: 'custom', path: ['dayOfWeek'], message: 'does not match the date' });
    } else if (!isNotInFuture(day)) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'must not be in the future' });
    }
  });
export type TrainingSessionCreate = z.input<typeof trainingSessionCreateSchema>;

/** A stored session; `date` is the calendar day. `type`/`category` stay plain strings for older rows. */
export const trainingSessionSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  date: z.string(),
  dayOfWeek: z.string(),
  type: z.string(),
  category: z.string(),
  /** Null for an entry logged on Training without a duration. */
  minutes: z.number().int().nullable(),
  rpe: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** The Training reading's wellness (1 to 5), shown with the session; null when not rated. */
  wellnessRating: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;
export const trainingSessionPageSchema = pageSchema(trainingSessionSchema);

/** GET /api/training-sessions and /api/wellness-logs: staff name the player; players may omit it. */
export const playerListQuerySchema = z
  .object({
    playerId: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    before: listCursorSchema.optional(),
  })
  .strict();
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;

/** The form's starting values (spec §5): Individual / Individual / 30 min / rpe 5 / today. */
export function defaultSessionForm(today: string) {
  return { ...SESSION_DEFAULTS, date: today, notes: '' };
}

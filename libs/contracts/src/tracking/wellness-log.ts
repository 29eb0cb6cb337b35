import { z } from 'zod';
import { pageSchema } from '../paging';
import { textSchema } from '../strings';
import { timeZoneSchema } from '../calendar';
import { candidateCalendarDays, isNotInFuture, isoDateSchema } from './training-session';

export const WELLNESS_ITEM_MIN = 1;
export const WELLNESS_ITEM_MAX = 5;
export const WELLNESS_ITEM_DEFAULT = 3;
export const WELLNESS_COMMENT_MAX = 1000;

/** The four required items and the two optional ones, in display order. */
export const REQUIRED_WELLNESS_ITEMS = ['energy', 'fatigue', 'sleep', 'motivation'] as const;
export const OPTIONAL_WELLNESS_ITEMS = ['soreness', 'mood'] as const;
export const WELLNESS_ITEMS = [...REQUIRED_WELLNESS_ITEMS, ...OPTIONAL_WELLNESS_ITEMS] as const;
export type WellnessItem = (typeof WELLNESS_ITEMS)[number];

/** Spec §5 labels; 1 is Poor and 5 Excellent for every item (a higher number is always better). */
export const WELLNESS_ITEM_LABELS: Record<WellnessItem, string> = {
  energy: 'Energy Level',
  fatigue: 'Fatigue',
  sleep: 'Sleep Quality',
  motivation: 'Motivation',
  soreness: 'Soreness',
  mood: 'Mood',
};
export const WELLNESS_SCALE_ENDS = { low: '1 Poor', high: '5 Excellent' } as const;

const ITEM_MESSAGE = `must be a whole number from ${WELLNESS_ITEM_MIN} to ${WELLNESS_ITEM_MAX}`;
const itemSchema = z
  .number({ error: ITEM_MESSAGE })
  .int(ITEM_MESSAGE)
  .min(WELLNESS_ITEM_MIN, ITEM_MESSAGE)
  .max(WELLNESS_ITEM_MAX, ITEM_MESSAGE);

/**
 * The check-in's calendar day: the written day of a plain day or an instant with an offset, the
 * zone's day with `timeZone`, else the UTC day of the instant.
 */
export function wellnessCalendarDay(date: string, timeZone?: string): string | undefined {
  const candidates = candidateCalendarDays(date, timeZone);
  if (candidates.length <= 1) return candidates[0];
  return candidateCalendarDays(date, 'UTC')[0];
}

/** POST /api/wellness-logs `{energy, fatigue, sleep, motivation, soreness, mood, comment, date (ISO)}`. */
export const wellnessLogCreateSchema = z
  .object({
    energy: itemSchema,
    fatigue: itemSchema,
    sleep: itemSchema,
    motivation: itemSchema,
    soreness: itemSchema.nullish(),
    mood: itemSchema.nullish(),
    comment: textSchema().max(WELLNESS_COMMENT_MAX, `must be at most ${WELLNESS_COMMENT_MAX} characters`).nullish(),
    date: isoDateSchema,
    timeZone: timeZoneSchema.optional(),
  })
  .strict()
  .superRefine((log, context) => {
    if (!isoDateSchema.safeParse(log.date).success) return;
    const day = wellnessCalendarDay(log.date, log.timeZone);
    if (day && !isNotInFuture(day)) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'must not be in the future' });
    }
  });
export type WellnessLogCreate = z.input<typeof wellnessLogCreateSchema>;

export const wellnessLogSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  date: z.string(),
  energy: z.number().int(),
  fatigue: z.number().int(),
  sleep: z.number().int(),
  motivation: z.number().int(),
  soreness: z.number().int().nullable(),
  mood: z.number().int().nullable(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WellnessLog = z.infer<typeof wellnessLogSchema>;
export const wellnessLogPageSchema = pageSchema(wellnessLogSchema);

/** The POST answer: the day's check-in, and whether it replaced an earlier one of the same day. */
export const wellnessCheckInResultSchema = wellnessLogSchema.extend({ replaced: z.boolean() });
export type WellnessCheckInResult = z.infer<typeof wellnessCheckInResultSchema>;

export type EnergyMarker = 'good' | 'medium' | 'bad';
/** Spec §2.10 / §9: energy 4 or more good, 3 medium, lower bad. */
export function energyMarker(energy: number): EnergyMarker {
  if (energy >= 4) return 'good';
  if (energy === 3) return 'medium';
  return 'bad';
}

/** The form's starting values: every required item 3 (spec §5), optional ones unset. */
export function defaultWellnessForm(): Record<(typeof REQUIRED_WELLNESS_ITEMS)[number], number> {
  return {
    energy: WELLNESS_ITEM_DEFAULT,
    fatigue: WELLNESS_ITEM_DEFAULT,
    sleep: WELLNESS_ITEM_DEFAULT,
    motivation: WELLNESS_ITEM_DEFAULT,
  };
}

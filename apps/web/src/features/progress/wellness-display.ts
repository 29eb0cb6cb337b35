import { OPTIONAL_WELLNESS_ITEMS, WELLNESS_ITEM_LABELS, type WellnessLog } from '@portal/contracts';

export type OptionalWellnessItem = (typeof OPTIONAL_WELLNESS_ITEMS)[number];
type Ratings = Pick<WellnessLog, 'energy' | 'fatigue' | 'sleep' | 'motivation' | 'soreness' | 'mood'>;

/** The value of an optional item's "no rating" choice in the check-in dialog. */
export const NOT_RATED = 'none';

/** The dialog's label of an optional item (spec §3, §5): 'Soreness (2/5)', or 'Soreness (optional)' unrated. */
export function optionalItemLabel(item: OptionalWellnessItem, value: number | null): string {
  return `${WELLNESS_ITEM_LABELS[item]} (${value === null ? 'optional' : `${value}/5`})`;
}

/** The optional ratings a check-in has, in display order: 'Soreness 2 · Mood 4'; null when it has none. */
export function optionalRatingsText(checkIn: Pick<Ratings, 'soreness' | 'mood'>): string | null {
  const parts = OPTIONAL_WELLNESS_ITEMS.filter((item) => checkIn[item] !== null && checkIn[item] !== undefined).map(
    (item) => `${WELLNESS_ITEM_LABELS[item]} ${checkIn[item]}`,
  );
  return parts.length === 0 ? null : parts.join(' · ');
}

/** A check-in's ratings as the Wellness list shows them: the four required, then soreness and mood when rated. */
export function wellnessRatingsText(checkIn: Ratings): string {
  const required = `Energy ${checkIn.energy} · Fatigue ${checkIn.fatigue} · Sleep ${checkIn.sleep} · Motivation ${checkIn.motivation}`;
  const optional = optionalRatingsText(checkIn);
  return optional ? `${required} · ${optional}` : required;
}

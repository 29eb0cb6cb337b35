import { addDays, sundayWeekOf, wallTimeOf } from '@portal/contracts';
import { timeIn } from '../calls/calls-display';

export type WeekEntryKind = 'training' | 'call' | 'match';

/** One line of the dashboard's 'This Week': a real booking, or a placeholder of the typical week. */
export interface WeekEntry {
  key: string;
  /** `yyyy-MM-dd` in the viewer's zone. */
  day: string;
  kind: WeekEntryKind;
  title: string;
  detail: string;
  /** `17:00` for a real booking; a placeholder has no time. */
  time: string | null;
  placeholder: boolean;
}

/** Spec §2.6: the static typical week (team training, mentorship call, match), weekday 0 = Sunday. */
export const TYPICAL_WEEK: readonly { weekday: number; kind: WeekEntryKind; title: string; detail: string }[] = [
  { weekday: 2, kind: 'training', title: 'Team Training', detail: 'With your club' },
  { weekday: 4, kind: 'call', title: 'Mentorship Call', detail: 'One-to-one with your mentor' },
  { weekday: 6, kind: 'match', title: 'Match', detail: 'Game day' },
];

/**
 * The viewer's Sunday-to-Saturday week (the training log's week, spec §9): the real calls booked in
 * it, and the typical week's placeholders only for what nothing real stands for (a booked call
 * replaces the placeholder call), all in date order, a day's real items first by time.
 */
export function thisWeekEntries(
  calls: readonly { id: string; startsAt: string; coachName: string }[],
  now: Date,
  timeZone: string,
): WeekEntry[] {
  const week = sundayWeekOf(wallTimeOf(now, timeZone).day);
  const real: WeekEntry[] = calls.flatMap((call) => {
    const { day } = wallTimeOf(new Date(call.startsAt), timeZone);
    if (day < week.start || day > week.end) return [];
    return [
      {
        key: `call-${call.id}`,
        day,
        kind: 'call' as const,
        title: 'Mentorship Call',
        detail: `booked with ${call.coachName}`,
        time: timeIn(call.startsAt, timeZone),
        placeholder: false,
      },
    ];
  });
  const placeholders: WeekEntry[] = TYPICAL_WEEK.filter(({ kind }) => !real.some((entry) => entry.kind === kind)).map(
    ({ weekday, kind, title, detail }) => ({
      key: `typical-${kind}`,
      day: addDays(week.start, weekday),
      kind,
      title,
      detail,
      time: null,
      placeholder: true,
    }),
  );
  return [...real, ...placeholders].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      Number(a.placeholder) - Number(b.placeholder) ||
      (a.time ?? '').localeCompare(b.time ?? ''),
  );
}

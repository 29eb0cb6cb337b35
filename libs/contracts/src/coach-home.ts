import { z } from 'zod';
import { addDays, calendarDayOf, timeZoneSchema } from './calendar';
import { assignmentSchema } from './roadmap/assignment';
import { callSchema } from './roadmap/calls';
import { squadFilterSchema } from './roadmap/squad-filter';

/** How many items each "Needs your attention" section shows; the count says how many there are. */
export const COACH_HOME_ITEMS_MAX = 5;

/** GET /api/coach/home: `?squadId=` narrows to one squad; `?timeZone=` is the coach's (today, tomorrow, overdue). */
export const coachHomeQuerySchema = z
  .object({ squadId: squadFilterSchema, timeZone: timeZoneSchema.default('UTC') })
  .strict();
export type CoachHomeQuery = z.input<typeof coachHomeQuerySchema>;

/** What each service's attention subject receives: the scope comes from the signed actor. */
export const attentionRequestSchema = z
  .object({
    squadId: squadFilterSchema,
    timeZone: timeZoneSchema,
    limit: z.number().int().min(1).max(COACH_HOME_ITEMS_MAX),
  })
  .strict();

/** A section as a service answers it: how many in the caller's scope, and the first `limit` of them. */
function sectionSchema<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int().min(0), items: z.array(item) });
}

/** How many days without anything logged make a player "quiet" on the coach home. */
export const QUIET_DAYS = 7;

/**
 * roadmap: submitted work (oldest first), overdue assignments of current roadmaps, today's and
 * tomorrow's calls, and players with no roadmap yet (the newest members first).
 */
export const roadmapAttentionSchema = z.object({
  reviews: sectionSchema(assignmentSchema),
  overdue: sectionSchema(assignmentSchema),
  calls: sectionSchema(callSchema),
  withoutRoadmap: sectionSchema(z.object({ playerId: z.uuid() })),
});
export type RoadmapAttention = z.infer<typeof roadmapAttentionSchema>;

/** media: videos still "In Review" (no coach feedback yet), oldest first. */
export const videoAttentionItemSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  title: z.string(),
  createdAt: z.iso.datetime(),
});
export const mediaAttentionSchema = sectionSchema(videoAttentionItemSchema);
export type MediaAttention = z.infer<typeof mediaAttentionSchema>;

export const ATTENTION_LIGHTS = ['red', 'yellow'] as const;
/** tracking: players whose light this week (Monday week of the coach's today) is red or yellow, red first. */
export const lightAttentionItemSchema = z.object({
  playerId: z.uuid(),
  weekStart: z.string(),
  light: z.enum(ATTENTION_LIGHTS),
  alerts: z.array(z.object({ rule: z.string(), message: z.string() })),
});
/** tracking: also the players with nothing logged (session or check-in) in the last QUIET_DAYS days. */
export const quietAttentionItemSchema = z.object({
  playerId: z.uuid(),
  /** The day of their latest session or check-in; null when they have logged nothing yet. */
  lastLoggedOn: z.string().nullable(),
});
export const trackingAttentionSchema = sectionSchema(lightAttentionItemSchema).extend({
  quiet: sectionSchema(quietAttentionItemSchema),
});
export type TrackingAttention = z.infer<typeof trackingAttentionSchema>;

/** Whose players the page shows: the coach's squads, one squad, or the admin's whole club. */
export const coachHomeScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('club') }),
  z.object({ kind: z.literal('squads'), squads: z.array(z.object({ id: z.uuid(), name: z.string() })) }),
  z.object({ kind: z.literal('squad'), squad: z.object({ id: z.uuid(), name: z.string() }) }),
  /** A coach who coaches no squad yet. */
  z.object({ kind: z.literal('none') }),
]);
export type CoachHomeScope = z.infer<typeof coachHomeScopeSchema>;

const named = { playerId: z.uuid(), playerName: z.string() };

export const coachHomeSchema = z.object({
  scope: coachHomeScopeSchema,
  reviews: sectionSchema(z.object({ assignment: assignmentSchema, playerName: z.string() })),
  videos: sectionSchema(z.object({ videoId: z.uuid(), title: z.string(), uploadedAt: z.iso.datetime(), ...named })),
  lights: sectionSchema(
    z.object({ ...named, light: z.enum(ATTENTION_LIGHTS), rule: z.string().nullable(), reason: z.string() }),
  ),
  overdue: sectionSchema(
    z.object({ assignmentId: z.uuid(), title: z.string(), dueDate: z.string(), status: z.string(), ...named }),
  ),
  calls: sectionSchema(
    z.object({
      callId: z.uuid(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      coachName: z.string(),
      ...named,
    }),
  ),
  /** Players of the scope with no roadmap yet: each needs one created. */
  newPlayers: sectionSchema(z.object(named)),
  /** Players with nothing logged in the last QUIET_DAYS days. */
  quiet: sectionSchema(z.object({ ...named, lastLoggedOn: z.string().nullable() })),
});
export type CoachHome = z.infer<typeof coachHomeSchema>;
export type CoachHomeSectionKey = Exclude<keyof CoachHome, 'scope'>;

/** The page's scope line: "Your squads: U15 Blue, U12 Girls", "U15 Blue", or "All players of Riverside FC". */
export function coachHomeScopeLabel(scope: CoachHomeScope, clubName?: string): string {
  switch (scope.kind) {
    case 'club':
      return clubName ? `All players of ${clubName}` : 'All players of your club';
    case 'squad':
      return scope.squad.name;
    case 'squads':
      return `${scope.squads.length === 1 ? 'Your squad' : 'Your squads'}: ${scope.squads.map((squad) => squad.name).join(', ')}`;
    case 'none':
      return 'No squads yet';
  }
}

/** Whether nothing in any section needs the coach. */
export function nothingNeedsAttention(home: Omit<CoachHome, 'scope'>): boolean {
  return (['reviews', 'videos', 'lights', 'overdue', 'calls', 'newPlayers', 'quiet'] as const).every(
    (key) => home[key].count === 0,
  );
}

/** The light item's reason: the first rule that fired, or the light itself for a week judged before rules were kept. */
export function lightReason(light: 'red' | 'yellow', alerts: readonly { rule: string; message: string }[]): string {
  const first = alerts[0];
  if (first) return alerts.length > 1 ? `${first.message} (+${alerts.length - 1} more)` : first.message;
  return light === 'red' ? 'Traffic light is red this week' : 'Traffic light is yellow this week';
}

/** A call's time for the coach: "Today, 4:30 PM" or "Tomorrow, 9:00 AM" (days and time in their zone). */
export function coachCallWhen(startsAt: string, now: Date, timeZone?: string): string {
  const start = new Date(startsAt);
  const day = calendarDayOf(start, timeZone);
  const today = calendarDayOf(now, timeZone);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(start);
  if (day === today) return `Today, ${time}`;
  if (day === addDays(today, 1)) return `Tomorrow, ${time}`;
  return `${new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(start)}, ${time}`;
}

/** "Due Mar 3 (5 days ago)" for an overdue assignment, counted in the coach's days. */
export function overdueLabel(dueDate: string, today: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  const due = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${dueDate}T00:00:00Z`),
  );
  return `Due ${due} (${days === 1 ? '1 day' : `${days} days`} ago)`;
}

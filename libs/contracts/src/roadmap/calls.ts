import { z } from 'zod';
import { calendarDaySchema, timeZoneSchema } from '../calendar';
import { optionalTextSchema, requiredTextSchema, textSchema } from '../strings';
import { minutesOfClock } from './calls-zone';
import { squadFilterSchema } from './squad-filter';

export const CALL_MINUTES_MIN = 15;
export const CALL_MINUTES_MAX = 90;
export const CALL_MINUTES_DEFAULT = 30;
export const CALL_BUFFER_MINUTES_MAX = 120;
export const CALL_NOTICE_HOURS_DEFAULT = 12;
export const CALL_NOTICE_HOURS_MAX = 336;
export const WEEKLY_WINDOWS_MAX = 28;
export const BLOCKED_DATES_MAX = 366;
export const CALL_NOTES_MAX = 2000;
/** A coach's calendar and a player's call lists return at most this many calls. */
export const CALLS_LISTED_MAX = 500;

export const CALL_STATUSES = ['booked', 'cancelled'] as const;
export const callStatusSchema = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof callStatusSchema>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clockSchema = z.string().regex(CLOCK, 'must be a time written HH:mm');

export const weeklyHoursSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: clockSchema,
    end: clockSchema,
  })
  .strict()
  .refine((hours) => minutesOfClock(hours.start) < minutesOfClock(hours.end), {
    message: 'must be later than the start',
    path: ['end'],
  });

const urlSchema = textSchema()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value), { message: 'must be an https:// link' })
  .transform((value) => (value === '' ? null : value))
  .nullish()
  .transform((value) => value ?? null);

/** PUT /api/calls/availability: what a coach sets. */
export const callAvailabilityInputSchema = z
  .object({
    timeZone: timeZoneSchema,
    weeklyHours: z.array(weeklyHoursSchema).max(WEEKLY_WINDOWS_MAX, `at most ${WEEKLY_WINDOWS_MAX} windows`),
    callMinutes: z
      .number()
      .int()
      .min(CALL_MINUTES_MIN, `must be between ${CALL_MINUTES_MIN} and ${CALL_MINUTES_MAX} minutes`)
      .max(CALL_MINUTES_MAX, `must be between ${CALL_MINUTES_MIN} and ${CALL_MINUTES_MAX} minutes`)
      .default(CALL_MINUTES_DEFAULT),
    bufferMinutes: z.number().int().min(0).max(CALL_BUFFER_MINUTES_MAX).default(0),
    minimumNoticeHours: z.number().int().min(0).max(CALL_NOTICE_HOURS_MAX).default(CALL_NOTICE_HOURS_DEFAULT),
    blockedDates: z.array(calendarDaySchema).max(BLOCKED_DATES_MAX).default([]),
    meetingUrl: urlSchema,
    /** When set, players are sent to this booking page instead of the portal's slots. */
    externalBookingUrl: urlSchema,
  })
  .strict();
export type CallAvailabilityInput = z.input<typeof callAvailabilityInputSchema>;
export type CallAvailabilitySettings = z.output<typeof callAvailabilityInputSchema>;

export const callAvailabilitySchema = z.object({
  coachUserId: z.uuid(),
  coachName: z.string(),
  timeZone: z.string(),
  weeklyHours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  callMinutes: z.number(),
  bufferMinutes: z.number(),
  minimumNoticeHours: z.number(),
  blockedDates: z.array(z.string()),
  meetingUrl: z.string().nullable(),
  externalBookingUrl: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type CallAvailability = z.infer<typeof callAvailabilitySchema>;

/** A coach as the booking page lists them. */
export const callCoachSchema = z.object({
  coachUserId: z.uuid(),
  coachName: z.string(),
  timeZone: z.string(),
  callMinutes: z.number(),
  minimumNoticeHours: z.number(),
  externalBookingUrl: z.string().nullable(),
});
export type CallCoach = z.infer<typeof callCoachSchema>;

export const callSlotSchema = z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });
export type CallSlot = z.infer<typeof callSlotSchema>;

/** Whose club's coaches: a parent names the child (a player may name themself; staff, a player they reach). */
const bookingPlayerSchema = z.uuid({ error: 'playerId must be a valid id' }).optional();

/** GET /api/calls/coaches?playerId= (a parent names the child the call would be for). */
export const callCoachListQuerySchema = z.object({ playerId: bookingPlayerSchema }).strict();
export type CallCoachListQuery = z.infer<typeof callCoachListQuerySchema>;

/**
 * GET /api/calls/coaches/{coachUserId}/slots?from=&to=&playerId= (instants; default: the next 4
 * weeks; a parent names the child).
 */
export const callSlotsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant' }).optional(),
    playerId: bookingPlayerSchema,
  })
  .strict();
export type CallSlotsQuery = z.infer<typeof callSlotsQuerySchema>;

export const callSlotsSchema = z.object({ coach: callCoachSchema, slots: z.array(callSlotSchema) });
export type CallSlots = z.infer<typeof callSlotsSchema>;

const startsAtSchema = z.iso.datetime({ offset: true, error: 'Start time must be an ISO-8601 instant' });

/** POST /api/calls: a player books one of a coach's free slots (a parent, for the child named by `?playerId=`). */
export const callBookSchema = z
  .object({
    coachUserId: z.uuid({ error: 'Please choose a coach' }),
    startsAt: startsAtSchema,
    /** The player's zone, for the confirmation e-mail. */
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type CallBook = z.infer<typeof callBookSchema>;

/** POST /api/calls/{id}/reschedule */
export const callRescheduleSchema = z.object({ startsAt: startsAtSchema }).strict();
export type CallReschedule = z.infer<typeof callRescheduleSchema>;

/** POST /api/calls/{id}/cancel */
export const callCancelSchema = z.object({ reason: optionalTextSchema(500) }).strict();
export type CallCancel = z.input<typeof callCancelSchema>;

/** PUT /api/calls/{id}/notes: the coach's short notes after the call. */
export const callNotesSchema = z.object({ notes: requiredTextSchema('Notes are required', CALL_NOTES_MAX) }).strict();
export type CallNotes = z.infer<typeof callNotesSchema>;

/** GET /api/calls/calendar?from=&to= (a coach's agenda; an admin may name `coachUserId`). */
export const callCalendarQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant' }),
    to: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant' }),
    coachUserId: z.uuid().optional(),
    squadId: squadFilterSchema,
  })
  .strict()
  .refine((query) => new Date(query.from) < new Date(query.to), { message: 'must be after from', path: ['to'] })
  .refine((query) => new Date(query.to).getTime() - new Date(query.from).getTime() <= 62 * 24 * 3600_000, {
    message: 'at most 62 days',
    path: ['to'],
  });
export type CallCalendarQuery = z.infer<typeof callCalendarQuerySchema>;

/**
 * Whom a call's mails go to, never from the browser: the coach's from identity (the gateway reads it when
 * they save their availability), the player's from roadmap's copy of identity's player contacts.
 */
export const callContactSchema = z.object({ name: z.string().max(200), email: z.email().nullable() }).strict();
export type CallContact = z.infer<typeof callContactSchema>;

export const callSchema = z.object({
  id: z.uuid(),
  coachUserId: z.uuid(),
  coachName: z.string(),
  coachTimeZone: z.string(),
  playerId: z.uuid(),
  playerName: z.string(),
  playerTimeZone: z.string().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: callStatusSchema,
  meetingUrl: z.string().nullable(),
  /** How many hours before the start it can still be cancelled or moved. */
  minimumNoticeHours: z.number(),
  notes: z.string().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  cancelReason: z.string().nullable(),
  sequence: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Call = z.infer<typeof callSchema>;

export const myCallsSchema = z.object({ upcoming: z.array(callSchema), past: z.array(callSchema) });
export type MyCalls = z.infer<typeof myCallsSchema>;

export const NO_CALL_BOOKED = 'None booked';

/** The dashboard's 'next call' figure: 'today', 'tomorrow', 'in N days' (days in the viewer's zone). */
export function nextCallLabel(startsAt: string | Date, now: Date, timeZone?: string): string {
  const day = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const days = Math.round(
    (Date.parse(`${day(new Date(startsAt))}T00:00:00Z`) - Date.parse(`${day(now)}T00:00:00Z`)) / 86_400_000,
  );
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

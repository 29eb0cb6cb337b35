import { z } from 'zod';
import { roleSchema } from '../actor';

/**
 * What every `roadmap.call.*` event carries: enough for the reports worker to mail the invite and the
 * reminders without reading roadmap's tables (names and addresses as they were at booking time).
 */
export const callEventSchema = z.object({
  callId: z.uuid(),
  playerId: z.uuid(),
  playerName: z.string(),
  playerEmail: z.string().nullable(),
  playerTimeZone: z.string().nullable(),
  coachUserId: z.uuid(),
  coachName: z.string(),
  coachEmail: z.string().nullable(),
  coachTimeZone: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  meetingUrl: z.string().nullable(),
  /** The invite's SEQUENCE: 0 when booked, +1 on each change. */
  sequence: z.number().int(),
  /** Who made the change (user id) and their role, so the other side is the one told. */
  changedBy: z.uuid(),
  changedByRole: roleSchema,
});
export type CallEvent = z.infer<typeof callEventSchema>;

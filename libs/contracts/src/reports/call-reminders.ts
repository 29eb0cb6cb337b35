import { z } from 'zod';
import { callEventSchema } from '../roadmap/calls.events';

export const CALL_REMINDER_KINDS = ['24h', '1h'] as const;
export type CallReminderKind = (typeof CALL_REMINDER_KINDS)[number];
export const CALL_REMINDER_LEAD_MS: Record<CallReminderKind, number> = { '24h': 24 * 3600_000, '1h': 3600_000 };

/** The reminder job: which reminder, and the call as its last event described it (names, addresses, start). */
export const callReminderJobSchema = z.object({ kind: z.enum(CALL_REMINDER_KINDS), call: callEventSchema }).strict();
export type CallReminderJob = z.infer<typeof callReminderJobSchema>;

/** Deterministic: one job per call and kind, so a reschedule replaces it and a cancel removes it. */
export function callReminderJobId(callId: string, kind: CallReminderKind): string {
  return `call-reminder-${callId}-${kind}`;
}

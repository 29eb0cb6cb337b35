import { z } from 'zod';

export const CALL_REMINDER_KINDS = ['24h', '1h'] as const;
export type CallReminderKind = (typeof CALL_REMINDER_KINDS)[number];
export const CALL_REMINDER_LEAD_MS: Record<CallReminderKind, number> = { '24h': 24 * 3600_000, '1h': 3600_000 };

/** The reminder job (to be declared in reports.jobs.ts with its @OnJob handler): which call, which reminder, and the start it was scheduled for. */
export const callReminderJobSchema = z
  .object({
    callId: z.uuid(),
    kind: z.enum(CALL_REMINDER_KINDS),
    /** The start the reminder was planned for; a stale one (the call moved since) sends nothing. */
    startsAt: z.iso.datetime(),
  })
  .strict();
export type CallReminderJob = z.infer<typeof callReminderJobSchema>;

/** Deterministic: one job per call and kind, so a reschedule replaces it and a cancel removes it. */
export function callReminderJobId(callId: string, kind: CallReminderKind): string {
  return `call-reminder-${callId}-${kind}`;
}

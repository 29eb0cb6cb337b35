import { Injectable } from '@nestjs/common';
import {
  CALL_REMINDER_KINDS,
  CALL_REMINDER_LEAD_MS,
  type CallEvent,
  type DomainEvent,
  QUEUES,
  callReminderJobId,
} from '@portal/contracts';
import { JobQueues, MailQueue, OnEvent } from '@portal/server-kit';
import { CallFamily } from './call-family';
import { type CallChange, callChangeMail } from './call-mails';

type CallEventName = 'roadmap.call.booked' | 'roadmap.call.rescheduled' | 'roadmap.call.cancelled';

/**
 * Reports' side of a call: mails the invite (or its cancellation) to the player, the parents on file
 * and the coach, and keeps the two reminder jobs in step: scheduled on booking, moved on a reschedule, removed on a cancel (deterministic job ids).
 */
@Injectable()
export class CallEventsConsumer {
  constructor(
    private readonly mail: MailQueue,
    private readonly jobs: JobQueues,
    private readonly family: CallFamily,
  ) {}

  @OnEvent(['roadmap.call.booked', 'roadmap.call.rescheduled', 'roadmap.call.cancelled'])
  async apply(event: DomainEvent<CallEventName>): Promise<void> {
    const change = event.meta.name.slice('roadmap.call.'.length) as CallChange;
    const payload = event.payload as CallEvent & { reason?: string | null };
    const parents = await this.family.parentsOf(payload.playerId);
    const message = callChangeMail(change, payload, { reason: payload.reason ?? null, parents });
    if (message) await this.mail.send(message);
    await this.replaceReminders(payload, change !== 'cancelled');
  }

  private async replaceReminders(call: CallEvent, schedule: boolean): Promise<void> {
    const queue = this.jobs.queue(QUEUES.reports);
    for (const kind of CALL_REMINDER_KINDS) {
      const jobId = callReminderJobId(call.callId, kind);
      await queue.remove(jobId);
      const delay = Date.parse(call.startsAt) - CALL_REMINDER_LEAD_MS[kind] - Date.now();
      if (schedule && delay > 0) await this.jobs.enqueue('reports.call-reminder', { kind, call }, { jobId, delay });
    }
  }
}

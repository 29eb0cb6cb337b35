import { Injectable } from '@nestjs/common';
import type { ParsedJobPayload } from '@portal/contracts';
import { MailQueue, OnJob } from '@portal/server-kit';
import { CallFamily } from './call-family';
import { callReminderMail } from './call-mails';

/** Sends a due reminder through the mail queue (whose message id makes a retried job send once). */
@Injectable()
export class CallReminderProcessor {
  constructor(
    private readonly mail: MailQueue,
    private readonly family: CallFamily,
  ) {}

  @OnJob('reports.call-reminder')
  async remind(job: ParsedJobPayload<'reports.call-reminder'>): Promise<{ queued: boolean }> {
    const message = callReminderMail(job.kind, job.call, await this.family.parentsOf(job.call.playerId));
    if (message) await this.mail.send(message);
    return { queued: Boolean(message) };
  }
}

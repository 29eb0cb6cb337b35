import { createHash } from 'node:crypto';
import { MAIL_BATCH_MAX, type MailMessage } from '@portal/contracts';
import type { Job } from 'bullmq';
import type { JobQueues } from '../jobs';

/**
 * What any service uses to send an e-mail: it queues a `reports.send-mail` job, and the reports
 * worker sends it. The message id doubles as the job id, so queueing the same message twice (a
 * retried handler, a redelivered event) adds one job.
 */
export class MailQueue {
  constructor(private readonly jobs: JobQueues) {}

  send(message: MailMessage): Promise<Job> {
    return this.jobs.enqueue('reports.send-mail', message, { jobId: `mail-${message.messageId}` });
  }

  /**
   * Several messages in `reports.send-mails` jobs of up to MAIL_BATCH_MAX (one report to its family
   * and coaches: the PDF they share is read once per job). A job's id is derived from its message
   * ids, so queueing the same messages again adds nothing, and each message is still sent once
   * whatever job carries it.
   */
  async sendAll(messages: readonly MailMessage[]): Promise<Job[]> {
    const jobs: Job[] = [];
    for (let index = 0; index < messages.length; index += MAIL_BATCH_MAX) {
      const batch = messages.slice(index, index + MAIL_BATCH_MAX);
      const ids = createHash('sha256')
        .update(batch.map((message) => message.messageId).join('\n'))
        .digest('hex')
        .slice(0, 32);
      jobs.push(await this.jobs.enqueue('reports.send-mails', { messages: batch }, { jobId: `mails-${ids}` }));
    }
    return jobs;
  }
}

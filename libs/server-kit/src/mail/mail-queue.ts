import type { MailMessage } from '@portal/contracts';
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
}

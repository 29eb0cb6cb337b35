/** BullMQ queue names. Never rename one: jobs already waiting in Redis would be orphaned. */
export const QUEUES = {
  mediaProcessing: 'media-processing',
  reports: 'reports',
  /** Every outgoing e-mail; the reports worker sends them. */
  mail: 'mail',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

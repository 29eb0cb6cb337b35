import type { z } from 'zod';
import { mediaJobs } from './media/media.jobs';
import { reportsJobs } from './reports/reports.jobs';
import type { QueueName } from './queues';
export * from './jobs-definition';

/** Every BullMQ job, `<service>.<job>`: one line per service. Never rename a job. */
export const jobDefinitions = {
  ...mediaJobs,
  ...reportsJobs,
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobQueueOf<N extends JobName> = (typeof jobDefinitions)[N]['queue'];
/** What a producer sends (defaults may be omitted). */
export type JobPayload<N extends JobName> = z.input<(typeof jobDefinitions)[N]['payload']>;
/** What a handler receives after validation. */
export type ParsedJobPayload<N extends JobName> = z.output<(typeof jobDefinitions)[N]['payload']>;
export type JobsOfQueue<Q extends QueueName> = { [N in JobName]: JobQueueOf<N> extends Q ? N : never }[JobName];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobDefinitions, name);
}

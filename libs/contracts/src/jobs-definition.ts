import type { z } from 'zod';
import type { QueueName } from './queues';

export interface JobDefinition<Q extends QueueName = QueueName, P extends z.ZodType = z.ZodType> {
  queue: Q;
  /** Checked when the job is queued and again when a worker picks it up. */
  payload: P;
}

export function defineJob<const Q extends QueueName, P extends z.ZodType>(
  definition: JobDefinition<Q, P>,
): JobDefinition<Q, P> {
  return definition;
}

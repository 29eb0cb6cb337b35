import { type JobName, type QueueName, jobDefinitions } from '@portal/contracts';
import { type ProviderResolver, discoverMethods } from '../discovery';
import type { BoundJobHandler } from './jobs';
import { JOB_HANDLER_METADATA, type JobContext } from './on-job';

/**
 * The `@OnJob` handlers of a worker process, per queue, checked against the contracts: every job of
 * the worker's queues has exactly one handler and no handler serves a job of a queue the worker does
 * not run. Throws naming what is wrong, so a worker with a missing handler never starts (instead of
 * failing each such job at run time).
 */
export function bindJobHandlers(
  app: ProviderResolver,
  queues: readonly QueueName[],
): Map<QueueName, Map<JobName, BoundJobHandler>> {
  const bound = new Map(queues.map((queue) => [queue, new Map<JobName, BoundJobHandler>()]));
  const problems: string[] = [];
  for (const method of discoverMethods<JobName>(app, JOB_HANDLER_METADATA)) {
    const job = method.metadata;
    const queue = jobDefinitions[job].queue;
    const handlers = bound.get(queue);
    if (!handlers) {
      problems.push(`${method.label} handles ${job}, a job of queue ${queue}, not of ${queues.join(', ')}`);
    } else if (handlers.has(job)) {
      problems.push(`${job} has more than one handler (${method.label} is the second)`);
    } else {
      handlers.set(job, (payload: unknown, context: JobContext) => method.invoke(payload, context));
    }
  }
  for (const [job, definition] of Object.entries(jobDefinitions) as [JobName, { queue: QueueName }][]) {
    if (bound.get(definition.queue)?.has(job) === false) {
      problems.push(`job ${job} of queue ${definition.queue} has no @OnJob handler`);
    }
  }
  if (problems.length > 0) throw new Error(`Job handlers are not bound correctly: ${problems.join('; ')}`);
  return bound;
}

import {
  type JobName,
  type JobPayload,
  type QueueName,
  bullPrefix,
  isJobName,
  jobDefinitions,
} from '@portal/contracts';
import { type Job, type JobsOptions, Queue, type RepeatOptions, Worker } from 'bullmq';
import IORedis, { type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { currentRequestId, runWithRequestId } from '../logging';
import { traceParentOf } from '../tracing';
import { runJobObserved } from './job-observability';
import type { JobContext } from './on-job';

export function redisConnection(redisUrl: string, options: RedisOptions = {}): IORedis {
  // BullMQ workers block on Redis, so ioredis must not give up on a command.
  return new IORedis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}

/** Retries with exponential backoff; completed jobs are kept briefly for inspection. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export function createQueue(namespace: string, queue: QueueName, connection: IORedis): Queue {
  return new Queue(queue, { connection, prefix: bullPrefix(namespace), defaultJobOptions: DEFAULT_JOB_OPTIONS });
}

/** What a job carries in Redis: the validated payload and the request id that caused it. */
export interface JobEnvelope {
  payload: unknown;
  requestId?: string;
  /** W3C trace context of the span that queued the job, when tracing is on. */
  traceparent?: string;
}

/**
 * Adds a job to the queue its definition names, after validating the payload against the job's
 * schema (a bad payload throws here, in the producer, not later in a worker).
 */
export async function enqueueJob<N extends JobName>(
  queue: Queue,
  name: N,
  payload: JobPayload<N>,
  options: JobsOptions & { requestId?: string } = {},
): Promise<Job> {
  const definition = jobDefinitions[name];
  if (queue.name !== definition.queue)
    throw new Error(`Job ${name} belongs to queue ${definition.queue}, not ${queue.name}`);
  const { requestId = currentRequestId(), ...jobOptions } = options;
  const traceparent = traceParentOf();
  const envelope: JobEnvelope = {
    payload: definition.payload.parse(payload),
    requestId,
    ...(traceparent ? { traceparent } : {}),
  };
  return queue.add(name, envelope, jobOptions);
}

/** One Queue per queue name on one Redis connection: what services and workers use to add jobs. */
export class JobQueues {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly namespace: string,
    private readonly connection: IORedis,
  ) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = createQueue(this.namespace, name, this.connection);
      this.queues.set(name, queue);
    }
    return queue;
  }

  enqueue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options?: JobsOptions & { requestId?: string },
  ): Promise<Job> {
    return enqueueJob(this.queue(jobDefinitions[name].queue), name, payload, options);
  }

  /**
   * Runs the job every `everyMs`, or on a repeat rule (`{pattern, tz}`, `{every, immediately}`),
   * through BullMQ's job scheduler. The scheduler lives in Redis under `schedulerId` (the job's name
   * unless a scheduler already runs under another id): however many workers call this there is one,
   * and calling again updates its rule. The payload is validated here.
   */
  async schedule<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    repeat: number | Omit<RepeatOptions, 'key'>,
    schedulerId: string = name,
  ): Promise<void> {
    const definition = jobDefinitions[name];
    const envelope: JobEnvelope = { payload: definition.payload.parse(payload) };
    const rule = typeof repeat === 'number' ? { every: repeat } : repeat;
    await this.queue(definition.queue).upsertJobScheduler(schedulerId, rule, { name, data: envelope });
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    if (this.connection.status !== 'wait') await this.connection.quit().catch(() => undefined);
    else this.connection.disconnect();
  }
}

export type BoundJobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

export interface WorkerSettings {
  namespace: string;
  queue: QueueName;
  connection: IORedis;
  concurrency: number;
  /** How long a job stays locked without a heartbeat; a killed worker's job is retried after it. */
  lockDurationMs: number;
  logger: Logger;
  handlers: ReadonlyMap<JobName, BoundJobHandler>;
}

/** A BullMQ worker that validates each payload against its job's schema and calls the bound handler. */
export function createWorker(settings: WorkerSettings): Worker {
  const { logger } = settings;
  const worker = new Worker<JobEnvelope>(
    settings.queue,
    async (job) => {
      const handler = isJobName(job.name) ? settings.handlers.get(job.name) : undefined;
      if (!handler || !isJobName(job.name))
        throw new Error(`No handler for job ${job.name} on queue ${settings.queue}`);
      const payload = jobDefinitions[job.name].payload.parse(job.data.payload);
      return runWithRequestId(job.data.requestId, () =>
        runJobObserved(settings.queue, job, async () => {
          logger.info({ jobId: job.id, job: job.name, attempt: job.attemptsMade + 1 }, 'job started');
          const result = await handler(payload, {
            jobId: String(job.id),
            attempt: job.attemptsMade + 1,
            updateProgress: (progress) => job.updateProgress(progress),
          });
          logger.info({ jobId: job.id, job: job.name }, 'job completed');
          return result;
        }),
      );
    },
    {
      connection: settings.connection,
      prefix: bullPrefix(settings.namespace),
      concurrency: settings.concurrency,
      lockDuration: settings.lockDurationMs,
      stalledInterval: Math.max(1000, Math.floor(settings.lockDurationMs / 2)),
      maxStalledCount: 3,
      autorun: false,
    },
  );
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, job: job?.name, err: error }, 'job failed'));
  worker.on('stalled', (jobId) => logger.warn({ jobId }, 'job stalled; it will be retried'));
  worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  return worker;
}

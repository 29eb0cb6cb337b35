import { type JobPayloads, type QueueName, bullPrefix } from '@portal/contracts';
import { type Job, type JobsOptions, Queue, Worker } from 'bullmq';
import IORedis, { type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { runWithRequestId } from '../logging';

export type JobName = keyof JobPayloads;

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

export async function enqueueJob<N extends JobName>(
  queue: Queue,
  name: N,
  payload: JobPayloads[N],
  options: JobsOptions & { requestId?: string } = {},
): Promise<Job> {
  const { requestId, ...jobOptions } = options;
  return queue.add(name, { payload, requestId }, jobOptions);
}

export interface JobEnvelope<N extends JobName = JobName> {
  payload: JobPayloads[N];
  requestId?: string;
}

export type JobProcessor = (job: Job<JobEnvelope>) => Promise<unknown>;

export interface WorkerSettings {
  namespace: string;
  queue: QueueName;
  connection: IORedis;
  concurrency: number;
  /** How long a job stays locked without a heartbeat; a killed worker's job is retried after it. */
  lockDurationMs: number;
  logger: Logger;
  processors: Partial<Record<JobName, JobProcessor>>;
}

export function createWorker(settings: WorkerSettings): Worker {
  const { logger } = settings;
  const worker = new Worker<JobEnvelope>(
    settings.queue,
    async (job) => {
      const processor = settings.processors[job.name as JobName];
      if (!processor) throw new Error(`No processor for job ${job.name} on queue ${settings.queue}`);
      return runWithRequestId(job.data.requestId, async () => {
        logger.info({ jobId: job.id, job: job.name, attempt: job.attemptsMade + 1 }, 'job started');
        const result = await processor(job);
        logger.info({ jobId: job.id, job: job.name }, 'job completed');
        return result;
      });
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

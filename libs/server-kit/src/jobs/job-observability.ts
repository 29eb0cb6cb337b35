import { SpanKind } from '@opentelemetry/api';
import type { Queue } from 'bullmq';
import { addGaugeSource, jobDuration, jobsCompleted, jobsFailed, metricsEnabled, secondsSince } from '../metrics';
import { contextFromTraceParent, inSpan } from '../tracing';

/**
 * Runs one job attempt in a span continuing the trace of the request that queued it (its
 * `traceparent` travels in the job data), and counts it by queue, job name and outcome.
 */
export async function runJobObserved<T>(
  queue: string,
  job: { name: string; id?: string; attemptsMade: number; data: { traceparent?: unknown } },
  run: () => Promise<T>,
): Promise<T> {
  const labels = { queue, job: job.name };
  const started = process.hrtime.bigint();
  let outcome: 'completed' | 'failed' = 'failed';
  try {
    const result = await inSpan(
      `job ${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.destination.name': queue,
          'messaging.message.id': String(job.id ?? ''),
          'bullmq.job.attempt': job.attemptsMade + 1,
        },
      },
      contextFromTraceParent(job.data.traceparent),
      () => run(),
    );
    outcome = 'completed';
    return result;
  } finally {
    if (metricsEnabled()) {
      (outcome === 'completed' ? jobsCompleted : jobsFailed).inc(labels);
      jobDuration.observe({ ...labels, outcome }, secondsSince(started));
    }
  }
}

const DEPTH_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;

/**
 * The depth of each queue by state, read from Redis at scrape time. `waiting` is what the workers'
 * autoscaler follows (KEDA reads the same `wait` list directly). Every worker replica reports the
 * same numbers: aggregate with `max`, not `sum`.
 */
export function reportQueueDepth(queues: readonly Queue[]): () => void {
  if (!metricsEnabled()) return () => undefined;
  return addGaugeSource(
    'portal_queue_jobs',
    'BullMQ jobs in each queue by state (waiting, prioritized, active, delayed, failed)',
    ['queue', 'state'],
    async () => {
      const counts = await Promise.all(
        queues.map(async (queue) => ({ queue, counts: await queue.getJobCounts(...DEPTH_STATES) })),
      );
      return counts.flatMap(({ queue, counts: byState }) =>
        DEPTH_STATES.map((state) => ({ labels: { queue: queue.name, state }, value: byState[state] ?? 0 })),
      );
    },
  );
}

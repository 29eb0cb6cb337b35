import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

/** Request-scale latencies: 5 ms to 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job-scale durations: 100 ms to 30 min (video transcodes). */
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 15, 30, 60, 120, 300, 600, 1800];

const registers = [metricsRegistry];

/** A histogram in the platform registry; request-scale buckets unless given. */
function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[] = REQUEST_BUCKETS,
): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets, registers });
}

/** A counter in the platform registry. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return new Counter({ name, help, labelNames, registers });
}

export const httpRequestDuration = histogram(
  'portal_http_request_duration_seconds',
  'HTTP requests served by the gateway, by method, route template and status code',
  ['method', 'route', 'status'],
);

export const rpcClientDuration = histogram(
  'portal_rpc_client_duration_seconds',
  'RPC calls made over NATS, by subject and outcome (ok, client_error, server_error, timeout, no_responder, unavailable)',
  ['subject', 'outcome'],
);

export const rpcServerDuration = histogram(
  'portal_rpc_server_duration_seconds',
  'RPC requests handled by this service, by subject and outcome (ok, client_error, server_error)',
  ['subject', 'outcome'],
);

export const eventsPublished = counter(
  'portal_events_published_total',
  'Domain events the outbox relay published to JetStream, by event',
  ['event'],
);

export const eventPublishFailures = counter(
  'portal_event_publish_failures_total',
  'Failed attempts to publish an outbox event (retried on the next pass), by event',
  ['event'],
);

export const eventsConsumed = counter(
  'portal_events_consumed_total',
  'Events a durable consumer received, by consumer, event and outcome (handled, duplicate, failed, malformed)',
  ['consumer', 'event', 'outcome'],
);

export const eventRedeliveries = counter(
  'portal_event_redeliveries_total',
  'Events delivered again after a failure or a missed ack, by consumer and event',
  ['consumer', 'event'],
);

export const eventHandlerDuration = histogram(
  'portal_event_handler_duration_seconds',
  'Time an event consumer spent on one event, by consumer and event',
  ['consumer', 'event'],
);

export const jobsCompleted = counter(
  'portal_jobs_completed_total',
  'BullMQ jobs that completed, by queue and job name',
  ['queue', 'job'],
);

export const jobsFailed = counter(
  'portal_jobs_failed_total',
  'BullMQ job attempts that failed (a retried job counts once per failed attempt), by queue and job name',
  ['queue', 'job'],
);

export const jobDuration = histogram(
  'portal_job_duration_seconds',
  'Time a BullMQ job attempt ran, by queue, job name and outcome (completed, failed)',
  ['queue', 'job', 'outcome'],
  JOB_BUCKETS,
);

/** Seconds since a `process.hrtime.bigint()` reading. */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

/** Request-scale latencies: 5 ms to 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job-scale durations: 100 ms to 30 min (video transcodes). */
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 15, 30, 60, 120, 300, 600, 1800];

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests served by the gateway, by method, route template and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const rpcClientDuration = new Histogram({
  name: 'portal_rpc_client_duration_seconds',
  help: 'RPC calls made over NATS, by subject and outcome (ok, client_error, server_error, timeout, no_responder, unavailable)',
  labelNames: ['subject', 'outcome'] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const rpcServerDuration = new Histogram({
  name: 'portal_rpc_server_duration_seconds',
  help: 'RPC requests handled by this service, by subject and outcome (ok, client_error, server_error)',
  labelNames: ['subject', 'outcome'] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const eventsPublished = new Counter({
  name: 'portal_events_published_total',
  help: 'Domain events the outbox relay published to JetStream, by event',
  labelNames: ['event'] as const,
  registers,
});

export const eventPublishFailures = new Counter({
  name: 'portal_event_publish_failures_total',
  help: 'Failed attempts to publish an outbox event (retried on the next pass), by event',
  labelNames: ['event'] as const,
  registers,
});

export const eventsConsumed = new Counter({
  name: 'portal_events_consumed_total',
  help: 'Events a durable consumer received, by consumer, event and outcome (handled, duplicate, failed, malformed)',
  labelNames: ['consumer', 'event', 'outcome'] as const,
  registers,
});

export const eventRedeliveries = new Counter({
  name: 'portal_event_redeliveries_total',
  help: 'Events delivered again after a failure or a missed ack, by consumer and event',
  labelNames: ['consumer', 'event'] as const,
  registers,
});

export const eventHandlerDuration = new Histogram({
  name: 'portal_event_handler_duration_seconds',
  help: 'Time an event consumer spent on one event, by consumer and event',
  labelNames: ['consumer', 'event'] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const jobsCompleted = new Counter({
  name: 'portal_jobs_completed_total',
  help: 'BullMQ jobs that completed, by queue and job name',
  labelNames: ['queue', 'job'] as const,
  registers,
});

export const jobsFailed = new Counter({
  name: 'portal_jobs_failed_total',
  help: 'BullMQ job attempts that failed (a retried job counts once per failed attempt), by queue and job name',
  labelNames: ['queue', 'job'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'portal_job_duration_seconds',
  help: 'Time a BullMQ job attempt ran, by queue, job name and outcome (completed, failed)',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: JOB_BUCKETS,
  registers,
});

/** Seconds since a `process.hrtime.bigint()` reading. */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

import { SpanKind, context } from '@opentelemetry/api';
import type { DomainEvent } from '@portal/contracts';
import { eventHandlerDuration, eventRedeliveries, eventsConsumed, metricsEnabled, secondsSince } from '../metrics';
import { contextFromTraceParent, inSpan, spanContextFromTraceParent, traceParentOf } from '../tracing';

/**
 * Publishes one outbox event inside a producer span that continues the trace of the request that
 * wrote it; the event carries that span's context, so its consumers can link back to it.
 */
export function publishInSpan(event: DomainEvent, publish: (event: DomainEvent) => Promise<void>): Promise<void> {
  return inSpan(
    `publish ${event.meta.name}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': event.meta.name },
    },
    contextFromTraceParent(event.meta.traceparent),
    (span) => {
      const traceparent = span ? traceParentOf(context.active()) : undefined;
      return publish(traceparent ? { ...event, meta: { ...event.meta, traceparent } } : event);
    },
  );
}

export type ConsumeOutcome = 'handled' | 'duplicate' | 'failed';

/**
 * Handles one event in a consumer span of its own trace that links to the producer's (an event may
 * be replayed long after, or fan out to several consumers), and counts it by consumer, event and outcome.
 */
export async function consumeInSpan(
  consumer: string,
  event: DomainEvent,
  redeliveryCount: number,
  handle: () => Promise<boolean>,
): Promise<boolean> {
  const labels = { consumer, event: event.meta.name };
  const measuring = metricsEnabled();
  if (measuring && redeliveryCount > 1) eventRedeliveries.inc(labels);
  const started = process.hrtime.bigint();
  const producer = spanContextFromTraceParent(event.meta.traceparent);
  let outcome: ConsumeOutcome = 'failed';
  try {
    const handled = await inSpan(
      `consume ${event.meta.name}`,
      {
        kind: SpanKind.CONSUMER,
        root: true,
        links: producer ? [{ context: producer }] : [],
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': event.meta.name,
          'messaging.consumer.group.name': consumer,
          'messaging.message.id': event.meta.id,
        },
      },
      context.active(),
      async (span) => {
        const result = await handle();
        span?.setAttribute('messaging.portal.duplicate', !result);
        return result;
      },
    );
    outcome = handled ? 'handled' : 'duplicate';
    return handled;
  } finally {
    if (measuring) {
      eventsConsumed.inc({ ...labels, outcome });
      eventHandlerDuration.observe(labels, secondsSince(started));
    }
  }
}

/** A message that could not be read as a known event (it is terminated, never retried). */
export function countMalformedEvent(consumer: string): void {
  if (metricsEnabled()) eventsConsumed.inc({ consumer, event: 'unknown', outcome: 'malformed' });
}

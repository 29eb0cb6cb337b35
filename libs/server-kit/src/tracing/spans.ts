import {
  type Context,
  ROOT_CONTEXT,
  type Span,
  type SpanContext,
  type SpanOptions,
  SpanStatusCode,
  context,
  isSpanContextValid,
  propagation,
  trace,
} from '@opentelemetry/api';
import { tracer, tracingEnabled } from './tracing';

/**
 * The W3C `traceparent` of the given (by default the active) context, to carry across NATS, the
 * outbox and Redis; undefined when tracing is off or no span is active.
 */
export function traceParentOf(from: Context = context.active()): string | undefined {
  if (!tracingEnabled()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier);
  return carrier.traceparent;
}

/** A context continuing the trace a message carried; the root context when it carried none (or junk). */
export function contextFromTraceParent(traceparent: unknown): Context {
  if (typeof traceparent !== 'string' || traceparent.length > 128) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/** The span context a `traceparent` names, for a link; undefined when it is missing or invalid. */
export function spanContextFromTraceParent(traceparent: unknown): SpanContext | undefined {
  const spanContext = trace.getSpanContext(contextFromTraceParent(traceparent));
  return spanContext && isSpanContextValid(spanContext) ? spanContext : undefined;
}

/** The trace id of the active span, for log lines. */
export function currentTraceId(): string | undefined {
  if (!tracingEnabled()) return undefined;
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/**
 * Runs `work` inside a new span (active, so the spans it causes are its children), ending it when the
 * work settles and marking it failed when the work throws. Without tracing it only runs `work`.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  parent: Context,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return work(undefined);
  return tracer().startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

export function markFailed(span: Span | undefined, error: unknown): void {
  if (!span) return;
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

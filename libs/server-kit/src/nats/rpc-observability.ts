import { type Span, SpanKind, context, trace } from '@opentelemetry/api';
import type { RpcReplyEnvelope } from '@portal/contracts';
import {
  type RpcOutcome,
  metricsEnabled,
  rpcClientDuration,
  rpcOutcomeOfReply,
  rpcServerDuration,
  secondsSince,
} from '../metrics';
import { contextFromTraceParent, inSpan, markFailed, tracer, tracingEnabled, traceParentOf } from '../tracing';

/** One outgoing RPC being measured: its client span (when tracing) and the fields it adds to the envelope. */
export interface RpcCallObservation {
  /** Spread into the request envelope: the client span's `traceparent`, when tracing is on. */
  envelopeFields: { traceparent?: string };
  end(outcome: RpcOutcome): void;
}

const UNOBSERVED: RpcCallObservation = { envelopeFields: {}, end: () => undefined };

/** Starts measuring an RPC call: latency by subject and outcome, and a client span continuing the active trace. */
export function observeRpcCall(subject: string): RpcCallObservation {
  const measuring = metricsEnabled();
  const tracing = tracingEnabled();
  if (!measuring && !tracing) return UNOBSERVED;
  const started = process.hrtime.bigint();
  let span: Span | undefined;
  let traceparent: string | undefined;
  if (tracing) {
    span = tracer().startSpan(
      `rpc ${subject}`,
      { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'nats', 'rpc.method': subject } },
      context.active(),
    );
    traceparent = traceParentOf(trace.setSpan(context.active(), span));
  }
  return {
    envelopeFields: traceparent ? { traceparent } : {},
    end(outcome) {
      if (measuring) rpcClientDuration.observe({ subject, outcome }, secondsSince(started));
      if (span) {
        span.setAttribute('rpc.outcome', outcome);
        if (outcome !== 'ok' && outcome !== 'client_error') markFailed(span, new Error(outcome));
        span.end();
      }
    },
  };
}

/**
 * Runs one served request inside a server span continuing the caller's trace (so the handler's SQL
 * nests under it) and counts it by subject and outcome.
 */
export async function observeRpcHandling(
  subject: string,
  traceparent: unknown,
  handle: () => Promise<RpcReplyEnvelope>,
): Promise<RpcReplyEnvelope> {
  const started = process.hrtime.bigint();
  const reply = await inSpan(
    `handle ${subject}`,
    { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'nats', 'rpc.method': subject } },
    contextFromTraceParent(traceparent),
    async (span) => {
      const result = await handle();
      const outcome = rpcOutcomeOfReply(result.ok ? undefined : result.error.code);
      span?.setAttribute('rpc.outcome', outcome);
      if (outcome === 'server_error') markFailed(span, new Error(outcome));
      return result;
    },
  );
  if (metricsEnabled()) {
    rpcServerDuration.observe(
      { subject, outcome: rpcOutcomeOfReply(reply.ok ? undefined : reply.error.code) },
      secondsSince(started),
    );
  }
  return reply;
}

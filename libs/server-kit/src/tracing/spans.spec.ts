import { ROOT_CONTEXT, context, trace } from '@opentelemetry/api';
import pino from 'pino';
import { contextFromTraceParent, currentTraceId, inSpan, spanContextFromTraceParent, traceParentOf } from './spans';
import { shutdownTracing, startTracing, tracingEnabled } from './tracing';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${SPAN_ID}-01`;
const silent = pino({ level: 'silent' });

describe('trace context with tracing off (the default)', () => {
  it('starts nothing without an endpoint, and carries nothing', async () => {
    expect(startTracing('test', { endpoint: undefined, namespace: 'test' }, silent)).toBe(false);
    expect(tracingEnabled()).toBe(false);
    expect(traceParentOf()).toBeUndefined();
    expect(currentTraceId()).toBeUndefined();
    await expect(inSpan('work', {}, ROOT_CONTEXT, async (span) => span)).resolves.toBeUndefined();
  });

  it('reads no trace context at all (no propagator is installed)', () => {
    expect(spanContextFromTraceParent(TRACEPARENT)).toBeUndefined();
  });
});

describe('trace context with tracing on', () => {
  beforeAll(() => {
    // Nothing listens there: exports fail quietly, which is what an unreachable collector must do.
    startTracing('test', { endpoint: 'http://127.0.0.1:9', namespace: 'test' }, silent);
  });
  afterAll(() => shutdownTracing());

  it('reads a well-formed traceparent for a link, and ignores junk', () => {
    expect(spanContextFromTraceParent(TRACEPARENT)).toMatchObject({ traceId: TRACE_ID, spanId: SPAN_ID });
    for (const junk of [
      undefined,
      42,
      '',
      'not-a-traceparent',
      `00-${'0'.repeat(32)}-${SPAN_ID}-01`,
      'x'.repeat(500),
    ]) {
      expect(spanContextFromTraceParent(junk)).toBeUndefined();
      expect(trace.getSpanContext(contextFromTraceParent(junk))).toBeUndefined();
    }
  });

  it('continues a carried trace: the span is a child of the traceparent, and its own traceparent names it', async () => {
    expect(tracingEnabled()).toBe(true);
    await inSpan('handle', {}, contextFromTraceParent(TRACEPARENT), async (span) => {
      const spanContext = span!.spanContext();
      expect(spanContext.traceId).toBe(TRACE_ID);
      expect(currentTraceId()).toBe(TRACE_ID);
      expect(traceParentOf()).toBe(`00-${TRACE_ID}-${spanContext.spanId}-01`);
      expect(trace.getSpan(context.active())).toBe(span);
    });
    expect(currentTraceId()).toBeUndefined();
  });

  it('marks the span failed and rethrows when the work throws', async () => {
    await expect(
      inSpan('fails', {}, ROOT_CONTEXT, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});

import { type Context, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { httpRequestDuration, httpRouteLabel, metricsEnabled, tracer, tracingEnabled } from '@portal/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface TracedRequest {
  span: Span;
  context: Context;
}

const traced = new WeakMap<FastifyRequest, TracedRequest>();

/** The trace id of a request's server span, for its log line; undefined when tracing is off. */
export function traceIdOf(request: FastifyRequest): string | undefined {
  return traced.get(request)?.span.spanContext().traceId;
}

/**
 * Measures every HTTP request (latency by method, route template and status) and, when tracing is
 * on, opens the request's server span: the root of the trace that follows the request through NATS
 * into the services. A caller's `traceparent` header is ignored: the public edge starts the trace.
 */
export function instrumentHttp(fastify: FastifyInstance): void {
  if (tracingEnabled()) {
    fastify.addHook('onRequest', (request, _reply, done) => {
      const span = tracer().startSpan(
        `${request.method}`,
        {
          kind: SpanKind.SERVER,
          attributes: { 'http.request.method': request.method, 'portal.request_id': String(request.id) },
        },
        ROOT_CONTEXT,
      );
      const active = trace.setSpan(ROOT_CONTEXT, span);
      traced.set(request, { span, context: active });
      // Continue the request inside the span's context, so the controller's RPC calls become its children.
      context.with(active, done);
    });
    // Body parsing resumes from the socket's callbacks: re-enter the span's context before the handler.
    fastify.addHook('preHandler', (request, _reply, done) => {
      const entry = traced.get(request);
      if (entry) context.with(entry.context, done);
      else done();
    });
  }
  fastify.addHook('onResponse', async (request, reply) => {
    const route = httpRouteLabel(request.routeOptions.url);
    const status = reply.statusCode;
    if (metricsEnabled()) {
      httpRequestDuration.observe({ method: request.method, route, status: String(status) }, reply.elapsedTime / 1000);
    }
    const entry = traced.get(request);
    if (entry) {
      entry.span.updateName(`${request.method} ${route}`);
      entry.span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
      entry.span.end();
    }
  });
}

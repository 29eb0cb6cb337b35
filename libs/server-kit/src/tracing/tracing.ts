import { trace } from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Logger } from 'pino';

let provider: NodeTracerProvider | undefined;

/**
 * The SDK, exporter and pg instrumentation, loaded only when tracing is on: they take most of a
 * second to load, which a process with tracing off should not pay at every start.
 */
function loadSdk() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node')),
    ...(require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http')),
    ...(require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation')),
    ...(require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg')),
    ...(require('@opentelemetry/resources') as typeof import('@opentelemetry/resources')),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export interface TracingOptions {
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`; tracing stays off (no SDK, no cost) when unset. */
  endpoint: string | undefined;
  namespace: string;
  version?: string;
}

/**
 * Starts the OpenTelemetry SDK when an OTLP endpoint is configured: spans are batched and sent as
 * OTLP/HTTP JSON to `<endpoint>/v1/traces`; `pg` queries become child spans of the handler that ran
 * them. Call it before the first database connection. Returns whether tracing is on.
 */
export function startTracing(processName: string, options: TracingOptions, logger: Logger): boolean {
  if (provider) return true;
  if (!options.endpoint || process.env.OTEL_SDK_DISABLED === 'true') return false;
  const {
    BatchSpanProcessor,
    NodeTracerProvider,
    OTLPTraceExporter,
    PgInstrumentation,
    registerInstrumentations,
    resourceFromAttributes,
  } = loadSdk();
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': processName,
      'service.namespace': options.namespace,
      ...(options.version ? { 'service.version': options.version } : {}),
    }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and the _TRACES_ variant, headers, timeout).
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Async-local-storage context and the W3C trace-context propagator.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    // Only queries made inside a traced handler: pool housekeeping and the relay's polling stay out.
    instrumentations: [new PgInstrumentation({ requireParentSpan: true })],
  });
  logger.info({ endpoint: options.endpoint }, 'tracing on: exporting spans by OTLP');
  return true;
}

export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/** Sends the spans still buffered; called on shutdown so the last requests' traces are not lost. */
export async function shutdownTracing(): Promise<void> {
  const current = provider;
  provider = undefined;
  await current?.shutdown().catch(() => undefined);
}

export const tracer = () => trace.getTracer('@portal/server-kit');

import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the portal's OTLP/HTTP JSON exporter sends it (ids are hex strings). */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  links: { traceId: string; spanId: string }[];
  attributes: Record<string, unknown>;
}

interface OtlpAnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpKeyValue {
  key: string;
  value: OtlpAnyValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        links?: { traceId: string; spanId: string }[];
        attributes?: OtlpKeyValue[];
      }[];
    }[];
  }[];
}

function valueOf(value: OtlpAnyValue): unknown {
  return value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
}

function attributesOf(list: OtlpKeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map((entry) => [entry.key, valueOf(entry.value)]));
}

/** A tiny OTLP/HTTP receiver (JSON encoding) the processes under test export their spans to. */
export class OtlpReceiver {
  private constructor(
    private readonly server: Server,
    /** Every span received so far, in arrival order. */
    readonly spans: ReceivedSpan[],
  ) {}

  static async start(): Promise<OtlpReceiver> {
    const spans: ReceivedSpan[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
          spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport));
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else {
          response.writeHead(415).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new OtlpReceiver(server, spans);
  }

  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function spansOf(body: OtlpExport): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resourceSpans of body.resourceSpans ?? []) {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
    for (const scope of resourceSpans.scopeSpans ?? []) {
      for (const span of scope.spans ?? []) {
        spans.push({
          service,
          traceId: span.traceId,
          spanId: span.spanId,
          ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
          name: span.name,
          kind: span.kind,
          links: (span.links ?? []).map((link) => ({ traceId: link.traceId, spanId: link.spanId })),
          attributes: attributesOf(span.attributes),
        });
      }
    }
  }
  return spans;
}

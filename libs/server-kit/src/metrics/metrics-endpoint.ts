import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:http';
import { renderMetrics } from './registry';

/** Answers `GET /metrics` with the registry's exposition; returns false for any other request. */
export function serveMetrics(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  renderMetrics()
    .then(({ contentType, body }) => {
      response.writeHead(200, { 'content-type': contentType });
      response.end(request.method === 'HEAD' ? undefined : body);
    })
    .catch(() => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
    });
  return true;
}

/**
 * A metrics-only HTTP server on an internal port (the gateway's METRICS_PORT): never the public
 * port, so Prometheus can reach it inside the cluster while the Ingress cannot.
 */
export function startMetricsServer(port: number, host: string): Server {
  const server = createServer((request, response) => {
    if (!serveMetrics(request, response)) response.writeHead(404).end();
  });
  server.listen(port, host);
  return server;
}

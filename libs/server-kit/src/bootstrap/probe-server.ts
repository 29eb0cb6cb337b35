import { type Server, createServer } from 'node:http';
import { metricsEnabled, serveMetrics } from '../metrics';

/**
 * Plain HTTP probes for processes that otherwise speak only NATS/Redis. `/healthz` (liveness) only
 * says the event loop answers, so a database outage never restarts pods; `/readyz` (readiness)
 * checks the dependencies. `/metrics` is Prometheus's scrape target: this port is internal (no
 * Service or Ingress exposes it).
 */
export function startProbeServer(port: number, isReady: () => Promise<boolean>): Server {
  const server = createServer((request, response) => {
    if (request.url === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"up"}');
      return;
    }
    if (metricsEnabled() && serveMetrics(request, response)) return;
    if (request.url !== '/readyz') {
      response.writeHead(404).end();
      return;
    }
    isReady()
      .catch(() => false)
      .then((healthy) => {
        response.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: healthy ? 'up' : 'down' }));
      });
  });
  server.listen(port);
  return server;
}

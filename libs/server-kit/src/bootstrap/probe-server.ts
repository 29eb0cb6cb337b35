import { type Server, createServer } from 'node:http';
import { metricsEnabled, serveMetrics } from '../metrics';

/** A dependency check that hangs (a pool with no free connection) answers "not ready", not nothing. */
const READY_CHECK_TIMEOUT_MS = 2000;

/**
 * Plain HTTP probes for processes that otherwise speak only NATS/Redis. `/healthz` (liveness) only
 * says the event loop answers, so a database outage never restarts pods; `/readyz` (readiness)
 * checks the dependencies. `/metrics` is Prometheus's scrape target: this port is internal (no
 * Service or Ingress exposes it), and it listens on `host` only (HEALTH_HOST: loopback by default).
 */
export function startProbeServer(port: number, host: string, isReady: () => Promise<boolean>): Server {
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
    withTimeout(isReady(), READY_CHECK_TIMEOUT_MS)
      .catch(() => false)
      .then((healthy) => {
        response.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: healthy ? 'up' : 'down' }));
      });
  });
  server.listen(port, host);
  return server;
}

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check, timedOut]).finally(() => clearTimeout(timer));
}

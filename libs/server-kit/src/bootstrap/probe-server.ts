import { type Server, createServer } from 'node:http';

/** A plain HTTP endpoint for Kubernetes probes of processes that otherwise speak only NATS/Redis. */
export function startProbeServer(port: number, isHealthy: () => Promise<boolean>): Server {
  const server = createServer((request, response) => {
    if (request.url !== '/healthz' && request.url !== '/readyz') {
      response.writeHead(404).end();
      return;
    }
    isHealthy()
      .catch(() => false)
      .then((healthy) => {
        response.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: healthy ? 'up' : 'down' }));
      });
  });
  server.listen(port);
  return server;
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long a stopping gateway keeps answering on open connections before it closes them. */
export const DRAIN_MS = 1000;

/**
 * A stopping gateway (SIGTERM → `app.close()`) finishes the requests in flight, as Fastify does, and
 * for `drainMs` also answers requests that still arrive on open keep-alive connections, each with
 * `Connection: close` so the client sends its next request on a new connection (to a replica, or to
 * this gateway once it is back), instead of refusing them with 503 or resetting the connection under a
 * request on its way. Needs `return503OnClosing: false` on the Fastify adapter.
 */
export function drainConnectionsOnClose(fastify: FastifyInstance, drainMs = DRAIN_MS): void {
  let draining = false;
  fastify.addHook('preClose', async () => {
    draining = true;
    await sleep(drainMs);
  });
  fastify.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { drainConnectionsOnClose } from './graceful-drain';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('gateway drain on close', () => {
  it('finishes the request in flight and answers one arriving on an open connection, then closes it', async () => {
    const fastify = Fastify({ return503OnClosing: false });
    fastify.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { answer: 'slow' };
    });
    fastify.get('/quick', async () => ({ answer: 'quick' }));
    drainConnectionsOnClose(fastify, 500);
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fastify.server.address() as AddressInfo;
    // One keep-alive connection, as a browser tab reuses it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, '/quick', agent)).connection).toBe('keep-alive');
      const inFlight = get(port, '/slow', agent);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closed = fastify.close();
      const arriving = await get(port, '/quick', agent); // queued on the same connection behind /slow
      expect(arriving).toMatchObject({ status: 200, body: '{"answer":"quick"}' });
      expect(await inFlight).toMatchObject({ status: 200, body: '{"answer":"slow"}', connection: 'close' });
      await closed;
    } finally {
      agent.destroy();
      await fastify.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Actor, ErrorCode, type ExportKind, httpStatusForErrorCode, namespacedSubject } from '@portal/contracts';
import {
  RpcStreamClient,
  RpcStreamServer,
  STREAM_CREDIT_WINDOW,
  STREAM_FRAME_HEADER,
  STREAM_ID_HEADER,
  ServiceError,
  createLogger,
  encodeJson,
} from '@portal/server-kit';
import {
  type SecuredNats,
  createTestNamespace,
  natsServerAvailable,
  resolveTestInfra,
  startSecuredNats,
  testRpcSigner,
  waitFor,
} from '@portal/server-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { type NatsConnection, connect, createInbox } from 'nats';

const CHUNK = 1024;
const logger = createLogger('rpc-stream-test', 'silent');

/** What the fake service streams, by the player id it is asked for. */
interface Behaviour {
  chunks: number;
  /** Stop producing after this many chunks and never finish (a service that hangs or dies). */
  hangAfter?: number;
  refuse?: ServiceError;
}

/**
 * A service and a gateway on real NATS: the service streams numbered 1 KB chunks (the line number in each,
 * so order and completeness show in the bytes), the gateway serves them over HTTP as a download.
 */
class StreamHarness {
  readonly behaviours = new Map<string, Behaviour>();
  /** Chunks each player's source has handed to the server so far. */
  readonly produced = new Map<string, number>();
  readonly servers: RpcStreamServer[] = [];
  client!: RpcStreamClient;
  http!: FastifyInstance;
  baseUrl = '';

  constructor(
    readonly namespace: string,
    private readonly timeoutMs: number,
  ) {}

  serveOn(connection: NatsConnection): RpcStreamServer {
    const server = new RpcStreamServer({
      connection,
      namespace: this.namespace,
      service: 'tracking',
      logger,
      actorTokens: testRpcSigner().tokens,
      creditSubject: 'tracking.stream.credit',
      chunkBytes: CHUNK,
      idleTimeoutMs: 2000,
    });
    server.serve('tracking.export.csv', async ({ data }) => {
      const behaviour = this.behaviours.get(data.playerId);
      if (!behaviour) throw ServiceError.notFound('Player not found');
      if (behaviour.refuse) throw behaviour.refuse;
      return this.source(data.playerId, behaviour);
    });
    this.servers.push(server);
    return server;
  }

  async listen(connection: NatsConnection): Promise<void> {
    this.client = new RpcStreamClient(connection, this.namespace, testRpcSigner(), {
      creditSubjects: { tracking: 'tracking.stream.credit' },
      timeoutMs: this.timeoutMs,
    });
    this.http = Fastify();
    this.http.get<{ Params: { playerId: string } }>('/export/:playerId', async (request, reply) => {
      try {
        const csv = await this.client.open(
          'tracking.export.csv',
          { kind: 'training-sessions' as ExportKind, playerId: request.params.playerId },
          { actor: ana },
        );
        return await reply.header('Content-Type', 'text/csv').send(csv);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return reply.status(httpStatusForErrorCode(error.code)).send({ code: error.code, message: error.message });
      }
    });
    await this.http.listen({ port: 0, host: '127.0.0.1' });
    this.baseUrl = `http://127.0.0.1:${(this.http.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await this.http?.close();
    await Promise.all(this.servers.map((server) => server.close()));
  }

  player(behaviour: Behaviour): string {
    const playerId = randomUUID();
    this.behaviours.set(playerId, behaviour);
    this.produced.set(playerId, 0);
    return playerId;
  }

  private async *source(playerId: string, behaviour: Behaviour): AsyncGenerator<string> {
    for (let index = 0; index < behaviour.chunks; index += 1) {
      if (behaviour.hangAfter !== undefined && index >= behaviour.hangAfter) await new Promise(() => undefined);
      this.produced.set(playerId, index + 1);
      yield chunkText(index);
    }
  }
}

const ana: Actor = { userId: randomUUID(), role: 'player', playerId: randomUUID() };
const ben: Actor = { userId: randomUUID(), role: 'player', playerId: randomUUID() };

function chunkText(index: number): string {
  return `${String(index).padStart(8, '0')}`.padEnd(CHUNK - 2, '.') + '\r\n';
}

function expectedText(chunks: number): string {
  return Array.from({ length: chunks }, (_, index) => chunkText(index)).join('');
}

describe('streamed RPC answers over real NATS', () => {
  let harness: StreamHarness;
  let serviceConnection: NatsConnection;
  let gatewayConnection: NatsConnection;

  beforeAll(async () => {
    const { natsUrl } = await resolveTestInfra();
    harness = new StreamHarness(createTestNamespace('stream'), 1500);
    serviceConnection = await connect({ servers: natsUrl });
    gatewayConnection = await connect({ servers: natsUrl });
    harness.serveOn(serviceConnection);
    await serviceConnection.flush();
    await harness.listen(gatewayConnection);
  });

  afterAll(async () => {
    await harness?.close();
    await serviceConnection?.close();
    await gatewayConnection?.close();
  });

  it('streams every chunk in order to the browser, and the service lets the stream go', async () => {
    const playerId = harness.player({ chunks: 200 });
    const response = await fetch(`${harness.baseUrl}/export/${playerId}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(expectedText(200));
    expect(harness.servers[0]!.openStreams).toBe(0);
  });

  it('answers a small export in its first frame', async () => {
    const playerId = harness.player({ chunks: 1 });
    const response = await fetch(`${harness.baseUrl}/export/${playerId}`);
    expect(await response.text()).toBe(expectedText(1));
  });

  it("refuses before any header: the service's 404 and 403 are the HTTP status", async () => {
    const missing = await fetch(`${harness.baseUrl}/export/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: ErrorCode.NotFound, message: 'Player not found' });
    const forbidden = harness.player({ chunks: 3, refuse: ServiceError.forbidden() });
    expect((await fetch(`${harness.baseUrl}/export/${forbidden}`)).status).toBe(403);
    expect(harness.servers[0]!.openStreams).toBe(0);
  });

  it('lets a slow reader set the pace: the service never runs more than the credit window ahead', async () => {
    const chunks = 40;
    const playerId = harness.player({ chunks });
    const csv = await harness.client.open(
      'tracking.export.csv',
      { kind: 'training-sessions', playerId },
      { actor: ana },
    );
    // Frames sent = credits granted (the open + the window + one per frame read); the server reads one chunk ahead.
    const mostAhead = STREAM_CREDIT_WINDOW + 2;
    let text = '';
    let taken = 0;
    for await (const piece of csv) {
      text += String(piece);
      taken += 1;
      const bound = Math.min(chunks, taken + mostAhead);
      // The service fills the window while the reader holds still, and stops there.
      await waitFor(() => (harness.produced.get(playerId) ?? 0) >= Math.min(chunks, taken + STREAM_CREDIT_WINDOW), {
        intervalMs: 5,
        what: 'the service to use its credit',
      });
      expect(harness.produced.get(playerId)).toBeLessThanOrEqual(bound);
    }
    expect(text).toBe(expectedText(chunks));
  });

  it('lets the stream go when the reader leaves early', async () => {
    const playerId = harness.player({ chunks: 100 });
    const csv = await harness.client.open(
      'tracking.export.csv',
      { kind: 'training-sessions', playerId },
      { actor: ana },
    );
    expect(harness.servers[0]!.openStreams).toBe(1);
    csv.destroy();
    await waitFor(() => harness.servers[0]!.openStreams === 0, { intervalMs: 10, what: 'the stream to be released' });
    expect(harness.produced.get(playerId)).toBeLessThan(100);
  });

  it('ends a stream for both when someone else names it in a credit', async () => {
    const playerId = harness.player({ chunks: 50 });
    const signer = testRpcSigner();
    const inbox = createInbox();
    const frames = gatewayConnection.subscribe(inbox);
    const envelope = (data: unknown, actor: Actor) => ({
      data,
      requestId: randomUUID(),
      actorToken: signer.tokens.sign('gateway', { kind: 'user', actor }),
    });
    const subject = (name: string) => namespacedSubject(harness.namespace, name);
    gatewayConnection.publish(
      subject('tracking.export.csv'),
      encodeJson(envelope({ kind: 'training-sessions', playerId }, ana)),
      { reply: inbox },
    );
    const iterator = frames[Symbol.asyncIterator]();
    const first = (await iterator.next()).value!;
    const streamId = first.headers!.get(STREAM_ID_HEADER);
    expect(first.headers!.get(STREAM_FRAME_HEADER)).toBe('data');
    gatewayConnection.publish(subject('tracking.stream.credit'), encodeJson(envelope({ streamId }, ben)), {
      reply: inbox,
    });
    const refused = (await iterator.next()).value!;
    expect(refused.headers!.get(STREAM_FRAME_HEADER)).toBe('error');
    expect(JSON.parse(refused.string())).toMatchObject({ code: ErrorCode.Forbidden });
    expect(harness.servers[0]!.openStreams).toBe(0);
    frames.unsubscribe();
  });

  it('drops a stream whose reader went silent, neither asking for more nor saying goodbye', async () => {
    const playerId = harness.player({ chunks: 50 });
    const inbox = createInbox();
    const frames = gatewayConnection.subscribe(inbox, { max: 1 });
    gatewayConnection.publish(
      namespacedSubject(harness.namespace, 'tracking.export.csv'),
      encodeJson({
        data: { kind: 'training-sessions', playerId },
        requestId: randomUUID(),
        actorToken: testRpcSigner().tokens.sign('gateway', { kind: 'user', actor: ana }),
      }),
      { reply: inbox },
    );
    for await (const frame of frames) expect(frame.headers!.get(STREAM_FRAME_HEADER)).toBe('data');
    expect(harness.servers[0]!.openStreams).toBe(1);
    // The harness's idle timeout is 2 s: the stream and its source go without any credit.
    await waitFor(() => harness.servers[0]!.openStreams === 0, {
      intervalMs: 50,
      what: 'the idle stream to be dropped',
    });
    expect(harness.produced.get(playerId)).toBe(2);
  });

  it('refuses to open a stream without a signed actor', async () => {
    const inbox = createInbox();
    const frames = gatewayConnection.subscribe(inbox, { max: 1 });
    gatewayConnection.publish(
      namespacedSubject(harness.namespace, 'tracking.export.csv'),
      encodeJson({ data: { kind: 'training-sessions', playerId: randomUUID() }, requestId: randomUUID() }),
      { reply: inbox },
    );
    for await (const frame of frames) {
      expect(frame.headers!.get(STREAM_FRAME_HEADER)).toBe('error');
      expect(JSON.parse(frame.string())).toMatchObject({ code: ErrorCode.Unauthorized });
    }
  });
});

describe('a service dying mid-stream', () => {
  let natsUrl: string;

  beforeAll(async () => {
    ({ natsUrl } = await resolveTestInfra());
  });

  /** The browser's view: the body either ends complete or the download fails; here it must fail. */
  async function expectAbortedDownload(response: Response, received: () => void): Promise<void> {
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let bytes = 0;
    const read = async (): Promise<void> => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        bytes += value.length;
        if (bytes >= CHUNK) received();
      }
    };
    await expect(read()).rejects.toThrow();
  }

  it('aborts the HTTP response when the only replica disappears', async () => {
    const harness = new StreamHarness(createTestNamespace('stream'), 1500);
    const service = await connect({ servers: natsUrl });
    const gateway = await connect({ servers: natsUrl });
    try {
      harness.serveOn(service);
      await service.flush();
      await harness.listen(gateway);
      const playerId = harness.player({ chunks: 200, hangAfter: 10 });
      const response = await fetch(`${harness.baseUrl}/export/${playerId}`);
      let killed = false;
      await expectAbortedDownload(response, () => {
        if (killed) return;
        killed = true;
        void service.close();
      });
    } finally {
      await harness.close();
      await gateway.close();
      if (!service.isClosed()) await service.close();
    }
  });

  it('aborts the HTTP response when the replica holding the stream disappears and another stays silent', async () => {
    const harness = new StreamHarness(createTestNamespace('stream'), 1000);
    const first = await connect({ servers: natsUrl });
    const second = await connect({ servers: natsUrl });
    const gateway = await connect({ servers: natsUrl });
    try {
      const replicas = [
        { connection: first, server: harness.serveOn(first) },
        { connection: second, server: harness.serveOn(second) },
      ];
      await Promise.all([first.flush(), second.flush()]);
      await harness.listen(gateway);
      const playerId = harness.player({ chunks: 200, hangAfter: 10 });
      const response = await fetch(`${harness.baseUrl}/export/${playerId}`);
      let killed = false;
      await expectAbortedDownload(response, () => {
        if (killed) return;
        killed = true;
        const holder = replicas.find((replica) => replica.server.openStreams === 1)!;
        void holder.connection.close();
      });
    } finally {
      await harness.close();
      await gateway.close();
      for (const connection of [first, second]) if (!connection.isClosed()) await connection.close();
    }
  });
});

const describeSecured = natsServerAvailable() ? describe : describe.skip;

describeSecured("under the deployment's NATS permissions (allow_responses: one reply per message)", () => {
  const namespace = createTestNamespace('stream');
  let nats: SecuredNats;
  let harness: StreamHarness;
  let service: NatsConnection;
  let gateway: NatsConnection;

  beforeAll(async () => {
    nats = await startSecuredNats(namespace);
    service = await nats.connectAs('tracking', namespace);
    gateway = await nats.connectAs('gateway', namespace);
    harness = new StreamHarness(namespace, 2000);
    harness.serveOn(service);
    await service.flush();
    await harness.listen(gateway);
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
    await service?.close();
    await gateway?.close();
    await nats?.stop();
  });

  it('streams a long export from tracking to the gateway', async () => {
    const playerId = harness.player({ chunks: 120 });
    const response = await fetch(`${harness.baseUrl}/export/${playerId}`);
    expect(await response.text()).toBe(expectedText(120));
  });
});

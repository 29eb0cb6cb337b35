import { QUEUES } from '@portal/contracts';
import { createQueue, enqueueJob, redisConnection } from '@portal/server-kit';
import {
  AppProcess,
  BrowserLikeClient,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  signUpPlayer,
  waitFor,
} from '@portal/server-kit/testing';
import type { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';

const ADMIN = { email: 'observer.admin@club.test', password: 'Observe-Pass-2026!' };

/** The value of one sample in a Prometheus text exposition, or undefined when it is absent. */
function sample(metrics: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of metrics.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const close = line.lastIndexOf('}');
    const present = Object.entries(labels).every(([key, value]) => line.slice(0, close).includes(`${key}="${value}"`));
    if (present) return Number(line.slice(close + 1).trim());
  }
  return undefined;
}

describe('observability: metrics on internal ports, traces across processes', () => {
  let infra: TestInfra;
  let namespace: string;
  let receiver: OtlpReceiver;
  let baseUrl: string;
  let gatewayMetricsUrl: string;
  let identityMetricsUrl: string;
  let workerMetricsUrl: string;
  let redis: IORedis;
  let queue: Queue;
  const processes: AppProcess[] = [];

  const metricsOf = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    receiver = await OtlpReceiver.start();
    const env = {
      ...namespaceEnv(namespace, infra),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      // Export within a fraction of a second instead of the default 5 s batches.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const [identityPort, workerPort, gatewayPort, metricsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    identityMetricsUrl = `http://127.0.0.1:${identityPort}/metrics`;
    workerMetricsUrl = `http://127.0.0.1:${workerPort}/metrics`;
    gatewayMetricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    baseUrl = `http://127.0.0.1:${gatewayPort}`;
    processes.push(
      await AppProcess.start({
        app: 'identity',
        env: { ...env, HEALTH_PORT: String(identityPort), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      }),
    );
    processes.push(
      await AppProcess.start({ app: 'media', entry: 'worker', env: { ...env, HEALTH_PORT: String(workerPort) } }),
    );
    processes.push(
      await AppProcess.start({
        app: 'gateway',
        env: { ...env, PORT: String(gatewayPort), PUBLIC_URL: baseUrl, METRICS_PORT: String(metricsPort) },
      }),
    );
    redis = redisConnection(infra.redisUrl);
    queue = createQueue(namespace, QUEUES.mediaProcessing, redis);
  });

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await queue?.close();
    redis?.disconnect();
    await receiver?.close();
    await destroyNamespace(namespace, infra);
  });

  it('counts the route template and the subject with their outcomes on the gateway and the service', async () => {
    await signUpPlayer(baseUrl, 'metered');
    const wrongPassword = await new BrowserLikeClient(baseUrl).post('/api/auth/login', {
      email: 'metered@club.test',
      password: 'Not-The-Password-1!',
    });
    expect(wrongPassword.status).toBe(401);
    // roadmap (and the other services) are not running: their health pings have no responder.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(503);
    const unknownId = '00000000-0000-4000-8000-0000000000ab';
    const admin = new BrowserLikeClient(baseUrl);
    expect((await admin.post('/api/auth/login', ADMIN)).status).toBe(200);
    expect((await admin.patch(`/api/admin/users/${unknownId}`, { role: 'coach' })).status).toBe(404);

    const gateway = await metricsOf(gatewayMetricsUrl);
    const http = 'portal_http_request_duration_seconds_count';
    expect(sample(gateway, http, { method: 'POST', route: '/api/auth/signup', status: '201' })).toBe(1);
    expect(sample(gateway, http, { method: 'POST', route: '/api/auth/login', status: '401' })).toBe(1);
    expect(sample(gateway, http, { method: 'PATCH', route: '/api/admin/users/:id', status: '404' })).toBe(1);
    expect(gateway).not.toContain(unknownId);
    const client = 'portal_rpc_client_duration_seconds_count';
    expect(sample(gateway, client, { subject: 'identity.auth.signup', outcome: 'ok' })).toBe(1);
    expect(sample(gateway, client, { subject: 'identity.user.set-role', outcome: 'client_error' })).toBe(1);
    expect(sample(gateway, client, { subject: 'roadmap.health.ping', outcome: 'no_responder' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(gateway, 'portal_nodejs_eventloop_lag_seconds', { process: 'gateway' })).toBeGreaterThanOrEqual(0);

    const identity = await metricsOf(identityMetricsUrl);
    const server = 'portal_rpc_server_duration_seconds_count';
    expect(sample(identity, server, { subject: 'identity.auth.signup', outcome: 'ok' })).toBe(1);
    expect(sample(identity, server, { subject: 'identity.user.set-role', outcome: 'client_error' })).toBe(1);
    expect(sample(identity, 'portal_outbox_backlog_rows', { schema: 'identity' })).toBeGreaterThanOrEqual(0);
    expect(sample(identity, 'portal_nodejs_heap_size_used_bytes', { process: 'identity' })).toBeGreaterThan(0);
  });

  it('never serves /metrics on the public port', async () => {
    const response = await fetch(`${baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('portal_');
  });

  it('follows a request through the gateway, NATS, the handler and its SQL, and links the event consumer', async () => {
    const player = await signUpPlayer(baseUrl, 'promoted');
    const playerUser = await (await player.get('/api/auth/user')).json();
    const admin = new BrowserLikeClient(baseUrl);
    expect((await admin.post('/api/auth/login', ADMIN)).status).toBe(200);
    const change = await admin.patch(`/api/admin/users/${playerUser.id}`, { role: 'coach' });
    expect(change.status).toBe(200);
    const requestId = change.headers.get('x-request-id');

    const request = await waitFor(
      () => receiver.spans.find((span) => span.attributes['portal.request_id'] === requestId),
      { what: 'the gateway span of the request' },
    );
    expect(request).toMatchObject({ service: 'gateway', name: 'PATCH /api/admin/users/:id' });
    expect(request.parentSpanId).toBeUndefined();
    const inTrace = (span: ReceivedSpan | undefined) => span?.traceId === request.traceId;

    const rpc = await waitFor(
      () => receiver.spans.find((span) => span.name === 'rpc identity.user.set-role' && inTrace(span)),
      { what: 'the RPC client span' },
    );
    expect(rpc).toMatchObject({ service: 'gateway', parentSpanId: request.spanId });
    const handler = await waitFor(
      () => receiver.spans.find((span) => span.name === 'handle identity.user.set-role' && inTrace(span)),
      { what: 'the handler span' },
    );
    expect(handler).toMatchObject({ service: 'identity', parentSpanId: rpc.spanId });
    const sql = receiver.spans.filter(
      (span) => inTrace(span) && span.service === 'identity' && span.attributes['db.system.name'] === 'postgresql',
    );
    expect(sql.length).toBeGreaterThan(0);
    const publish = await waitFor(
      () => receiver.spans.find((span) => span.name === 'publish identity.user.role-changed' && inTrace(span)),
      { what: 'the outbox publish span' },
    );
    expect(publish.service).toBe('identity');

    // The gateway's session consumer handles the event in a trace of its own, linked to the request's.
    const consumed = await waitFor(
      () =>
        receiver.spans.find(
          (span) =>
            span.name === 'consume identity.user.role-changed' &&
            span.links.some((link) => link.traceId === request.traceId),
        ),
      { what: 'the consumer span linked to the request' },
    );
    expect(consumed).toMatchObject({ service: 'gateway' });
    expect(consumed.links).toContainEqual({ traceId: request.traceId, spanId: publish.spanId });

    // The service's log lines of that request carry the trace id beside the request id.
    const line = await processes[0]!.waitForLog(new RegExp(`"traceId":"${request.traceId}"`));
    expect(JSON.parse(line)).toMatchObject({ requestId, traceId: request.traceId });

    const gateway = await metricsOf(gatewayMetricsUrl);
    expect(
      sample(gateway, 'portal_events_consumed_total', { event: 'identity.user.role-changed', outcome: 'handled' }),
    ).toBe(1);
    expect(sample(gateway, 'portal_event_consumer_pending_messages', { owner: 'gateway' })).toBe(0);
    const identity = await metricsOf(identityMetricsUrl);
    expect(
      sample(identity, 'portal_events_published_total', { event: 'identity.user.role-changed' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("moves a queue's job metrics when a job runs", async () => {
    const labels = { queue: QUEUES.mediaProcessing, job: 'media.diagnostic' };
    const before = await metricsOf(workerMetricsUrl);
    expect(sample(before, 'portal_jobs_completed_total', labels)).toBeUndefined();
    expect(sample(before, 'portal_queue_jobs', { queue: QUEUES.mediaProcessing, state: 'waiting' })).toBe(0);

    const job = await enqueueJob(queue, 'media.diagnostic', { label: 'metered', workMs: 0 });
    await waitFor(async () => (await job.getState()) === 'completed', { what: 'the job to complete' });

    const after = await metricsOf(workerMetricsUrl);
    expect(sample(after, 'portal_jobs_completed_total', labels)).toBe(1);
    expect(sample(after, 'portal_job_duration_seconds_count', { ...labels, outcome: 'completed' })).toBe(1);
    expect(sample(after, 'portal_jobs_failed_total', labels)).toBeUndefined();
  });

  it('continues the trace of the request that queued a job (its traceparent travels in the job data)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentSpanId = '00f067aa0ba902b7';
    // What enqueueJob writes when a traced request queues a job.
    await queue.add('media.diagnostic', {
      payload: { label: 'traced', workMs: 0 },
      requestId: 'traced-job-request',
      traceparent: `00-${traceId}-${parentSpanId}-01`,
    });
    const span = await waitFor(
      () =>
        receiver.spans.find((candidate) => candidate.name === 'job media.diagnostic' && candidate.traceId === traceId),
      { what: 'the job span in the producing trace' },
    );
    expect(span).toMatchObject({ service: 'media-worker', parentSpanId });
    expect(span.attributes['messaging.destination.name']).toBe(QUEUES.mediaProcessing);
  });
});

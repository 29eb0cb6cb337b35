import { SERVICE_NAMES } from '@portal/contracts';
import { RpcClient, connectNats, createLogger } from '@portal/server-kit';
import {
  AppProcess,
  BrowserLikeClient,
  type RunningPortal,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  startPortal,
  testRpcSigner,
  waitFor,
} from '@portal/server-kit/testing';
import type { NatsConnection } from 'nats';

describe('platform: gateway → NATS → services → PostgreSQL', () => {
  let infra: TestInfra;
  let namespace: string;
  let portal: RunningPortal;
  let admin: BrowserLikeClient;
  const ADMIN = { email: 'platform.admin@club.test', password: 'Admin-Pass-2026!' };

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    // Debug level so each service logs the RPCs it handles, with their request id; the gateway's
    // access log for every request, not only failures and slow ones (its default).
    portal = await startPortal({
      env: {
        ...namespaceEnv(namespace, infra),
        LOG_LEVEL: 'debug',
        ACCESS_LOG: 'all',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    admin = new BrowserLikeClient(portal.baseUrl);
    expect((await admin.post('/api/auth/login', ADMIN)).status).toBe(200);
  });

  afterAll(async () => {
    await portal?.stopAll();
    await destroyNamespace(namespace, infra);
    await infra.stop();
  });

  it('tells anyone only that the portal is up, and admins every service and its database', async () => {
    const response = await fetch(`${portal.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toBeTruthy();

    const details = await admin.get('/api/admin/health');
    expect(details.status).toBe(200);
    const body = await details.json();
    expect(body.status).toBe('up');
    expect(body.down).toEqual([]);
    for (const service of SERVICE_NAMES) {
      expect(body.services[service]).toMatchObject({ status: 'up', database: 'up', version: expect.any(String) });
    }
    expect((await fetch(`${portal.baseUrl}/api/admin/health`)).status).toBe(401);
  });

  it("carries the caller's request id from the gateway through NATS into every service's logs", async () => {
    const requestId = `trace-${Date.now()}`;
    const response = await fetch(`${portal.baseUrl}/api/health`, { headers: { 'x-request-id': requestId } });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    for (const service of SERVICE_NAMES) {
      const line = await portal.processes.get(service)!.waitForLog(new RegExp(`"requestId":"${requestId}"`));
      expect(JSON.parse(line)).toMatchObject({
        process: service,
        requestId,
        subject: `${service}.health.ping`,
        msg: 'rpc handled',
      });
    }
    const gatewayLine = await portal.processes.get('gateway')!.waitForLog(new RegExp(`"requestId":"${requestId}"`));
    expect(JSON.parse(gatewayLine)).toMatchObject({ url: '/api/health', status: 200 });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await fetch(`${portal.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: expect.stringContaining('/api/no-such-thing') });
  });

  it('serves the web app: index.html for client routes, hashed assets cached for good', async () => {
    for (const path of ['/', '/training', '/player/123?tab=overview']) {
      const page = await fetch(`${portal.baseUrl}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }
    // The landing page arrives prerendered: its boot script names the app's entry (data-entry).
    const html = await (await fetch(`${portal.baseUrl}/`)).text();
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${portal.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${portal.baseUrl}/assets/missing.js`)).status).toBe(404);
  });

  it('rejects malformed JSON with a 400 message and no stack trace', async () => {
    const response = await fetch(`${portal.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['message']);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses JSON nested more than 64 levels deep with a 400 naming the body, before anything walks it', async () => {
    const login = (body: string) =>
      fetch(`${portal.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: portal.baseUrl },
        body,
      });
    const tooDeep = await login(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.json()).toEqual({
      message: expect.any(String),
      errors: [{ field: '(body)', message: 'must not nest arrays or objects more than 64 levels deep' }],
    });
    const deepObjects = await login(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`);
    expect(deepObjects.status).toBe(400);
    // 64 levels parse: the login's own validation answers (a body that is not an object).
    const atTheLimit = await login(`${'['.repeat(64)}${']'.repeat(64)}`);
    expect(atTheLimit.status).toBe(400);
    expect(JSON.stringify(await atTheLimit.json())).not.toContain('levels deep');
  });

  it('answers 503 within 2 seconds when a service stops (admins see which), while the others keep answering', async () => {
    const reports = portal.processes.get('reports');
    await reports?.stop();
    const started = Date.now();
    const response = await fetch(`${portal.baseUrl}/api/health`);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    expect(elapsed).toBeLessThan(2000);
    const details = await (await admin.get('/api/admin/health')).json();
    expect(details.down).toEqual(['reports']);
    expect(details.services.identity).toMatchObject({ status: 'up' });

    // Routes served by the services still up keep working.
    const signup = await fetch(`${portal.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'still.works@club.test',
        password: 'Kick-Off-2026!',
        firstName: 'Still',
        lastName: 'Works',
        dateOfBirth: '2000-01-01',
      }),
    });
    expect(signup.status).toBe(201);
  });

  it('answers 503 within 2 seconds when a service hangs instead of dying', async () => {
    const media = portal.processes.get('media');
    process.kill(media!.pid!, 'SIGSTOP');
    try {
      const started = Date.now();
      const response = await fetch(`${portal.baseUrl}/api/health`);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable' });
      expect((await (await admin.get('/api/admin/health')).json()).down).toEqual(expect.arrayContaining(['media']));
    } finally {
      process.kill(media!.pid!, 'SIGCONT');
    }
  });
});

describe('platform: replicas in a queue group', () => {
  let infra: TestInfra;
  let namespace: string;
  let replicas: AppProcess[] = [];
  let connection: NatsConnection;
  let rpc: RpcClient;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    const env = namespaceEnv(namespace, infra);
    replicas = [await AppProcess.start({ app: 'tracking', env, label: 'tracking-a' })];
    replicas.push(await AppProcess.start({ app: 'tracking', env, label: 'tracking-b' }));
    connection = await connectNats(infra.natsUrl, 'replica-test', createLogger('test', 'silent'));
    // Generous: the point is load spreading, not latency (a loaded CI machine can be slow to answer).
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
  });

  afterAll(async () => {
    await connection?.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await destroyNamespace(namespace, infra);
  });

  it('spreads requests over both replicas and keeps answering when one dies', async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const health = await rpc.call('tracking.health.ping', {});
      instances.add(health.instance);
    }
    expect(instances.size).toBe(2);

    await replicas[0]!.kill();
    // A request sent before NATS has read the dead connection's close can still go to it: once the
    // server has (the first answer), every request is answered by the survivor.
    await waitFor(
      () =>
        rpc.call('tracking.health.ping', {}).then(
          () => true,
          () => false,
        ),
      { what: 'NATS to drop the killed replica', timeoutMs: 10_000 },
    );
    const survivors = new Set<string>();
    for (let i = 0; i < 10; i += 1) survivors.add((await rpc.call('tracking.health.ping', {})).instance);
    expect(survivors.size).toBe(1);
  });

  it('turns a call to a service with no responders into UNAVAILABLE instead of hanging', async () => {
    const started = Date.now();
    await expect(rpc.call('roadmap.health.ping', {})).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('platform: configuration errors', () => {
  it('stops a process at boot with a message naming each bad variable', async () => {
    const { spawnSync } = await import('node:child_process');
    const { join } = await import('node:path');
    const { workspaceRoot } = await import('@portal/server-kit/testing');
    const result = spawnSync(process.execPath, [join(workspaceRoot(), 'apps', 'tracking', 'dist', 'main.js')], {
      env: { PATH: process.env.PATH ?? '', NATS_URL: 'http://not-nats', RPC_TIMEOUT_MS: 'soon' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('tracking: Invalid configuration:');
    expect(result.stderr).toContain('NATS_URL must be a URL starting with nats:// or tls://');
    expect(result.stderr).toContain('RPC_TIMEOUT_MS');
  });
});

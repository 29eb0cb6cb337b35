import { randomUUID } from 'node:crypto';
import { ActorTokens, decodeJson, encodeJson } from '@portal/server-kit';
import {
  type RunningPortal,
  type SecuredNats,
  type TestInfra,
  TEST_PASSWORD,
  createSignedInStaff,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  signUpPlayer,
  startPortal,
  startSecuredNats,
  waitFor,
  workspaceRoot,
} from '@portal/server-kit/testing';
import { type Msg, type NatsConnection, type Subscription } from 'nats';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Connects from a separate process (a refused socket can fail later, outside the test) and says what
 * happened: `connected`, or the error code and message.
 */
async function tryToConnect(url: string, withUnknownKey: boolean): Promise<string> {
  const script = `
    const { connect, nkeys, nkeyAuthenticator } = require('nats');
    const options = { servers: process.argv[1], reconnect: false };
    if (process.argv[2] === 'key') options.authenticator = nkeyAuthenticator(nkeys.createUser().getSeed());
    connect(options).then(
      () => { console.log('connected'); process.exit(0); },
      (error) => { console.log(error.code, error.message); process.exit(0); },
    );`;
  const run = await promisify(execFile)(process.execPath, ['-e', script, url, withUnknownKey ? 'key' : 'none'], {
    cwd: workspaceRoot(),
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  expect(run.stdout.trim()).not.toBe('connected');
  return `${run.stdout}${run.stderr}`;
}

/** Resolves with the first message; a refused subscription rejects with the server's violation. */
async function firstMessage(subscription: Subscription): Promise<Msg | undefined> {
  for await (const message of subscription) return message;
  return undefined;
}

/**
 * The portal on a nats-server configured by scripts/nats-auth.mjs (issue 9): without or with the wrong
 * credentials nothing can be done or read on NATS, and a permitted connection still cannot forge who
 * it acts for.
 */
describe('NATS with per-process credentials and signed actors', () => {
  let infra: TestInfra;
  let nats: SecuredNats;
  let namespace: string;
  let env: Record<string, string>;
  let portal: RunningPortal;
  let actorKey: string;
  const open: NatsConnection[] = [];

  const connectAs = async (...args: Parameters<SecuredNats['connectAs']>) => {
    const connection = await nats.connectAs(...args);
    open.push(connection);
    return connection;
  };
  const subject = (name: string) => `${namespace}.${name}`;

  /** A raw request with a hand-made envelope, as an intruder with these credentials would send it. */
  const rawCall = async (connection: NatsConnection, name: string, envelope: object) =>
    decodeJson((await connection.request(subject(name), encodeJson(envelope), { timeout: 5000 })).data) as {
      ok: boolean;
      error?: { code: string };
      data?: unknown;
    };

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace('sec');
    nats = await startSecuredNats(namespace);
    actorKey = readFileSync(join(nats.credsDir, 'actor-signing.key'), 'utf8').trim();
    // The processes read their seed and the actor key from NATS_CREDS_DIR, as in a deployment.
    const { ACTOR_SIGNING_KEY: _testKey, ...plain } = namespaceEnv(namespace, { ...infra, natsUrl: nats.url });
    env = { ...plain, NATS_CREDS_DIR: nats.credsDir };
    portal = await startPortal({ env, services: ['identity', 'tracking', 'roadmap'] });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.close().catch(() => undefined)));
    await portal?.stopAll();
    await nats?.stop();
    await destroyNamespace(namespace, infra);
  });

  it('works end to end: sign-up, staff from the CLI, a write, and a call forwarded between services', async () => {
    const ana = await signUpPlayer(portal.baseUrl, 'ana');
    const logged = await ana.post('/api/training-logs', {
      date: '2026-11-17',
      type: 'team_training',
      wellnessRating: 4,
    });
    expect(logged.status).toBe(201);
    const logs = await ana.get('/api/training-logs');
    expect(logs.status).toBe(200);
    expect(JSON.stringify(await logs.json())).toContain('2026-11-17');

    const coach = await createSignedInStaff(portal.baseUrl, env, { email: 'coach@club.test', role: 'coach' });
    const anaPlayerId = (await (await ana.get('/api/players/me')).json()).id as string;
    // roadmap asks identity whether the player exists, forwarding the coach's signed token.
    const roadmap = await coach.post('/api/roadmaps', { playerId: anaPlayerId, title: 'Winter plan' });
    expect(roadmap.status).toBe(201);
    const login = await ana.post('/api/auth/login', { email: 'ana@club.test', password: TEST_PASSWORD });
    expect(login.status).toBe(200);

    // Events cross JetStream under the permissions: identity's outbox relay publishes the role change,
    // the gateway's durable consumer ends the changed user's sessions.
    const ben = await signUpPlayer(portal.baseUrl, 'ben');
    const benId = (await (await ben.get('/api/auth/user')).json()).id as string;
    const admin = await createSignedInStaff(portal.baseUrl, env, { email: 'admin@club.test', role: 'admin' });
    expect((await admin.patch(`/api/admin/users/${benId}`, { role: 'coach' })).status).toBe(200);
    await waitFor(async () => (await ben.get('/api/auth/user')).status === 401, {
      timeoutMs: 15_000,
      what: "ben's session to end after the role change",
    });

    for (const process of portal.processes.values()) {
      expect(process.output().some((line) => line.includes('running without NATS credentials'))).toBe(false);
    }
  });

  it('refuses a connection without credentials or with a key it does not know', async () => {
    expect(await tryToConnect(nats.url, false)).toMatch(/AUTHORIZATION_VIOLATION/);
    // The server answers an unknown key with an authorization error and closes the socket; which of
    // the two the client sees first depends on timing.
    expect(await tryToConnect(nats.url, true)).toMatch(/AUTHORIZATION_VIOLATION|EPIPE|ECONNRESET/);
  });

  it("another service's credentials can neither call nor listen to identity's subjects", async () => {
    const tracking = await connectAs('tracking', namespace);
    const token = new ActorTokens(actorKey).sign('gateway', {
      kind: 'user',
      actor: { userId: randomUUID(), role: 'admin' },
    });
    await expect(
      tracking.request(subject('identity.user.set-role'), encodeJson({ data: {}, actorToken: token, requestId: 'x' }), {
        timeout: 5000,
      }),
    ).rejects.toMatchObject({ code: 'PERMISSIONS_VIOLATION' });

    for (const [name, queue] of [
      ['identity.user.set-role', `${namespace}.identity`],
      ['identity.auth.verify-credentials', undefined],
      ['>', undefined],
    ] as const) {
      const listening = tracking.subscribe(subject(name), queue ? { queue } : {});
      await expect(firstMessage(listening)).rejects.toMatchObject({ code: 'PERMISSIONS_VIOLATION' });
    }
    // Nor the gateway's replies (a login's answer), nor anyone's inbox.
    for (const inbox of [`_INBOX_${namespace}_gateway.>`, '_INBOX.>', '>']) {
      const listening = tracking.subscribe(inbox);
      await expect(firstMessage(listening)).rejects.toMatchObject({ code: 'PERMISSIONS_VIOLATION' });
    }
  });

  it('a worker and the CLI may not call the services at all', async () => {
    for (const process of ['media-worker', 'identity-cli'] as const) {
      const connection = await connectAs(process, namespace);
      await expect(
        connection.request(subject('identity.user.list'), encodeJson({ data: {}, requestId: 'x' }), { timeout: 5000 }),
      ).rejects.toMatchObject({ code: 'PERMISSIONS_VIOLATION' });
    }
  });

  describe('on a connection allowed to call identity (the gateway’s)', () => {
    let gateway: NatsConnection;
    const admin = { userId: randomUUID(), role: 'admin' as const };
    const list = (actorToken?: unknown, extra: object = {}) =>
      rawCall(gateway, 'identity.user.list', { data: {}, requestId: randomUUID(), actorToken, ...extra });

    beforeAll(async () => {
      gateway = await connectAs('gateway', namespace);
    });

    it('answers with a token signed by the portal key', async () => {
      const reply = await list(new ActorTokens(actorKey).sign('gateway', { kind: 'user', actor: admin }));
      expect(reply.ok).toBe(true);
    });

    it('refuses an unsigned actor, a forged token, an expired one and one signed with another key', async () => {
      expect(await list(undefined, { actor: admin })).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
      const genuine = new ActorTokens(actorKey).sign('gateway', { kind: 'user', actor: { ...admin, role: 'player' } });
      const [version, , signature] = genuine.split('.');
      const claims = Buffer.from(
        JSON.stringify({ iss: 'gateway', sub: { kind: 'user', actor: admin }, iat: 1, exp: 4_000_000_000 }),
      ).toString('base64url');
      expect(await list(`${version}.${claims}.${signature}`)).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
      const anHourAgo = () => Date.now() - 3_600_000;
      const expired = new ActorTokens(actorKey, anHourAgo).sign('gateway', { kind: 'user', actor: admin });
      expect(await list(expired)).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
      const otherKey = new ActorTokens('a-key-that-is-not-the-portal-key-0123456789');
      expect(await list(otherKey.sign('gateway', { kind: 'user', actor: admin }))).toMatchObject({
        error: { code: 'UNAUTHORIZED' },
      });
      expect(await list('not-a-token')).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    });

    it('accepts a service identity only on the subjects its contract lists', async () => {
      const tokens = new ActorTokens(actorKey);
      const asReports = tokens.sign('reports', { kind: 'service', service: 'reports' });
      expect(await list(asReports)).toMatchObject({ ok: true });
      expect(
        await rawCall(gateway, 'identity.user.set-role', {
          data: { userId: admin.userId, role: 'admin' },
          requestId: randomUUID(),
          actorToken: asReports,
        }),
      ).toMatchObject({ error: { code: 'FORBIDDEN' } });
      const asRoadmap = tokens.sign('roadmap', { kind: 'service', service: 'roadmap' });
      expect(await list(asRoadmap)).toMatchObject({ error: { code: 'FORBIDDEN' } });
      // A service may not sign for a user: only the gateway issues user tokens.
      const userByService = tokens.sign('roadmap', { kind: 'user', actor: admin });
      expect(await list(userByService)).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    });
  });
});

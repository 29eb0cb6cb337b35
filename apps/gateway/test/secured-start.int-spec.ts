import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  type SecuredNats,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  startSecuredNats,
  waitFor,
  workspaceRoot,
} from '@portal/server-kit/testing';

/**
 * `NATS_URL=… NATS_CREDS_DIR=… npm run start:portal` (docs/deployment.md, "NATS security") first runs
 * scripts/check-infra.mjs: on a nats-server configured by scripts/nats-auth.mjs it must connect with
 * the credentials it is given, and without them say that NATS wants credentials (not that it is down).
 */
describe('the start command against a secured NATS', () => {
  let infra: TestInfra;
  let nats: SecuredNats;
  let namespace: string;

  const checkInfra = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [join(workspaceRoot(), 'scripts', 'check-infra.mjs')], {
      cwd: workspaceRoot(),
      env: {
        PATH: process.env.PATH,
        POSTGRES_URL: infra.postgresUrl,
        REDIS_URL: infra.redisUrl,
        NATS_URL: nats.url,
        PORTAL_NAMESPACE: namespace,
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    nats = await startSecuredNats(namespace);
  }, 60_000);

  afterAll(async () => {
    await nats?.stop();
    await destroyNamespace(namespace, infra);
  });

  it('passes the infrastructure check with the credentials directory nats:auth wrote', async () => {
    expect(await checkInfra({ NATS_CREDS_DIR: nats.credsDir })).toEqual({ code: 0, output: '' });
  });

  it('without credentials, says NATS wants them instead of telling to start a running server', async () => {
    const result = await checkInfra({});
    expect(result.code).toBe(1);
    expect(result.output).toContain('refused the connection');
    expect(result.output).toContain('NATS_CREDS_DIR');
    expect(result.output).not.toContain('Start it with');
  });

  it("starts the whole portal with the README's command, every process authenticated as itself", async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    // The build is the suite's own; the command is the one docs/deployment.md shows.
    const portal = spawn('bash', [join(workspaceRoot(), 'scripts', 'start-portal.sh')], {
      cwd: workspaceRoot(),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...namespaceEnv(namespace, infra),
        NATS_URL: nats.url,
        NATS_CREDS_DIR: nats.credsDir,
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        PORTAL_SKIP_BUILD: '1',
        // A loaded CI machine starts eight processes slowly; the supervisor restarts one that fails meanwhile.
        PORTAL_START_TIMEOUT_S: '150',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    portal.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    portal.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = once(portal, 'exit');
    try {
      await waitFor(() => output.includes('Portal running at') || portal.exitCode !== null, { timeoutMs: 180_000 });
      if (!output.includes('Portal running at')) throw new Error(`The portal did not start:\n${output.slice(-3000)}`);
      const browser = new BrowserLikeClient(publicUrl);
      const signup = await browser.post('/api/auth/signup', {
        email: 'secured.start@club.test',
        password: 'Kick-Off-2026!',
        firstName: 'Sam',
        lastName: 'Secure',
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      });
      expect(signup.status).toBe(201);
      expect((await browser.get('/api/players/me')).status).toBe(200);
      expect(output).not.toMatch(/Authorization Violation|Permissions Violation/);
    } finally {
      portal.kill('SIGTERM');
      await exited;
    }
  }, 240_000);
});

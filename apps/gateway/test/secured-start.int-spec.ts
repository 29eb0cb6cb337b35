import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type SecuredNats,
  type TestInfra,
  createTestNamespace,
  resolveTestInfra,
  startSecuredNats,
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
});

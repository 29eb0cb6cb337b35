import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTestNamespace, namespaceEnv, resolveTestInfra, workspaceRoot } from '@portal/server-kit/testing';

/** Starts a built process and resolves with its exit code and everything it printed (it must exit by itself). */
function runUntilExit(app: string, entry: 'main' | 'worker', env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [join(workspaceRoot(), 'apps', app, 'dist', `${entry}.js`)], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${app} ${entry} did not refuse to start within 30 s:\n${output.slice(-2000)}`));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Issue 38, item 8: with NODE_ENV=production a process refuses to start, naming the variable, when it
 * would otherwise fail silently (mail only written to files, NATS open to anyone who reaches it).
 */
describe('production refuses what would fail silently', () => {
  let env: Record<string, string>;

  beforeAll(async () => {
    const infra = await resolveTestInfra();
    env = {
      ...namespaceEnv(createTestNamespace(), infra),
      NODE_ENV: 'production',
      ACTOR_SIGNING_KEY: 'a-production-actor-signing-key-of-enough-length',
      STORAGE_SIGNING_SECRET: 'a-production-storage-signing-secret',
    };
  });

  it('a service without NATS credentials exits, naming NATS_NKEY_SEED and NATS_CREDS_DIR and the opt-out', async () => {
    const { code, output } = await runUntilExit('identity', 'main', env);
    expect(code).not.toBe(0);
    expect(output).toContain('NATS_NKEY_SEED or NATS_CREDS_DIR is required when NODE_ENV=production');
    expect(output).toContain('NATS_ALLOW_NO_CREDENTIALS=true');
  });

  it('the mail worker without SMTP_URL exits, naming it and the opt-out', async () => {
    const { code, output } = await runUntilExit('reports', 'worker', { ...env, NATS_ALLOW_NO_CREDENTIALS: 'true' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/SMTP_URL[^\n]*is required when NODE_ENV=production/);
    expect(output).toContain('MAIL_ALLOW_FILE_OUTBOX=true');
  });
});

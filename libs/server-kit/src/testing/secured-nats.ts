import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type NatsConnection, connect, nkeyAuthenticator } from 'nats';
import { type PortalProcess, natsInboxPrefix } from '../nats/auth';
import { freePort, workspaceRoot } from './processes';
import { waitFor } from './wait';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** A nats-server of its own, configured by scripts/nats-auth.mjs exactly as a deployment would be. */
export interface SecuredNats {
  url: string;
  /** Where the per-process seeds and the actor signing key are (NATS_CREDS_DIR). */
  credsDir: string;
  configPath: string;
  seedOf(process: PortalProcess): string;
  /** Connects as one of the portal's processes, with its seed and inbox. */
  connectAs(process: PortalProcess, namespace: string): Promise<NatsConnection>;
  stop(): Promise<void>;
}

export function natsServerAvailable(): boolean {
  return existsSync(NATS_SERVER);
}

export async function startSecuredNats(namespace: string): Promise<SecuredNats> {
  const dir = mkdtempSync(join(tmpdir(), `nats-${namespace}-`));
  const port = await freePort();
  await promisify(execFile)(
    process.execPath,
    [
      join(workspaceRoot(), 'scripts', 'nats-auth.mjs'),
      '--namespace',
      namespace,
      '--out',
      dir,
      '--port',
      String(port),
      '--store-dir',
      join(dir, 'jetstream'),
    ],
    { cwd: workspaceRoot() },
  );
  const configPath = join(dir, 'nats-server.conf');
  const server: ChildProcess = spawn(NATS_SERVER, ['-c', configPath, '-a', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const logDir = join(workspaceRoot(), 'test-artifacts', 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = createWriteStream(join(logDir, `${namespace}-nats-server.log`), { flags: 'a' });
  const collect = (chunk: Buffer) => {
    log += chunk.toString('utf8');
    logFile.write(chunk);
  };
  server.stderr?.on('data', collect);
  server.stdout?.on('data', collect);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  void exited.then(() => logFile.end());
  await waitFor(() => (log.includes('Server is ready') ? true : undefined), {
    timeoutMs: 20_000,
    intervalMs: 50,
    what: 'the secured nats-server to start',
  }).catch((error: Error) => {
    server.kill('SIGKILL');
    throw new Error(`${error.message}\n${log.slice(-2000)}`);
  });
  const credsDir = join(dir, 'creds');
  const url = `nats://127.0.0.1:${port}`;
  const seedOf = (name: PortalProcess) => readFileSync(join(credsDir, `${name}.nk`), 'utf8').trim();
  return {
    url,
    credsDir,
    configPath,
    seedOf,
    connectAs: (name, ns) =>
      connect({
        servers: url,
        name: `test-as-${name}`,
        authenticator: nkeyAuthenticator(new TextEncoder().encode(seedOf(name))),
        inboxPrefix: natsInboxPrefix(ns, name),
        reconnect: false,
      }),
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

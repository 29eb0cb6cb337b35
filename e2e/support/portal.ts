import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  createTestNamespace,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  runAppCli,
  type TestInfra,
  workspaceRoot,
} from '@portal/server-kit/testing';

const READY_LINE = /Portal running at (\S+)/;
const START_TIMEOUT_MS = process.env.PORTAL_START_TIMEOUT_S
  ? Number(process.env.PORTAL_START_TIMEOUT_S) * 1000 + 50_000
  : 110_000;
const STOP_TIMEOUT_MS = 20_000;

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'player' | 'coach' | 'admin';
  /** The club's slug (`--club`): required once the installation has several clubs. */
  club?: string;
}

/** The whole portal, started the way the README starts it, in a fresh namespace of its own. */
export interface RunningPortal {
  baseUrl: string;
  namespace: string;
  /** The namespace's environment (namespaceEnv): database, Redis and NATS URLs and the actor key. */
  env: Record<string, string>;
  /** Creates an account with the identity CLI (`npm run portal -- user:create`), e.g. an admin. */
  createUser(user: NewUser): Promise<void>;
  /**
   * Creates a club with the identity CLI (`npm run portal -- club:create`) and returns its id. Once
   * there are two, sign-ups need an invite code and createUser a club: only `*.last.e2e-spec.ts`
   * files may call it (they run after all others, tools/jest/run-last-sequencer.js).
   */
  createClub(club: { name: string; slug: string }): Promise<string>;
  /**
   * Runs one SQL statement in the portal's database: test set-up only, for states the product cannot
   * reach through its API without waiting on the clock (e.g. a call that has already started).
   */
  sql(text: string, values?: unknown[]): Promise<number>;
  stop(): Promise<void>;
}

function waitForReady(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the portal did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      const match = READY_LINE.exec(chunk.toString('utf8'));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the portal exited with ${code} during start-up:\n${output.slice(-30).join('')}`));
    });
  });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exitWithin(child: ChildProcess, exited: Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  return Promise.race([exited.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ctrl-C, as a developer stops it: the start script stops every service gracefully. Should it hang,
 * SIGTERM (which the script also traps), then SIGKILL.
 */
async function stopScript(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGKILL'] as const) {
    child.kill(signal);
    if (await exitWithin(child, exited, STOP_TIMEOUT_MS)) return;
    console.warn(`the portal did not stop after ${signal}`);
  }
}

/**
 * `bash scripts/start-portal.sh` with PORTAL_SKIP_BUILD=1 (the test command builds first) on a free
 * port and a fresh namespace; its output goes to test-artifacts/logs/<namespace>-portal.log.
 */
export async function startPortal(): Promise<RunningPortal> {
  const root = workspaceRoot();
  const infra: TestInfra = await resolveTestInfra();
  const namespace = createTestNamespace('web');
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...namespaceEnv(namespace, infra),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    PORTAL_SKIP_BUILD: '1',
    // A busy machine may need longer than the supervisor's 60 s to start every process.
    ...(process.env.PORTAL_START_TIMEOUT_S ? { PORTAL_START_TIMEOUT_S: process.env.PORTAL_START_TIMEOUT_S } : {}),
  };
  const logDir = join(root, 'test-artifacts', 'logs');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${namespace}-portal.log`));
  const output: string[] = [];
  const child = spawn('bash', ['scripts/start-portal.sh'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const cleanUp = async () => {
    await stopScript(child);
    log.end();
    await destroyNamespace(namespace, infra).catch((error: Error) =>
      console.warn(`could not destroy ${namespace}: ${error.message}`),
    );
    await infra.stop();
  };

  let baseUrl: string;
  try {
    baseUrl = await waitForReady(child, output);
  } catch (error) {
    await cleanUp();
    throw error;
  }

  return { ...portalClient({ baseUrl, namespace, env: namespaceEnv(namespace, infra) }), stop: cleanUp };
}

/** What a test file needs to use a portal another process started (see shared-portal.ts). */
export type PortalAddress = Pick<RunningPortal, 'baseUrl' | 'namespace' | 'env'>;

/** A portal started elsewhere (the browser run's global set-up): its stop() leaves it running. */
export function attachPortal(address: PortalAddress): RunningPortal {
  return { ...portalClient(address), stop: async () => undefined };
}

function portalClient({ baseUrl, namespace, env }: PortalAddress): Omit<RunningPortal, 'stop'> {
  return {
    baseUrl,
    namespace,
    env,
    async createUser(user: NewUser) {
      const result = await runAppCli(
        'identity',
        [
          'user:create',
          '--email',
          user.email,
          '--password',
          user.password,
          '--first-name',
          user.firstName,
          '--last-name',
          user.lastName,
          '--role',
          user.role,
          ...(user.club ? ['--club', user.club] : []),
        ],
        { ...env, LOG_LEVEL: 'warn' },
      );
      if (result.code !== 0) throw new Error(`user:create failed (${result.code}): ${result.stderr || result.stdout}`);
    },
    async createClub({ name, slug }) {
      const result = await runAppCli('identity', ['club:create', '--name', name, '--slug', slug], {
        ...env,
        LOG_LEVEL: 'warn',
      });
      if (result.code !== 0) throw new Error(`club:create failed (${result.code}): ${result.stderr || result.stdout}`);
      return result.stdout.trim();
    },
    async sql(text: string, values: unknown[] = []) {
      const url = new URL(env.POSTGRES_URL!);
      url.pathname = `/${namespace}`;
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, values)).rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
  };
}

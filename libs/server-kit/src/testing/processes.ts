import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@portal/contracts';
import { waitFor } from './wait';

export function workspaceRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('workspace root (nx.json) not found');
    dir = parent;
  }
  return dir;
}

export type AppName = ServiceName | 'gateway';

export interface AppProcessOptions {
  app: AppName;
  entry?: 'main' | 'worker';
  env: Record<string, string>;
  /** Label for logs; defaults to app[-worker]. */
  label?: string;
  /** How long to wait for the process to log that it is ready (default 30 s; benchmarks on a busy machine wait longer). */
  readyTimeoutMs?: number;
  /** Flags for node itself, e.g. `--cpu-prof` (which NODE_OPTIONS does not accept). */
  nodeArgs?: readonly string[];
}

/** One built app running as its own process, as the start command runs it. */
export class AppProcess {
  readonly label: string;
  private readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private readonly logFile: WriteStream;
  readonly exited: Promise<number | null>;

  private constructor(options: AppProcessOptions) {
    const entry = options.entry ?? 'main';
    this.label = options.label ?? (entry === 'worker' ? `${options.app}-worker` : options.app);
    const root = workspaceRoot();
    const script = join(root, 'apps', options.app, 'dist', `${entry}.js`);
    if (!existsSync(script)) throw new Error(`${script} is missing: run "npm run build" first`);
    const logDir = join(root, 'test-artifacts', 'logs');
    mkdirSync(logDir, { recursive: true });
    this.logFile = createWriteStream(join(logDir, `${options.env.PORTAL_NAMESPACE ?? 'portal'}-${this.label}.log`), {
      flags: 'a',
    });
    this.child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...fakedClock(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      this.logFile.write(chunk);
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    };
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    void this.exited.then(() => this.logFile.end());
  }

  static async start(options: AppProcessOptions): Promise<AppProcess> {
    const process = new AppProcess(options);
    await process.waitForLog(/"msg":"[^"]*ready"/, options.readyTimeoutMs ?? 30_000).catch((error: Error) => {
      process.kill();
      throw new Error(
        `${process.label} did not become ready: ${error.message}\n${process.output().slice(-20).join('\n')}`,
      );
    });
    return process;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  output(): string[] {
    return [...this.lines];
  }

  async waitForLog(pattern: RegExp, timeoutMs = 15_000): Promise<string> {
    return waitFor(
      () =>
        this.lines.find((line) => pattern.test(line)) ??
        (this.running ? undefined : Promise.reject(new Error('process exited'))),
      {
        timeoutMs,
        intervalMs: 50,
        what: `${this.label} to log ${pattern}`,
      },
    );
  }

  /** Graceful stop; resolves with the exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }

  /** Abrupt death, as when a node or container is lost. */
  kill(): Promise<number | null> {
    return this.stop('SIGKILL');
  }
}

/**
 * A test run under libfaketime (`scripts/test-weekdays.sh`) passes its faked clock on, so the portal's
 * processes and the test agree on the time (actor tokens, calendar days).
 */
function fakedClock(): Record<string, string> {
  const clock: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && (name === 'LD_PRELOAD' || name.startsWith('FAKETIME'))) clock[name] = value;
  return clock;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningPortal {
  baseUrl: string;
  processes: Map<string, AppProcess>;
  stopAll(): Promise<void>;
}

export interface StartPortalOptions {
  env: Record<string, string>;
  services?: readonly ServiceName[];
  workers?: readonly ServiceName[];
  withGateway?: boolean;
  gatewayEnv?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Flags for node in every process, e.g. `--cpu-prof --cpu-prof-dir=…` to profile a benchmark. */
  nodeArgs?: readonly string[];
}

/** Starts services (in parallel), then workers and the gateway, each as its own process. */
export async function startPortal(options: StartPortalOptions): Promise<RunningPortal> {
  const processes = new Map<string, AppProcess>();
  const stopAll = async () => {
    await Promise.all([...processes.values()].map((process) => process.stop()));
  };
  try {
    // Services migrate on start; the first creates the database, so start one, then the rest.
    const [first, ...rest] = options.services ?? SERVICE_NAMES;
    const { readyTimeoutMs, nodeArgs } = options;
    if (first) processes.set(first, await AppProcess.start({ app: first, env: options.env, readyTimeoutMs, nodeArgs }));
    // Every start is awaited, so one that fails does not leave the others running unseen by stopAll.
    const starts = await Promise.allSettled(
      rest.map((app) => AppProcess.start({ app, env: options.env, readyTimeoutMs, nodeArgs })),
    );
    for (const start of starts) if (start.status === 'fulfilled') processes.set(start.value.label, start.value);
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    for (const app of options.workers ?? []) {
      const worker = await AppProcess.start({ app, entry: 'worker', env: options.env, readyTimeoutMs, nodeArgs });
      processes.set(worker.label, worker);
    }
    let baseUrl = '';
    if (options.withGateway !== false) {
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      const gateway = await AppProcess.start({
        app: 'gateway',
        env: { ...options.env, PORT: String(port), PUBLIC_URL: baseUrl, ...options.gatewayEnv },
        readyTimeoutMs,
        nodeArgs,
      });
      processes.set('gateway', gateway);
    }
    return { baseUrl, processes, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

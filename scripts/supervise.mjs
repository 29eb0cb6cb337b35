// Runs and supervises every portal process (five services, two workers, the gateway); started by
// scripts/start-portal.sh after the build and the migrations. A process that crashes or hangs is
// restarted with a growing delay; one that keeps crashing is left down and reported
// (tools/supervision/restart-policy.js).
// Ctrl-C or SIGTERM stops the gateway first (it drains its requests), then the rest; a second Ctrl-C
// stops everything at once.
//
// Typed commands (stdin): `status`, `restart <name>` (a rolling restart; also revives a process that
// was left down).
//   PORT, PORTAL_NAMESPACE, PUBLIC_URL as for the start command; PORTAL_START_TIMEOUT_S (default 60);
//   SUPERVISOR_INITIAL_DELAY_MS (500), SUPERVISOR_MAX_DELAY_MS (30000), SUPERVISOR_STABLE_AFTER_MS
//   (60000), SUPERVISOR_MAX_CRASHES (5), SUPERVISOR_CRASH_WINDOW_MS (300000), SUPERVISOR_STOP_GRACE_MS
//   (30000), SUPERVISOR_LIVENESS_PERIOD_MS (5000) and SUPERVISOR_LIVENESS_FAILURES (6): a process whose
//   liveness probe fails that many times in a row is killed and restarted.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Supervisor } from './supervise-programs.mjs';

const require = createRequire(import.meta.url);
const { policyFromEnv } = require('../tools/supervision/restart-policy.js');

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const port = process.env.PORT ?? '3000';
const localUrl = `http://127.0.0.1:${port}`;
const SERVICES = ['identity', 'roadmap', 'tracking', 'media', 'reports'];
const PROGRAMS = [
  ...SERVICES.map((service) => ({ name: service, script: `apps/${service}/dist/main.js` })),
  { name: 'media-worker', script: 'apps/media/dist/worker.js' },
  { name: 'reports-worker', script: 'apps/reports/dist/worker.js' },
  {
    name: 'gateway',
    script: 'apps/gateway/dist/main.js',
    probes: { ready: `${localUrl}/api/health/live`, live: `${localUrl}/api/health/live` },
    exclusivePort: true,
  },
];
/** The gateway stops first so it finishes the requests it holds while the services still answer. */
const STOP_ORDER = [['gateway'], ['media-worker', 'reports-worker'], SERVICES];

const say = (line) => process.stdout.write(`[supervisor] ${line}\n`);
const warn = (line) => process.stderr.write(`[supervisor] ${line}\n`);

let policy;
try {
  policy = policyFromEnv(process.env);
} catch (error) {
  warn(error.message);
  process.exit(1);
}
const healthUrl = `${localUrl}/api/health`;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const startTimeoutMs = Number(process.env.PORTAL_START_TIMEOUT_S ?? 60) * 1000;
const stopGraceMs = Number(process.env.SUPERVISOR_STOP_GRACE_MS ?? 30_000);

const liveness = {
  periodMs: Number(process.env.SUPERVISOR_LIVENESS_PERIOD_MS ?? 5000),
  timeoutMs: 3000,
  failures: Number(process.env.SUPERVISOR_LIVENESS_FAILURES ?? 6),
};
const supervisor = new Supervisor({ programs: PROGRAMS, policy, env: process.env, say, warn, liveness });
let started = false;
let stopRequested = false;

async function stop(exitCode) {
  if (stopRequested) {
    warn('stopping everything at once (SIGKILL)');
    supervisor.killAll();
    process.exit(exitCode || 130);
  }
  stopRequested = true;
  process.stdout.write('\nStopping the portal... (Ctrl-C again to stop at once)\n');
  await supervisor.stopAll(STOP_ORDER, stopGraceMs);
  process.stdout.write('Stopped.\n');
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

supervisor.onGiveUp = (name) => {
  if (started) return;
  process.stderr.write(`A process exited during start-up (see its log above): ${name}.\n`);
  void stop(1);
};

async function isHealthy() {
  try {
    const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function listenForCommands() {
  const commands = createInterface({ input: process.stdin, terminal: false });
  commands.on('line', (line) => {
    const [command, name] = line.trim().split(/\s+/);
    if (command === 'status') {
      for (const row of supervisor.status()) {
        say(
          `${row.name.padEnd(15)} ${row.state.padEnd(9)} pid ${String(row.pid ?? '-').padEnd(8)} up ${row.upFor ?? '-'}, ${row.restarts} recent exits`,
        );
      }
    } else if (command === 'restart' && name) {
      supervisor.restart(name).catch((error) => warn(error.message));
    } else if (command) {
      warn(
        `unknown command "${line.trim()}": try "status" or "restart <${PROGRAMS.map((program) => program.name).join('|')}>"`,
      );
    }
  });
  // stdin closed (no terminal, e.g. started in the background): the portal keeps running.
  commands.on('close', () => undefined);
}

await supervisor.startAll();
const deadline = Date.now() + startTimeoutMs;
while (!stopRequested) {
  if (supervisor.allReady() && (await isHealthy())) {
    started = true;
    process.stdout.write(
      `Portal running at ${publicUrl} (namespace ${process.env.PORTAL_NAMESPACE ?? 'portal'}). Press Ctrl-C to stop.\n` +
        'Crashed processes restart by themselves. Type "status" or "restart <name>" and Enter to manage them.\n',
    );
    listenForCommands();
    break;
  }
  if (Date.now() > deadline) {
    process.stderr.write(`The portal did not become healthy within ${startTimeoutMs / 1000} s.\n`);
    await stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

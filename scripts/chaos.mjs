// `npm run test:chaos`: does the portal lose an acknowledged write when its processes die? Starts the
// built portal under its supervisor (scripts/supervise.mjs) in a fresh namespace and database, drives
// a steady load of training-session writes through the gateway, and in turn SIGKILLs every service,
// worker and the gateway, then restarts each with SIGTERM (a rolling restart through the supervisor).
// A job is queued before each worker is hit. At the end it compares the acknowledged writes with the
// database and prints one row per process and signal. Exit code 1 when an acknowledged write is lost,
// a SIGTERM failed a request, a process did not come back or a job did not finish.
//   About 8 to 16 minutes on a shared 2-core machine (load 20 to 30); not part of `npm test`.
//   Run `npm run build` first. CHAOS_WRITERS (default 4, at least 3), CHAOS_INTERVAL_MS (default 400 per
//   writer), CHAOS_RPC_TIMEOUT_MS (default 30000).
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { makeClip, queueReport, queueVideo } from './chaos-jobs.mjs';
import { WriteLoad } from './chaos-load.mjs';

const require = createRequire(import.meta.url);
const { databaseUrl } = require('@portal/server-kit');
const pg = require('pg');
const {
  createTestNamespace,
  createSignedInStaff,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  signUpPlayer,
} = require('@portal/server-kit/testing');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVICES = ['identity', 'roadmap', 'tracking', 'media', 'reports'];
const TARGETS = [...SERVICES, 'media-worker', 'reports-worker', 'gateway'];
const WRITERS = Math.max(3, Number(process.env.CHAOS_WRITERS ?? 4));
const INTERVAL_MS = Number(process.env.CHAOS_INTERVAL_MS ?? 400);
const BACK_TIMEOUT_MS = 180_000;
const JOB_TIMEOUT_MS = 180_000;

const began = Date.now();
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const log = (line) => process.stdout.write(`[chaos] ${line}\n`);

const infra = await resolveTestInfra();
const namespace = createTestNamespace('chaos');
const dataDir = await mkdtemp(join(tmpdir(), 'portal-chaos-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...namespaceEnv(namespace, infra),
  LOG_LEVEL: 'warn',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  STORAGE_DIR: join(dataDir, 'objects'),
  MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
  // A killed worker's job is picked up again once its lock expires: 10 s instead of 30 s keeps the run short.
  WORKER_LOCK_MS: '10000',
  PORTAL_START_TIMEOUT_S: '300',
  // On a small shared machine a process starting up starves the others of CPU for seconds; the default
  // 5 s would turn that into 503s that say nothing about crashes or draining (CHAOS_RPC_TIMEOUT_MS).
  RPC_TIMEOUT_MS: process.env.CHAOS_RPC_TIMEOUT_MS ?? '30000',
};

/** The supervisor's output, kept in a log file and scanned for its lines about processes. */
class SupervisorOutput {
  constructor(child, file) {
    this.lines = [];
    this.waiters = new Set();
    this.pids = new Map();
    const out = createWriteStream(file);
    const read = (stream) =>
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        out.write(`${line}\n`);
        this.lines.push(line);
        const started = /^\[supervisor\] started (\S+) \(pid (\d+)\)/.exec(line);
        if (started) this.pids.set(started[1], Number(started[2]));
        if (line.startsWith('[supervisor]')) log(line);
        for (const waiter of this.waiters) waiter(line);
      });
    read(child.stdout);
    read(child.stderr);
  }

  /** Resolves with the match of the first line (from now on) matching `pattern`. */
  waitFor(pattern, timeoutMs, what) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`));
      }, timeoutMs);
      const check = (line) => {
        const match = pattern.exec(line);
        if (!match) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(match);
      };
      this.waiters.add(check);
    });
  }
}

function migrate() {
  for (const service of SERVICES) {
    execFileSync(process.execPath, [`apps/${service}/dist/migrate.js`], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
  }
}

async function queueJobFor(target, signal, people, clip) {
  // A report per player and period: a different player for each signal.
  const reportFor = people.players[signal === 'SIGKILL' ? 1 : 2];
  if (target === 'reports-worker') return queueReport(people.coach, reportFor, JOB_TIMEOUT_MS);
  if (target === 'media-worker') return queueVideo(people.players[0], clip, JOB_TIMEOUT_MS);
  return undefined;
}

/** One phase: the load runs, a job is queued for a worker, the process is hit, we wait until it is back. */
async function hit(target, signal, { supervisor, child, load, people, clip }) {
  const row = { target, signal, backAfter: '-', job: '-' };
  load.phase = `${target} ${signal}`;
  const job = await queueJobFor(target, signal, people, clip);
  await sleep(1500);
  // A job the worker finished before it was hit proves nothing about recovery: the row says so.
  const jobDoneBeforeHit = job ? await job.isDone() : false;
  if (signal === 'SIGKILL') {
    const back = supervisor.waitFor(
      new RegExp(`^\\[supervisor\\] ${target} is back \\(pid \\d+\\), ([\\d.]+) s after`),
      BACK_TIMEOUT_MS,
      `${target} to come back`,
    );
    process.kill(supervisor.pids.get(target), 'SIGKILL');
    row.backAfter = `${(await back)[1]} s`;
  } else {
    const pattern =
      target === 'gateway'
        ? /^\[supervisor\] gateway is back \(pid \d+\), ([\d.]+) s after/
        : new RegExp(`^\\[supervisor\\] ${target}: old pid \\d+ finished its work and stopped`);
    const done = supervisor.waitFor(pattern, BACK_TIMEOUT_MS, `the rolling restart of ${target}`);
    const started = Date.now();
    child.stdin.write(`restart ${target}\n`);
    const match = await done;
    row.backAfter =
      target === 'gateway' ? `${match[1]} s` : `0 s (replaced in ${((Date.now() - started) / 1000).toFixed(1)} s)`;
  }
  await sleep(2000);
  load.phase = 'between phases';
  if (job) row.job = jobDoneBeforeHit ? 'done before the hit' : `${await job.wait()} after the hit`;
  return row;
}

function tally(rows, load, stored) {
  for (const row of rows) {
    const writes = load.writes.filter((write) => write.phase === `${row.target} ${row.signal}`);
    const acked = writes.filter((write) => write.outcome === 'ack');
    const unacked = writes.filter((write) => write.outcome !== 'ack');
    Object.assign(row, {
      sent: writes.length,
      acked: acked.length,
      lost: acked.filter((write) => !stored.has(write.marker)).length,
      storedUnacked: unacked.filter((write) => stored.has(write.marker)).length,
      failed: unacked.length,
      retried: writes.filter((write) => write.refusedRetries > 0).length,
      failures: [...new Set(unacked.map((write) => write.outcome))].join(', '),
    });
  }
}

function printTable(rows) {
  const columns = [
    ['process', 'target'],
    ['signal', 'signal'],
    ['writes', 'sent'],
    ['acked', 'acked'],
    ['lost', 'lost'],
    ['stored unacked', 'storedUnacked'],
    ['failed', 'failed'],
    ['refused+retried', 'retried'],
    ['back after', 'backAfter'],
    ['job queued before the hit', 'job'],
  ];
  const header = `| ${columns.map(([title]) => title).join(' | ')} |`;
  process.stdout.write(`\n${header}\n|${columns.map(() => '---').join('|')}|\n`);
  for (const row of rows) process.stdout.write(`| ${columns.map(([, key]) => String(row[key])).join(' | ')} |\n`);
  const failures = rows.filter((row) => row.failures).map((row) => `${row.target} ${row.signal}: ${row.failures}`);
  if (failures.length > 0) process.stdout.write(`\nFailed requests by kind:\n  ${failures.join('\n  ')}\n`);
}

let supervisorChild;
let exitCode = 1;
try {
  log(
    `namespace ${namespace}; ${WRITERS} writers, one write each per ${INTERVAL_MS} ms; RPC_TIMEOUT_MS ${env.RPC_TIMEOUT_MS}; ${uptime()}`,
  );
  migrate();
  const logDir = join(ROOT, 'test-artifacts', 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${namespace}-supervisor.log`);
  supervisorChild = spawn(process.execPath, ['scripts/supervise.mjs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const supervisor = new SupervisorOutput(supervisorChild, logFile);
  await supervisor.waitFor(/^Portal running at/, 330_000, 'the portal to start');
  log(`portal up; the processes' output is in ${logFile}`);

  const players = [];
  for (let index = 0; index < WRITERS; index += 1) {
    const name = `chaos${index}`;
    const client = await signUpPlayer(baseUrl, name);
    const id = (await (await client.get('/api/players/me')).json()).id;
    players.push({ name, client, id });
  }
  const consent = await players[0].client.post(`/api/players/${players[0].id}/consents`, {
    consentType: 'media',
    granted: true,
  });
  if (consent.status !== 200) throw new Error(`media consent answered ${consent.status}`);
  const coach = await createSignedInStaff(
    baseUrl,
    { ...process.env, ...env },
    { email: 'chaos.coach@club.test', role: 'coach' },
  );
  const clip = await makeClip(dataDir);
  const people = { players, coach };

  const load = new WriteLoad({ players, intervalMs: INTERVAL_MS, maxInFlightPerPlayer: 4, retryRefusedForMs: 180_000 });
  load.start();
  await sleep(2000);
  const rows = [];
  const context = { supervisor, child: supervisorChild, load, people, clip };
  for (const signal of ['SIGKILL', 'SIGTERM']) {
    for (const target of TARGETS) {
      log(`${signal} ${target}`);
      rows.push(await hit(target, signal, context));
    }
  }
  await load.stop();

  const database = new pg.Client({ connectionString: databaseUrl(infra.postgresUrl, namespace) });
  await database.connect();
  const { rows: storedRows } = await database.query(
    `SELECT notes, count(*)::int AS copies FROM tracking.training_sessions WHERE notes LIKE 'chaos:%' GROUP BY notes`,
  );
  await database.end();
  const stored = new Set(storedRows.map((row) => row.notes));
  const duplicates = storedRows.filter((row) => row.copies > 1).length;
  tally(rows, load, stored);
  printTable(rows);
  const acked = load.writes.filter((write) => write.outcome === 'ack');
  const lost = acked.filter((write) => !stored.has(write.marker)).length;
  const termFailures = rows.filter((row) => row.signal === 'SIGTERM').reduce((sum, row) => sum + row.failed, 0);
  const unfinishedJobs = rows.filter((row) => row.job.startsWith('not finished')).length;
  process.stdout.write(
    `\n${load.writes.length} writes, ${acked.length} acknowledged, ${lost} lost, ${duplicates} stored twice; ` +
      `${termFailures} failed during SIGTERMs; ${unfinishedJobs} jobs unfinished. ` +
      `${((Date.now() - began) / 1000).toFixed(0)} s in all; ${uptime()}\n`,
  );
  exitCode = lost === 0 && duplicates === 0 && termFailures === 0 && unfinishedJobs === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`[chaos] ${error.stack ?? error}\n`);
} finally {
  if (supervisorChild && supervisorChild.exitCode === null) {
    const exited = new Promise((resolve) => supervisorChild.once('exit', resolve));
    supervisorChild.kill('SIGTERM');
    await Promise.race([exited, sleep(60_000)]);
  }
  await destroyNamespace(namespace, infra).catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
  await infra.stop();
}
process.exit(exitCode);

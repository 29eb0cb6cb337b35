// What the benchmarks (scripts/bench-*.mjs) share: the test support of @portal/server-kit (built:
// run `npm run build` first), settings read from the environment, the load loop and its figures
// (runLoad, percentiles, ms/perSecond/ratio for the report rows), a fresh namespace for the processes
// they start, and the bench coach.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const testing = require('@portal/server-kit/testing');
const { playerScopeSql } = require('@portal/server-kit');
const { scopeOf } = require('@portal/contracts');

export const { BrowserLikeClient, createSignedInStaff, waitFor } = testing;

/**
 * How long a bench's process may take to log "ready" (BENCH_READY_TIMEOUT_MS, default 120 s): the
 * tests' 30 s is too short for a service starting beside a seeding database on a loaded machine.
 */
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 120_000);

/** The test support's AppProcess and startPortal, with the benches' readiness wait unless one is given. */
export const AppProcess = {
  start: (options) => testing.AppProcess.start({ readyTimeoutMs: READY_TIMEOUT_MS, ...options }),
};
export const startPortal = (options) => testing.startPortal({ readyTimeoutMs: READY_TIMEOUT_MS, ...options });

/** The password of every account a benchmark creates. */
export const BENCH_PASSWORD = 'Bench-Pass-2026!';

/**
 * Smoke mode (`--smoke`, or BENCH_SMOKE=1): the bench runs end to end at tiny sizes, about a second per
 * row, so `npm test` (libs/server-kit/test/bench-smoke.int-spec.ts) finds a bench that no longer starts
 * or no longer matches the code. Its figures mean nothing and nothing asserts them.
 */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
if (SMOKE) console.log('smoke mode: tiny sizes, figures not meaningful');

/**
 * A number setting from the environment (BENCH_SECONDS and the like), else its default; in smoke mode
 * the `smoke` default when one is given (an explicit environment value still wins).
 */
export function envNumber(name, fallback, smoke) {
  return Number(process.env[name] ?? (SMOKE && smoke !== undefined ? smoke : fallback));
}

/** `full` normally, `smoke` in smoke mode: for a bench's fixed counts (warm-up calls, runs, PDFs). */
export function smokeOr(full, smoke) {
  return SMOKE ? smoke : full;
}

/** The p-th percentile of ascending latencies (0 when there are none). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The load loop of every benchmark row: `concurrency` clients call `call(index)` back to back until
 * `seconds` have passed or, with `count`, until `count` calls have been made between them. A call that
 * returns `false`, returns a Response that is not 2xx (its body is read to the end either way) or
 * throws counts as an error; anything else is a success. Returns the calls made (`n`), calls per
 * second (`rps`, not rounded), p50/p95/p99 latency in ms and the errors (`failures`).
 */
export async function runLoad(call, { concurrency, seconds, count, processes }) {
  const cpuBefore = processes && cpuOfProcesses(processes);
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + (seconds ?? 0) * 1000;
  const more = count === undefined ? () => performance.now() < deadline : () => next < count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (more()) {
        const index = next++;
        const callStarted = performance.now();
        try {
          const result = await call(index);
          if (result instanceof Response) {
            await result.arrayBuffer();
            if (!result.ok) failures += 1;
          } else if (result === false) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - callStarted);
      }
    }),
  );
  const cpuAfter = processes && cpuOfProcesses(processes);
  latencies.sort((a, b) => a - b);
  const elapsed = count === undefined ? seconds : (performance.now() - started) / 1000;
  return {
    ...(processes && { cpuMsPerRequest: cpuPerRequest(cpuBefore, cpuAfter, latencies.length) }),
    n: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux: 100 ticks a second). CPU per
 * request is what a request costs whatever else the machine runs; throughput depends on the machine's load.
 */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function cpuOfProcesses(processes) {
  return Object.fromEntries(Object.entries(processes).map(([label, pid]) => [label, processCpuMs(pid)]));
}

function cpuPerRequest(before, after, requests) {
  return Object.fromEntries(Object.keys(before).map((label) => [label, (after[label] - before[label]) / requests]));
}

/** `gateway 0.91 + identity 0.55 = 1.46 ms` for a row's cpuMsPerRequest. */
export function cpuSummary(cpuMsPerRequest) {
  const entries = Object.entries(cpuMsPerRequest);
  const total = entries.reduce((sum, [, value]) => sum + value, 0);
  return `${entries.map(([label, value]) => `${label} ${value.toFixed(2)}`).join(' + ')} = ${total.toFixed(2)} ms CPU/request`;
}

/** A latency in a report row: one decimal, right-aligned to `width`. */
export function ms(value, width = 6) {
  return value.toFixed(1).padStart(width);
}

/** Calls per second in a report row: whole, right-aligned to `width`. */
export function perSecond(rps, width = 5) {
  return String(Math.round(rps)).padStart(width);
}

/** `a / b` with `digits` decimals, `b` at least `floor` (a baseline of zero gives no infinity). */
export function ratio(a, b, digits = 1, floor = 0.01) {
  return (a / Math.max(b, floor)).toFixed(digits);
}

/** The gateway's per-address limits raised: every request of a benchmark comes from 127.0.0.1. */
export const BENCH_RATE_LIMITS = testing.UNLIMITED_RATE_LIMITS;

/**
 * A fresh `bench_…` namespace on the test infrastructure: the environment its apps run with
 * (LOG_LEVEL info, BENCH_RATE_LIMITS, then `extraEnv`), the URL of its own database, and `destroy` to
 * remove everything it created once the processes have stopped.
 */
export async function benchNamespace(extraEnv = {}) {
  const infra = await testing.resolveTestInfra();
  const namespace = testing.createTestNamespace('bench');
  return {
    infra,
    namespace,
    env: { ...testing.namespaceEnv(namespace, infra), LOG_LEVEL: 'info', ...BENCH_RATE_LIMITS, ...extraEnv },
    databaseUrl: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`),
    destroy: () => testing.destroyNamespace(namespace, infra),
  };
}

/** Creates the coach bench.coach@club.test (Bench Coach) with the identity CLI and signs them in. */
export function signInBenchCoach(baseUrl, env) {
  return createSignedInStaff(baseUrl, env, {
    email: 'bench.coach@club.test',
    role: 'coach',
    firstName: 'Bench',
    lastName: 'Coach',
    password: BENCH_PASSWORD,
  });
}

/** The club every installation starts with ('My Club', slug my-club) and its squad 'All players'. */
export async function defaultClub(client) {
  const { rows } = await client.query(
    `SELECT c."id" AS "clubId", s."id" AS "squadId" FROM "identity"."clubs" c
       JOIN "identity"."squads" s ON s."club_id" = c."id" AND s."takes_signups"
      WHERE c."slug" = 'my-club'`,
  );
  if (!rows[0]) throw new Error('the default club is missing: has identity run its migrations?');
  return rows[0];
}

const PLAYER_COLUMNS = `"player_id", "user_id", "club_id", "squad_ids", "active", "version"`;
const STAFF_COLUMNS = `"user_id", "club_id", "role", "squad_ids", "active", "version"`;

/**
 * Where seeded players and staff belong, written as identity writes it when it places them (ARCHITECTURE
 * §9): `identity.squad_players` and `identity.squad_coaches` (for those with an identity record), then
 * identity's `scope_players`/`scope_staff` rows with a version from its sequence, copied as they are into
 * the `scope_*` copy of every service in `schemas` (what identity's membership events would do later).
 * The players' and staff's own rows (with their `club_id`) are the bench's to insert first; `clubId`
 * is the club of every row that names none.
 *   players: [{ playerId, userId?, clubId?, squadIds }]
 *   staff:   [{ userId, role: 'coach' | 'admin', clubId?, squadIds?, squadRole?: 'head' | 'assistant' }]
 */
export async function seedMemberships(client, { clubId, players = [], staff = [], schemas = [] }) {
  const playerRows = JSON.stringify(
    players.map((player) => ({
      player_id: player.playerId,
      user_id: player.userId ?? null,
      club_id: player.clubId ?? clubId,
      squad_ids: player.squadIds,
    })),
  );
  const staffRows = JSON.stringify(
    staff.map((member) => ({
      user_id: member.userId,
      club_id: member.clubId ?? clubId,
      role: member.role,
      squad_ids: member.role === 'coach' ? (member.squadIds ?? []) : [],
      squad_role: member.squadRole ?? 'head',
    })),
  );
  const seededPlayers = `jsonb_to_recordset($1::jsonb) AS m(player_id uuid, user_id uuid, club_id uuid, squad_ids uuid[])`;
  const seededStaff = `jsonb_to_recordset($1::jsonb) AS m(user_id uuid, club_id uuid, role text, squad_ids uuid[], squad_role text)`;
  await client.query(
    `INSERT INTO "identity"."squad_players" ("squad_id", "player_id")
     SELECT squad_id, m.player_id FROM ${seededPlayers}
       JOIN "identity"."players" p ON p."id" = m.player_id CROSS JOIN unnest(m.squad_ids) squad_id
     ON CONFLICT DO NOTHING`,
    [playerRows],
  );
  await client.query(
    `INSERT INTO "identity"."squad_coaches" ("squad_id", "user_id", "role")
     SELECT squad_id, m.user_id, m.squad_role FROM ${seededStaff}
       JOIN "identity"."users" u ON u."id" = m.user_id CROSS JOIN unnest(m.squad_ids) squad_id
     ON CONFLICT DO NOTHING`,
    [staffRows],
  );
  await client.query(
    `INSERT INTO "identity"."scope_players" (${PLAYER_COLUMNS})
     SELECT m.player_id, m.user_id, m.club_id, m.squad_ids, true, nextval('"identity"."membership_version"')
       FROM ${seededPlayers}`,
    [playerRows],
  );
  await client.query(
    `INSERT INTO "identity"."scope_staff" (${STAFF_COLUMNS})
     SELECT m.user_id, m.club_id, m.role, m.squad_ids, true, nextval('"identity"."membership_version"')
       FROM ${seededStaff}`,
    [staffRows],
  );
  for (const schema of schemas.filter((name) => name !== 'identity')) {
    await client.query(
      `INSERT INTO "${schema}"."scope_players" (${PLAYER_COLUMNS}) SELECT ${PLAYER_COLUMNS} FROM "identity"."scope_players"
        WHERE "player_id" IN (SELECT m.player_id FROM ${seededPlayers})`,
      [playerRows],
    );
    await client.query(
      `INSERT INTO "${schema}"."scope_staff" (${STAFF_COLUMNS}) SELECT ${STAFF_COLUMNS} FROM "identity"."scope_staff"
        WHERE "user_id" IN (SELECT m.user_id FROM ${seededStaff})`,
      [staffRows],
    );
  }
  for (const schema of new Set(['identity', ...schemas]))
    await client.query(`ANALYZE "${schema}"."scope_players"; ANALYZE "${schema}"."scope_staff"`);
}

/**
 * The scope condition a service's list puts in its WHERE for `actor` (what `PlayerAccess.sql` writes
 * over `<schema>.scope_players`), for the benchmarks' direct SQL: `(column, params) => condition`.
 */
export function scopeSql(actor, schema) {
  return (column, params) => playerScopeSql(scopeOf(actor), column, schema, params);
}

/** The 1, 5 and 15 minute load averages, as a bench prints them. */
export const loadAverageNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Prints the load average now and again when the process exits (whatever way the bench ends), so every
 * figure can be read against how quiet the machine was.
 */
export function printLoadAverageBeforeAndAfter() {
  console.log(`load average before: ${loadAverageNow()}`);
  process.once('exit', () => console.log(`load average after: ${loadAverageNow()}`));
}

/**
 * The floor (issue 27): a minimal NestJS (Fastify) gateway → NATS request/reply → NestJS microservice
 * → pg, each its own process like ours, with none of our platform code (scripts/bench/floor-*.mjs).
 * It serves `/floor/users/:id` (a key read of identity.users) and `/floor/pages/:name` for each of
 * `pages` (name → {sql, params}): a page's own SQL behind the same design, without our platform; and
 * `/floor/sequences/:name` for each of `sequences` (name → {parallel: [{sql, params}], transaction:
 * [{sql, params}]}): a handler's own statements, the parallel ones at once, then the transaction, committed.
 */
export async function startFloor({ natsUrl, postgresUrl, subject, pages = {}, sequences = {} }) {
  const script = (name) => fileURLToPath(new URL(`../bench/${name}`, import.meta.url));
  // The pages go through a file: many pages of long SQL outgrow a command line (E2BIG).
  const pagesDir = mkdtempSync(join(tmpdir(), 'floor-pages-'));
  const pagesFile = join(pagesDir, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(pages));
  const sequencesFile = join(pagesDir, 'sequences.json');
  writeFileSync(sequencesFile, JSON.stringify(sequences));
  const children = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(pagesDir, { recursive: true, force: true });
  };
  try {
    const service = spawn(process.execPath, [script('floor-service.mjs'), natsUrl, postgresUrl, subject], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(service);
    await once(service.stdout, 'data');
    const gateway = spawn(process.execPath, [script('floor-gateway.mjs'), natsUrl, subject, pagesFile, sequencesFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(gateway);
    const [chunk] = await once(gateway.stdout, 'data');
    return {
      url: `http://127.0.0.1:${String(chunk).trim()}`,
      processes: { gateway: gateway.pid, service: service.pid },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

// Progress dashboard and CSV export under load, through the real gateway, NATS and tracking, beside the
// same queries run directly on PostgreSQL in the same run. Bulk-loads players × days of daily sessions
// and check-ins (server-side INSERT … SELECT generate_series, the fastest bulk path here), then prints
// p50/p95 with BENCH_CONCURRENCY clients and the gateway's RSS growth during exports.
//   BENCH_PLAYERS (default 10000), BENCH_DAYS (365), BENCH_SECONDS (5), BENCH_CONCURRENCY (16),
//   BENCH_BIG_EXPORT_ROWS (50000: one player with that many sessions, to show export memory stays flat),
//   BENCH_ONLY (dashboard, year-export or big-export: that row alone, e.g. to profile it),
//   BENCH_CPU_PROF_DIR (a folder: the gateway and tracking run with --cpu-prof and write their profiles there)
// Run `npm run build` first.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import {
  benchNamespace,
  cpuSummary,
  defaultClub,
  envNumber,
  ms,
  perSecond,
  processCpuMs,
  runLoad,
  seedMemberships,
  signInBenchCoach,
  startFloor,
  startPortal,
} from './lib/bench-kit.mjs';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
// The service's own SQL (built: run `npm run build` first), so the floor runs exactly what tracking runs.
const { dashboardReadsParams, scopedDashboardReadsSql } = require('../apps/tracking/dist/progress/dashboard-reads.js');
const { PlayerAccess, ScopeRowsRepository } = require('../libs/server-kit/dist/scope/index.js');
const { CSV_EXPORT_PAGE_ROWS, exportPageSql } = require('../apps/tracking/dist/csv-export/csv-export.reader.js');

const players = envNumber('BENCH_PLAYERS', 10000, 5);
const days = envNumber('BENCH_DAYS', 365, 14);
const seconds = envNumber('BENCH_SECONDS', 5, 1);
const concurrency = envNumber('BENCH_CONCURRENCY', 16, 2);
const bigExportRows = envNumber('BENCH_BIG_EXPORT_ROWS', 50000, 200);
const only = process.env.BENCH_ONLY;
const profileDir = process.env.BENCH_CPU_PROF_DIR;
const LAST_DAY = '2026-11-15'; // a Sunday: the data ends here
const runs = (section) => !only || only === section;

async function measure(name, call, processes) {
  const figures = await runLoad(call, { concurrency, seconds, processes });
  console.log(
    `${name.padEnd(46)} ${perSecond(figures.rps, 6)}/s  p50 ${ms(figures.p50, 7)} ms  p95 ${ms(figures.p95, 7)} ms  errors ${figures.failures}` +
      (figures.cpuMsPerRequest ? `  | ${cpuSummary(figures.cpuMsPerRequest)}` : ''),
  );
  return figures;
}

function ratioLine(what, portal, bare, floor) {
  console.log(
    `  ${what}: ${(portal / bare).toFixed(2)}× of the bare query` +
      (floor
        ? `; the portal ${(portal / floor).toFixed(2)}× of the floor, the floor ${(floor / bare).toFixed(2)}× of the bare query`
        : ''),
  );
}

/** Runs `psql -c command` on the bench database, output read to the end; resolves with its bytes. */
function psql(databaseUrl, command) {
  return new Promise((resolve, reject) => {
    execFile(
      'psql',
      [databaseUrl, '-X', '-q', '-c', command],
      { maxBuffer: 1 << 30, encoding: 'buffer' },
      (error, stdout) => (error ? reject(error) : resolve(stdout.length)),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** CPU time (ms) each process has used so far: a cost figure a loaded machine blurs less than time. */
const cpuOf = (processes) =>
  Object.fromEntries(Object.entries(processes).map(([label, pid]) => [label, processCpuMs(pid)]));
const cpuSince = (before, processes) => {
  const after = cpuOf(processes);
  return Object.fromEntries(Object.keys(before).map((label) => [label, after[label] - before[label]]));
};

function addDays(day, count) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

const { namespace, env, databaseUrl, destroy } = await benchNamespace();
const portal = await startPortal({
  env,
  services: ['identity', 'tracking'],
  ...(profileDir && { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] }),
});
const pool = new Pool({ connectionString: databaseUrl, max: concurrency });
let floorStop;
try {
  const loadStarted = performance.now();
  await pool.query(`CREATE TABLE bench_players AS SELECT gen_random_uuid() AS id FROM generate_series(1, $1)`, [
    players,
  ]);
  const first = addDays(LAST_DAY, -(days - 1));
  await pool.query(
    `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe, notes, created_at)
     SELECT p.id, d::date, trim(to_char(d, 'Day')), (ARRAY['Team','Individual','Game','Recovery','Gym'])[1 + (random() * 4)::int],
            'Team', 30 + (random() * 90)::int, 3 + (random() * 6)::int, CASE WHEN random() < 0.2 THEN 'notes, "quoted"' END, d + interval '18 hours'
       FROM bench_players p, generate_series($1::date, $2::date, interval '1 day') d`,
    [first, LAST_DAY],
  );
  await pool.query(
    `INSERT INTO tracking.wellness_logs (player_id, date, energy, fatigue, sleep, motivation, soreness, mood, created_at, updated_at)
     SELECT p.id, d::date, 2 + (random() * 3)::int, 2 + (random() * 3)::int, 2 + (random() * 3)::int, 2 + (random() * 3)::int,
            NULL, 3, d + interval '8 hours', d + interval '8 hours'
       FROM bench_players p, generate_series($1::date, $2::date, interval '1 day') d`,
    [first, LAST_DAY],
  );
  const [{ id: bigPlayer }] = (await pool.query(`SELECT gen_random_uuid() AS id`)).rows;
  await pool.query(
    `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe, created_at)
     SELECT $1, $2::date - (i / 3), 'Sunday', 'Gym', 'Gym', 45, 6, now() - i * interval '1 second' FROM generate_series(1, $3) i`,
    [bigPlayer, LAST_DAY, bigExportRows],
  );
  await pool.query('ANALYZE tracking.training_sessions; ANALYZE tracking.wellness_logs');
  // Every seeded player is in the default club's squad 'All players', which the bench coach coaches.
  const club = await defaultClub(pool);
  const seeded = (await pool.query('SELECT id FROM bench_players')).rows.map((row) => row.id);
  await seedMemberships(pool, {
    clubId: club.clubId,
    players: [...seeded, bigPlayer].map((playerId) => ({ playerId, squadIds: [club.squadId] })),
    schemas: ['tracking'],
  });
  const rows = (
    await pool.query(
      `SELECT (SELECT count(*) FROM tracking.training_sessions) + (SELECT count(*) FROM tracking.wellness_logs) AS n`,
    )
  ).rows[0].n;
  const playerIds = (await pool.query('SELECT id FROM bench_players')).rows.map((row) => row.id);
  console.log(
    `Tracking benchmark: ${players} players × ${days} days = ${Number(rows).toLocaleString('en')} rows (sessions + check-ins) loaded in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s; ` +
      `${concurrency} concurrent clients, ${seconds} s per row, 1 gateway and 1 tracking replica on the same 2 cores, ${namespace}`,
  );

  const coach = await signInBenchCoach(portal.baseUrl, env);
  const gatewayPid = portal.processes.get('gateway').pid;
  const trackingPid = portal.processes.get('tracking').pid;
  const portalProcesses = { gateway: gatewayPid, tracking: trackingPid };

  const randomPlayer = () => playerIds[Math.floor(Math.random() * playerIds.length)];
  const randomWeek = () => addDays(LAST_DAY, -6 - 7 * Math.floor(Math.random() * Math.floor(days / 7)));

  // The floor (a NestJS gateway → NATS → NestJS microservice → pg with none of our platform code) runs
  // tracking's own statements: the dashboard's one read and the export's first page (a year is one page).
  // Its pages have fixed parameters, so it gets FLOOR_SAMPLES random players (and weeks) to pick from.
  // The dashboard's statement is the one tracking runs for the bench coach: its scope check included.
  const FLOOR_SAMPLES = 24;
  const floorPages = {};
  const coachScope = new PlayerAccess(new ScopeRowsRepository(undefined, 'tracking'));
  const coachActor = { userId: 'bench-coach', role: 'coach', clubId: club.clubId, squadIds: [club.squadId] };
  for (let index = 0; index < FLOOR_SAMPLES; index += 1) {
    const params = dashboardReadsParams(randomPlayer(), randomWeek());
    floorPages[`dashboard-${index}`] = {
      sql: scopedDashboardReadsSql(coachScope.inStatement(coachActor, '$1::uuid', params)),
      params,
    };
    floorPages[`year-export-${index}`] = {
      sql: exportPageSql('training-sessions', false),
      params: [randomPlayer(), CSV_EXPORT_PAGE_ROWS],
    };
  }
  const floor = await startFloor({
    natsUrl: env.NATS_URL,
    postgresUrl: databaseUrl,
    subject: `${namespace}.floor.user.get`,
    pages: floorPages,
  });
  floorStop = floor.stop;
  const floorPage = (name) => async () => {
    const response = await fetch(`${floor.url}/floor/pages/${name}-${Math.floor(Math.random() * FLOOR_SAMPLES)}`);
    const rows = await response.json();
    return response.ok && Array.isArray(rows) && rows.length > 0;
  };

  console.log(`load average before: ${loadAverage()}`);
  if (runs('dashboard')) {
    const dashboard = await measure(
      'GET /api/progress-dashboard (gateway)',
      async () => {
        const response = await coach.get(
          `/api/progress-dashboard?playerId=${randomPlayer()}&weekStart=${randomWeek()}`,
        );
        await response.arrayBuffer();
        return response.ok;
      },
      portalProcesses,
    );
    const dashboardBare = await measure('  same reads directly on PostgreSQL', async () => {
      const playerId = randomPlayer();
      const weekStart = randomWeek();
      const weekEnd = addDays(weekStart, 6);
      await pool.query(`SELECT * FROM tracking.training_sessions WHERE player_id = $1 AND date BETWEEN $2 AND $3`, [
        playerId,
        addDays(weekEnd, -27),
        weekEnd,
      ]);
      await pool.query(`SELECT * FROM tracking.wellness_logs WHERE player_id = $1 AND date BETWEEN $2 AND $3`, [
        playerId,
        addDays(weekStart, -28),
        weekEnd,
      ]);
      await pool.query(
        `SELECT LEAST((SELECT min(date) FROM tracking.training_sessions WHERE player_id = $1), (SELECT min(date) FROM tracking.wellness_logs WHERE player_id = $1))`,
        [playerId],
      );
      await pool.query(
        `SELECT status, due_date FROM tracking.assignment_statuses WHERE player_id = $1 AND NOT deleted`,
        [playerId],
      );
      return true;
    });
    const dashboardFloor = await measure(
      '  the same statement behind the floor',
      floorPage('dashboard'),
      floor.processes,
    );
    ratioLine('dashboard', dashboard.rps, dashboardBare.rps, dashboardFloor.rps);
  }

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(gatewayPid))), 20);
  if (runs('year-export')) {
    const baseline = rssMb(gatewayPid);
    peak = 0;
    const yearExport = await measure(
      `GET /api/export/training-sessions (1 year, gateway)`,
      async () => {
        const response = await coach.get(`/api/export/training-sessions/${randomPlayer()}`);
        await response.arrayBuffer();
        return response.ok && response.headers.get('content-type').startsWith('text/csv');
      },
      portalProcesses,
    );
    const yearExportBare = await measure('  same rows directly on PostgreSQL', async () => {
      await pool.query(
        `SELECT * FROM tracking.training_sessions WHERE player_id = $1 ORDER BY date DESC, created_at DESC, id DESC`,
        [randomPlayer()],
      );
      return true;
    });
    const yearExportFloor = await measure(
      '  the same statement behind the floor',
      floorPage('year-export'),
      floor.processes,
    );
    ratioLine('1-year export', yearExport.rps, yearExportBare.rps, yearExportFloor.rps);
    console.log(
      `gateway RSS during 1-year exports: before ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${(peak - baseline).toFixed(0)} MB`,
    );
  }

  if (runs('big-export')) {
    // Three of each, the median printed: one export is one sample, and this machine is shared.
    const RUNS = 3;
    const through = [];
    const cpu = [];
    let bytes = 0;
    peak = 0;
    const bigBaseline = rssMb(gatewayPid);
    for (let run = 0; run < RUNS; run += 1) {
      const cpuBefore = cpuOf(portalProcesses);
      const started = performance.now();
      const big = await coach.get(`/api/export/training-sessions/${bigPlayer}`);
      bytes = 0;
      for await (const chunk of big.body) bytes += chunk.length;
      through.push(performance.now() - started);
      cpu.push(cpuSince(cpuBefore, portalProcesses));
    }
    const orderBy = `ORDER BY date DESC, created_at DESC, id DESC`;
    const selectAll = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await pool.query(`SELECT * FROM tracking.training_sessions WHERE player_id = $1 ${orderBy}`, [bigPlayer]);
      selectAll.push(performance.now() - started);
    }
    // COPY of the same rows and the CSV's columns (no formula neutralising: COPY cannot), through psql
    // (pg-copy-streams is not a dependency here), less psql's own start (a `SELECT 1` through it).
    const copyColumns = `date, day_of_week, type, category, minutes, rpe, minutes * coalesce(rpe, 5) AS load, wellness_rating,
      notes, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS logged_at`;
    const copy = [];
    let copyBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      let started = performance.now();
      await psql(databaseUrl, 'SELECT 1');
      const psqlStart = performance.now() - started;
      started = performance.now();
      copyBytes = await psql(
        databaseUrl,
        `COPY (SELECT ${copyColumns} FROM tracking.training_sessions WHERE player_id = '${bigPlayer}' ${orderBy}) TO STDOUT WITH (FORMAT csv, HEADER)`,
      );
      copy.push(performance.now() - started - psqlStart);
    }
    const bigMs = median(through);
    const directMs = median(selectAll);
    const copyMs = median(copy);
    const rows = bigExportRows.toLocaleString('en');
    console.log(
      `export of ${rows} sessions (${(bytes / 1e6).toFixed(1)} MB CSV), median of ${RUNS}: ${bigMs.toFixed(0)} ms through the gateway; ` +
        `${directMs.toFixed(0)} ms SELECT * into node-pg; ${copyMs.toFixed(0)} ms COPY … TO STDOUT (FORMAT csv) through psql (${(copyBytes / 1e6).toFixed(1)} MB); ` +
        `gateway RSS before ${bigBaseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${(peak - bigBaseline).toFixed(0)} MB`,
    );
    console.log(
      `  ${rows}-session export (time): ${(directMs / bigMs).toFixed(2)}× of SELECT * into node-pg, ${(copyMs / bigMs).toFixed(2)}× of COPY`,
    );
    const cpuMedian = Object.fromEntries(Object.keys(cpu[0]).map((label) => [label, median(cpu.map((c) => c[label]))]));
    console.log(`  ${rows}-session export: ${cpuSummary(cpuMedian)} (one export, median)`);
  }
  clearInterval(sampler);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  floorStop?.();
  await pool.end();
  await portal.stopAll();
  await destroy();
}

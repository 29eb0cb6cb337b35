// Measures the API through the real gateway, NATS and services: requests per second and latency
// percentiles for the hot paths, and the cost of a login (argon2id). Starts its own portal processes
// in a fresh namespace (run `npm run build` first) and removes everything afterwards. Then the cost of
// observability: the same rows with metrics and tracing off, with the default (metrics on, tracing
// off) and with tracing on (spans exported by OTLP to a sink in this process), in one run. The floor
// (scripts/bench/floor-*.mjs, the same design without our platform code) runs beside our
// GET /api/auth/user and a one-row read, printed as ratios of its throughput.
//   BENCH_SECONDS (default 5), BENCH_CONCURRENCY (default 16), BENCH_OBSERVABILITY_ROUNDS (default 2)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  BENCH_PASSWORD,
  BrowserLikeClient,
  benchNamespace,
  cpuSummary,
  envNumber,
  smokeOr,
  ms,
  percentile,
  perSecond,
  ratio,
  runLoad,
  startFloor,
  startPortal,
} from './lib/bench-kit.mjs';

const require = createRequire(import.meta.url);
const {
  databaseUrl,
  httpRequestDuration,
  renderMetrics,
  rpcClientDuration,
  rpcServerDuration,
  startMetrics,
} = require('@portal/server-kit');
const pg = require('pg');

const seconds = envNumber('BENCH_SECONDS', 5, 1);
const concurrency = envNumber('BENCH_CONCURRENCY', 16, 2);
const observabilityRounds = envNumber('BENCH_OBSERVABILITY_ROUNDS', 2, 1);
// Processes start slowly on a shared, loaded machine; the figures are taken after they are up.
const START_TIMEOUT_MS = 120_000;

/** An OTLP/HTTP receiver that counts and drops what it gets: the collector's cost stays out of the figures. */
async function startOtlpSink() {
  let requests = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${server.address().port}`,
    stats: () => ({ requests, bytes }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Starts the bare Fastify + pg baseline as its own process (like the gateway), returns its URL and a stop function. */
async function startBareServer(postgresUrl, playerId) {
  const script = fileURLToPath(new URL('./bench/bare-training-logs-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, postgresUrl, playerId], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = await once(child.stdout, 'data');
  return { url: `http://127.0.0.1:${String(chunk).trim()}`, stop: () => child.kill('SIGTERM') };
}

async function measure(name, call) {
  return (await measureDetailed(name, call)).throughput;
}

async function measureDetailed(name, call, processes) {
  const figures = await runLoad(call, { concurrency, seconds, processes });
  console.log(
    `${name.padEnd(44)} ${perSecond(figures.rps, 6)} req/s   p50 ${ms(figures.p50, 7)} ms   p95 ${ms(figures.p95, 7)} ms   p99 ${ms(figures.p99, 7)} ms   errors ${figures.failures}${figures.cpuMsPerRequest ? `   ${cpuSummary(figures.cpuMsPerRequest)}` : ''}`,
  );
  return { throughput: figures.rps, p50: figures.p50, p99: figures.p99, cpu: figures.cpuMsPerRequest };
}

const totalCpu = (cpu) => Object.values(cpu).reduce((sum, value) => sum + value, 0);

/**
 * The cost of observability: the portal restarted in each mode on the same data, the same rows
 * measured in each, the modes interleaved over several rounds so a burst of load on the shared
 * machine does not land on one mode only. Prints the median throughput of each mode per row.
 */
async function measureObservabilityCost(benchEnv, credentials) {
  const sink = await startOtlpSink();
  const modes = [
    { name: 'metrics off, tracing off', env: { METRICS_ENABLED: 'false' } },
    { name: 'metrics on, tracing off (default)', env: {} },
    { name: 'metrics on, tracing on (OTLP sink)', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint } },
  ];
  const rows = [
    { name: 'GET /api/auth/user', call: (client) => client.get('/api/auth/user') },
    { name: 'GET /api/training-logs?limit=50', call: (client) => client.get('/api/training-logs?limit=50') },
  ];
  const results = new Map(modes.map((mode) => [mode.name, new Map(rows.map((row) => [row.name, []]))]));
  console.log(
    `\nObservability cost: ${observabilityRounds} round(s) of each mode, interleaved; load before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  try {
    for (let round = 1; round <= observabilityRounds; round += 1) {
      for (const mode of modes) {
        const portal = await startPortal({
          env: { ...benchEnv, ...mode.env },
          services: ['identity', 'tracking'],
          readyTimeoutMs: START_TIMEOUT_MS,
        });
        try {
          const client = new BrowserLikeClient(portal.baseUrl);
          await client.post('/api/auth/login', credentials);
          for (const row of rows) await row.call(client).then((response) => response.arrayBuffer()); // warm up
          for (const row of rows) {
            const figures = await measureDetailed(`[${mode.name}] ${row.name}`, () => row.call(client));
            results.get(mode.name).get(row.name).push(figures);
          }
        } finally {
          await portal.stopAll();
        }
      }
    }
  } finally {
    await sink.close();
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const baseline = results.get(modes[0].name);
  console.log('\nmedian over rounds (throughput relative to metrics and tracing off):');
  for (const row of rows) {
    const base = median(baseline.get(row.name).map((figures) => figures.throughput));
    for (const mode of modes) {
      const runs = results.get(mode.name).get(row.name);
      const throughput = median(runs.map((figures) => figures.throughput));
      console.log(
        `  ${row.name.padEnd(34)} ${mode.name.padEnd(36)} ${perSecond(throughput, 6)} req/s  p50 ${ms(median(runs.map((figures) => figures.p50)))} ms  p99 ${ms(median(runs.map((figures) => figures.p99)))} ms  ${((throughput / base) * 100).toFixed(1).padStart(6)} %`,
      );
    }
  }
  const { requests, bytes } = sink.stats();
  console.log(
    `OTLP sink received ${requests} export requests, ${Math.round(bytes / 1024)} KB; load after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

/**
 * CPU time the default (metrics on) adds to one request, measured in this process with
 * process.cpuUsage, so the machine's load barely moves it: the gateway records one HTTP observation
 * and one RPC-client observation, the service one RPC-server observation.
 */
async function measureMetricsRecordingCost() {
  startMetrics('bench');
  const iterations = smokeOr(200_000, 1000);
  const routes = ['/api/auth/user', '/api/training-logs', '/api/players/:id', '/api/roadmaps/:id'];
  const before = process.cpuUsage();
  for (let i = 0; i < iterations; i += 1) {
    const route = routes[i % routes.length];
    httpRequestDuration.observe({ method: 'GET', route, status: '200' }, 0.004);
    rpcClientDuration.observe({ subject: 'identity.user.me', outcome: 'ok' }, 0.003);
    rpcServerDuration.observe({ subject: 'identity.user.me', outcome: 'ok' }, 0.002);
  }
  const used = process.cpuUsage(before);
  const microseconds = (used.user + used.system) / iterations;
  const scrapeStarted = process.cpuUsage();
  const { body } = await renderMetrics();
  const scrape = process.cpuUsage(scrapeStarted);
  console.log(
    `metrics recording: ${microseconds.toFixed(2)} µs of CPU per request (1 HTTP + 2 RPC observations); one scrape ${((scrape.user + scrape.system) / 1000).toFixed(1)} ms CPU for ${Math.round(body.length / 1024)} KB`,
  );
}

await measureMetricsRecordingCost();
const { infra, namespace, env, destroy } = await benchNamespace();
const portal = await startPortal({
  env,
  readyTimeoutMs: START_TIMEOUT_MS,
});
let stopped = false;
try {
  const player = new BrowserLikeClient(portal.baseUrl);
  const credentials = { email: 'bench.player@club.test', password: BENCH_PASSWORD };
  await player.post('/api/auth/signup', {
    ...credentials,
    firstName: 'Bench',
    lastName: 'Player',
    dateOfBirth: '2000-01-01',
  });
  console.log(
    `API benchmark: ${seconds} s per row, ${concurrency} concurrent clients, 1 replica of each service and the gateway, client on the same 2 cores, ${namespace}`,
  );

  console.log(`load before: ${loadNow()}`);
  await measure('GET /api/health (5 pings)', () => fetch(`${portal.baseUrl}/api/health`));
  const me = await (await player.get('/api/auth/user')).json();
  const ownPlayerId = (await (await player.get('/api/players/me')).json()).id;
  const floor = await startFloor({
    natsUrl: infra.natsUrl,
    postgresUrl: databaseUrl(infra.postgresUrl, namespace),
    subject: `${namespace}.floor.user.get`,
  });
  try {
    const floorUrl = `${floor.url}/floor/users/${me.id}`;
    await fetch(floorUrl).then((response) => response.arrayBuffer()); // warm up
    const ours = { gateway: portal.processes.get('gateway').pid, identity: portal.processes.get('identity').pid };
    const floorRow = await measureDetailed(
      'floor: NestJS gateway → NATS → NestJS → pg key',
      () => fetch(floorUrl),
      floor.processes,
    );
    const userRow = await measureDetailed('GET /api/auth/user', () => player.get('/api/auth/user'), ours);
    const playerRow = await measureDetailed(
      'GET /api/players/{id} (one row)',
      () => player.get(`/api/players/${ownPlayerId}`),
      ours,
    );
    console.log(
      `against the floor: GET /api/auth/user ${ratio(userRow.throughput, floorRow.throughput, 2)}, GET /api/players/{id} ${ratio(playerRow.throughput, floorRow.throughput, 2)} of its throughput; ` +
        `CPU per request ${ratio(totalCpu(floorRow.cpu), totalCpu(userRow.cpu), 2)} and ${ratio(totalCpu(floorRow.cpu), totalCpu(playerRow.cpu), 2)} of the floor's cost (floor CPU / ours)`,
    );
  } finally {
    floor.stop();
  }
  let day = 0;
  await measure('POST /api/training-logs', () =>
    player.post('/api/training-logs', {
      date: `2026-${String((day++ % 10) + 1).padStart(2, '0')}-15`,
      type: 'game',
      wellnessRating: 4,
      notes: '',
    }),
  );
  // Item 7 of issue 8: the list with 2,000 logs, against a bare Fastify + pg endpoint in the same run.
  const playerId = (await (await player.get('/api/players/me')).json()).id;
  const postgresUrl = databaseUrl(infra.postgresUrl, namespace);
  const database = new pg.Client({ connectionString: postgresUrl });
  await database.connect();
  await database.query(
    // A Training log is stored as a session (one record, two readings); training_logs is its view.
    `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, wellness_rating, notes)
     SELECT $1, day, trim(to_char(day, 'Day')), kind, kind, 1 + n % 5, 'Session notes number ' || n
       FROM generate_series(1, 2000 - (SELECT count(*) FROM tracking.training_sessions WHERE player_id = $1)::int) AS n
       CROSS JOIN LATERAL (SELECT DATE '2026-11-20' - (n % 700) AS day,
                                  (ARRAY['Team','Individual','Game','Other'])[1 + n % 4] AS kind) x`,
    [playerId],
  );
  await database.end();
  const listed = await (await player.get('/api/training-logs')).json();
  const bytes = JSON.stringify(listed).length;
  const throughGateway = await measure(`GET /api/training-logs (2000 stored, ${listed.length} sent)`, () =>
    player.get('/api/training-logs'),
  );
  await measure('GET /api/training-logs?limit=50 (a page)', () => player.get('/api/training-logs?limit=50'));
  const bare = await startBareServer(postgresUrl, playerId);
  try {
    const baseline = await measure(`bare Fastify + pg, same ${listed.length} rows`, () =>
      fetch(`${bare.url}/training-logs`),
    );
    console.log(
      `list through the portal / bare endpoint: ${ratio(throughGateway, baseline, 2)} of the bare throughput (body ${Math.round(bytes / 1024)} KB)`,
    );
  } finally {
    bare.stop();
  }

  const logins = [];
  for (let i = 0; i < smokeOr(20, 2); i += 1) {
    const started = performance.now();
    await new BrowserLikeClient(portal.baseUrl).post('/api/auth/login', credentials);
    logins.push(performance.now() - started);
  }
  logins.sort((a, b) => a - b);
  console.log(
    `login (argon2id t=2 m=19MiB), sequential: p50 ${percentile(logins, 50).toFixed(1)} ms, max ${logins.at(-1).toFixed(1)} ms`,
  );
  console.log(`load after: ${loadNow()}`);

  await portal.stopAll();
  stopped = true;
  await measureObservabilityCost(env, credentials);
} finally {
  if (!stopped) await portal.stopAll();
  await destroy();
}

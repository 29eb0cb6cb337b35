// Measures the API through the real gateway, NATS and services: requests per second and latency
// percentiles for the hot paths, and the cost of a login (argon2id). Starts its own portal processes
// in a fresh namespace (run `npm run build` first) and removes everything afterwards.
//   BENCH_SECONDS (default 5), BENCH_CONCURRENCY (default 16)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { databaseUrl } = require('@portal/server-kit');
const pg = require('pg');
const {
  BrowserLikeClient,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  startPortal,
} = require('@portal/server-kit/testing');

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Starts the bare Fastify + pg baseline as its own process (like the gateway), returns its URL and a stop function. */
async function startBareServer(postgresUrl, playerId) {
  const script = fileURLToPath(new URL('./bench/bare-training-logs-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, postgresUrl, playerId], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = await once(child.stdout, 'data');
  return { url: `http://127.0.0.1:${String(chunk).trim()}`, stop: () => child.kill('SIGTERM') };
}

async function measure(name, call) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await call();
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const throughput = latencies.length / seconds;
  const fmt = (value) => value.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(44)} ${String(Math.round(latencies.length / seconds)).padStart(6)} req/s   p50 ${fmt(percentile(latencies, 50))} ms   p95 ${fmt(percentile(latencies, 95))} ms   p99 ${fmt(percentile(latencies, 99))} ms   errors ${failures}`,
  );
  return throughput;
}

const infra = await resolveTestInfra();
const namespace = createTestNamespace('bench');
const portal = await startPortal({
  env: { ...namespaceEnv(namespace, infra), LOG_LEVEL: 'info' },
  gatewayEnv: {
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
  },
});
try {
  const player = new BrowserLikeClient(portal.baseUrl);
  const credentials = { email: 'bench.player@club.test', password: 'Bench-Pass-2026!' };
  await player.post('/api/auth/signup', { ...credentials, firstName: 'Bench', lastName: 'Player' });
  console.log(
    `API benchmark: ${seconds} s per row, ${concurrency} concurrent clients, 1 replica of each service and the gateway, client on the same 2 cores, ${namespace}`,
  );

  await measure('GET /api/health (5 pings)', () => fetch(`${portal.baseUrl}/api/health`));
  await measure('GET /api/auth/user', () => player.get('/api/auth/user'));
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
    `INSERT INTO tracking.training_logs (player_id, date, type, wellness_rating, notes)
     SELECT $1, DATE '2026-11-20' - (n % 700), (ARRAY['team_training','individual_training','game','other'])[1 + n % 4],
            1 + n % 5, 'Session notes number ' || n
       FROM generate_series(1, 2000 - (SELECT count(*) FROM tracking.training_logs WHERE player_id = $1)::int) AS n`,
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
      `list through the portal / bare endpoint: ${(throughGateway / baseline).toFixed(2)} of the bare throughput (body ${Math.round(bytes / 1024)} KB)`,
    );
  } finally {
    bare.stop();
  }

  const logins = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await new BrowserLikeClient(portal.baseUrl).post('/api/auth/login', credentials);
    logins.push(performance.now() - started);
  }
  logins.sort((a, b) => a - b);
  console.log(
    `login (argon2id t=2 m=19MiB), sequential: p50 ${percentile(logins, 50).toFixed(1)} ms, max ${logins.at(-1).toFixed(1)} ms`,
  );
} finally {
  await portal.stopAll();
  await destroyNamespace(namespace, infra);
}

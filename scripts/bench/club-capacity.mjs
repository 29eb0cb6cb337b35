// Capacity at club scale (issue 27), the last part of bench:club: virtual players and coaches of the
// seeded clubs walk through their main pages with think time between pages, in steps of more and more
// concurrent users, until the p95 of a step passes BENCH_CAPACITY_P95_MS (300) or a request fails. Prints
// each step with every process's CPU (from /proc, in cores) and the largest number of concurrent users
// the machine served within the target, which docs/operations.md turns into users per replica.
//
// Sessions are minted in the session store with the actor identity gives each account at sign-in (the
// same record a login writes), so thousands of users do not spend minutes in argon2; one player and one
// coach are signed in for real first and must see the same user as their minted twins.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BrowserLikeClient, SMOKE, envNumber, ms, percentile, perSecond, processCpuMs } from '../lib/bench-kit.mjs';

const require = createRequire(import.meta.url);
const { SessionStore } = require('@portal/server-kit');
const IORedis = require('ioredis');

const STEPS = (process.env.BENCH_CAPACITY_STEPS ?? (SMOKE ? '2' : '25,50,100,200,400,800,1200,1600,2400'))
  .split(',')
  .map(Number)
  .filter((value) => value > 0);
const stepSeconds = envNumber('BENCH_CAPACITY_STEP_SECONDS', 20, 1);
const warmSeconds = envNumber('BENCH_CAPACITY_WARM_SECONDS', 4, 0.5);
const thinkMinMs = envNumber('BENCH_THINK_MIN_MS', 2000, 100);
const thinkMaxMs = envNumber('BENCH_THINK_MAX_MS', 8000, 200);
const p95TargetMs = envNumber('BENCH_CAPACITY_P95_MS', 300);
/** One coach for every COACH_EVERY users (a squad of 25 has a coach or two; staff read more pages). */
const COACH_EVERY = 5;
const SESSION_COOKIE = 'portal_sid';

/** A deterministic stream of numbers in [0, 1) (mulberry32), so two runs send the same journeys. */
function randomStream(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mondayOf(date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The pages a player opens in a visit: dashboard, roadmap, training, videos, the bell; and logs a session. */
function playerJourney(weekStart, yesterday) {
  return [
    ['GET /api/auth/user', (client) => client.get('/api/auth/user')],
    ['GET /api/progress-dashboard', (client) => client.get(`/api/progress-dashboard?weekStart=${weekStart}`)],
    ['GET /api/assignments', (client) => client.get('/api/assignments')],
    ['GET /api/training-logs', (client) => client.get('/api/training-logs?limit=50')],
    [
      'POST /api/training-logs',
      (client) =>
        client.post('/api/training-logs', {
          date: yesterday,
          type: 'team_training',
          wellnessRating: 4,
          minutes: 60,
          notes: 'Capacity run',
        }),
    ],
    ['GET /api/videos (player)', (client) => client.get('/api/videos?limit=12')],
    ['GET /api/notifications (player)', (client) => client.get('/api/notifications')],
  ];
}

/** A coach's round: home, the squad's players, the review queue, videos, the bell, one player's progress. */
function coachJourney(weekStart, playerId) {
  return [
    ['GET /api/auth/user', (client) => client.get('/api/auth/user')],
    ['GET /api/coach/home', (client) => client.get('/api/coach/home')],
    ['GET /api/admin/players', (client) => client.get('/api/admin/players?page=1&pageSize=25')],
    ['GET /api/reviews', (client) => client.get('/api/reviews')],
    ['GET /api/videos (coach)', (client) => client.get('/api/videos?limit=25')],
    ['GET /api/notifications (coach)', (client) => client.get('/api/notifications')],
    [
      'GET /api/progress-dashboard (coach)',
      (client) => client.get(`/api/progress-dashboard?playerId=${playerId}&weekStart=${weekStart}`),
    ],
  ];
}

/** CPU (ms) used so far by each PostgreSQL process, by pid: the database's share of the machine. */
function postgresCpuMs() {
  const used = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      used.set(entry, processCpuMs(Number(entry)));
    } catch {
      // The process ended while we looked.
    }
  }
  return used;
}

/** CPU PostgreSQL used between two readings; a connection opened meanwhile counts from zero. */
function postgresCpuBetween(before, after) {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

function cpuSnapshot(processes) {
  return {
    at: performance.now(),
    client: process.cpuUsage(),
    postgres: postgresCpuMs(),
    processes: Object.fromEntries(Object.entries(processes).map(([label, pid]) => [label, processCpuMs(pid)])),
  };
}

/** Cores each process used between two snapshots (1.00 = one core busy all the time). */
function coresBetween(before, after) {
  const elapsed = after.at - before.at;
  const client = process.cpuUsage(before.client);
  const cores = Object.fromEntries(
    Object.keys(before.processes).map((label) => [label, (after.processes[label] - before.processes[label]) / elapsed]),
  );
  cores.postgres = postgresCpuBetween(before.postgres, after.postgres) / elapsed;
  cores['bench client'] = (client.user + client.system) / 1000 / elapsed;
  return cores;
}

/**
 * Runs the stepped capacity test against a running portal whose clubs `seeded` describes (bench:club's
 * seedClubs). Returns the largest step within the target and the cores each process used in it.
 */
export async function measureCapacity({ portal, env, namespace, seeded }) {
  const redis = new IORedis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
  const sessions = new SessionStore(redis, namespace);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const weekStart = mondayOf(new Date());
  const squads = seeded.flatMap((club) => club.squads.map((squad) => ({ ...squad, clubId: club.id })));
  const processes = Object.fromEntries([...portal.processes].map(([label, running]) => [label, running.pid]));

  /** The n-th virtual user: every COACH_EVERY-th a coach of a squad, the rest players, spread over clubs. */
  const userSpec = (n) => {
    const squad = squads[n % squads.length];
    if (n % COACH_EVERY === 0) {
      return {
        actor: { userId: squad.coach.id, role: 'coach', clubId: squad.clubId, squadIds: [squad.id] },
        journey: coachJourney(weekStart, squad.playerIds[0].playerId),
      };
    }
    const member = squad.playerIds[Math.floor(n / squads.length) % squad.playerIds.length];
    return {
      actor: { userId: member.userId, role: 'player', clubId: squad.clubId, playerId: member.playerId },
      journey: playerJourney(weekStart, yesterday),
    };
  };

  const clientFor = async (actor) => {
    const client = new BrowserLikeClient(portal.baseUrl);
    client.setCookie(SESSION_COOKIE, await sessions.create(actor));
    return client;
  };

  // The minted sessions must be what a sign-in gives: same user, same scope.
  for (const n of [0, 1]) {
    const { actor } = userSpec(n);
    const me = await (await (await clientFor(actor)).get('/api/auth/user')).json();
    if (me.id !== actor.userId || me.role !== actor.role)
      throw new Error(`minted session of ${actor.role} is not theirs`);
  }

  let recording = false;
  let latencies = [];
  let failures = 0;
  let failedPages = new Map();
  let stopping = false;
  const running = [];
  const startUser = async (n) => {
    const { actor, journey } = userSpec(n);
    const client = await clientFor(actor);
    const random = randomStream(n + 1);
    let page = Math.floor(random() * journey.length);
    // Users arrive spread over the first think time, not all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, random() * thinkMaxMs));
    while (!stopping) {
      const started = performance.now();
      const [name, open] = journey[page % journey.length];
      let outcome;
      try {
        const response = await open(client);
        await response.arrayBuffer();
        outcome = response.ok ? undefined : String(response.status);
      } catch (error) {
        outcome = error instanceof Error ? error.message : 'failed';
      }
      if (recording) {
        latencies.push(performance.now() - started);
        if (outcome) {
          failures += 1;
          const key = `${name} ${outcome}`;
          failedPages.set(key, (failedPages.get(key) ?? 0) + 1);
        }
      }
      page += 1;
      await new Promise((resolve) => setTimeout(resolve, thinkMinMs + random() * (thinkMaxMs - thinkMinMs)));
    }
  };

  console.log(
    `\nCapacity: virtual users (1 coach : ${COACH_EVERY - 1} players) walk their main pages with ${thinkMinMs / 1000}–${thinkMaxMs / 1000} s think time; ` +
      `steps of ${stepSeconds} s after ${warmSeconds} s to settle, until p95 > ${p95TargetMs} ms or a request fails`,
  );
  let best;
  try {
    for (const users of STEPS) {
      while (running.length < users) running.push(startUser(running.length));
      await new Promise((resolve) => setTimeout(resolve, warmSeconds * 1000));
      latencies = [];
      failures = 0;
      failedPages = new Map();
      const before = cpuSnapshot(processes);
      recording = true;
      await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000));
      recording = false;
      const cores = coresBetween(before, cpuSnapshot(processes));
      latencies.sort((a, b) => a - b);
      const p95 = percentile(latencies, 95);
      const rps = latencies.length / stepSeconds;
      const within = p95 <= p95TargetMs && failures === 0;
      const coreText = Object.entries(cores)
        .map(([label, value]) => `${label} ${value.toFixed(2)}`)
        .join(', ');
      console.log(
        `  ${String(users).padStart(5)} users: ${perSecond(rps, 6)} req/s p50 ${ms(percentile(latencies, 50))} ms p95 ${ms(p95)} ms errors ${failures} ${within ? '' : '(past the target) '}| cores: ${coreText}`,
      );
      if (failures > 0) {
        console.log(`         failed: ${[...failedPages].map(([key, count]) => `${key} ×${count}`).join(', ')}`);
      }
      if (!within) break;
      best = { users, rps, p95, cores };
    }
  } finally {
    stopping = true;
    await Promise.allSettled(running);
    redis.disconnect();
  }
  if (!best) {
    console.log(`  capacity: not even ${STEPS[0]} users were served within the target on this machine`);
    return undefined;
  }
  console.log(
    `  capacity: ${best.users} concurrent users (${perSecond(best.rps, 1)} req/s, p95 ${ms(best.p95, 1)} ms) on this machine; per core of each process at that load:`,
  );
  for (const [label, used] of Object.entries(best.cores)) {
    if (label === 'bench client') continue;
    console.log(
      `    ${label.padEnd(10)} ${used.toFixed(2)} cores → ${Math.round(best.users / Math.max(used, 0.01))} users per core`,
    );
  }
  return best;
}

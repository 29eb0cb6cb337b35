// Calls benchmark (issues 16 and 27): BENCH_COACHES coaches (default 50) with 4 weeks of bookings (every
// other slot of 09:00–17:00 UTC, every day), then p50/p95 and req/s of the free-slot query and of booking
// through the gateway and as roadmap's RPC at BENCH_CONCURRENCY clients (default 16), each beside the bare
// SQL in the same run and beside the floor (issue 27: a minimal NestJS gateway → NATS → NestJS service → pg
// with none of our platform code, scripts/bench/floor-*.mjs) running that SQL, and BENCH_RACERS players
// (default 50) booking one slot at once: exactly one must succeed. What each floor and bare row runs:
// - free slots: the one statement roadmap runs (slotsSql);
// - booking, "booking's statements": the statements roadmap's CallsService.book runs for the bench's
//   player, recorded from the built service itself (apps/roadmap/dist) run over the bench's pool: the
//   reads it awaits together (its scope lookup, and the coach's calendar with the player's contact from
//   roadmap's copy; the player's own access check runs none), each on its own connection, then its
//   transaction (the INSERT taking the coach's calendar lock, the outbox INSERT), committed, booking
//   real free slots of their own as the portal rows do. The
//   floor and bare rows' events go into roadmap.bench_floor_outbox, a copy of roadmap's outbox made for
//   the run, so roadmap's relay publishes none of them; their calls (by the slots they booked) and
//   that table are removed after the booking rows. The portal's booking ratios are against these rows;
// - booking, "one INSERT": the earlier floor, kept for comparison: a single INSERT undone (a DO block on
//   the floor, a rolled-back transaction as bare SQL), less work than a booking.
// Each path first runs BENCH_WARMUP unmeasured calls (default 100), so no measured row pays for the first
// compilation.
// BENCH_PROFILE_DIR=<dir> runs roadmap and the gateway under `node --cpu-prof` into that folder and
// prints, per measured row, the functions with the most self time in each profiled process.
// Run `npm run build` first.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile, readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  AppProcess,
  BENCH_PASSWORD,
  BrowserLikeClient,
  benchNamespace,
  defaultClub,
  envNumber,
  ms,
  perSecond,
  ratio,
  runLoad,
  seedMemberships,
  startFloor,
  waitFor,
} from './lib/bench-kit.mjs';
import { runSequence } from './bench/sequence.mjs';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const {
  OutboxWriter,
  PlayerAccess,
  RpcClient,
  ScopeRowsRepository,
  connectNats,
  createLogger,
  runWithRequestId,
} = require('@portal/server-kit');
const { CallsService } = require('../apps/roadmap/dist/calls/calls.service.js');
const { CallRepository } = require('../apps/roadmap/dist/calls/call.repository.js');
const { freePort, resolveTestInfra, testRpcSigner } = require('@portal/server-kit/testing');

const coaches = envNumber('BENCH_COACHES', 50, 2);
const racers = envNumber('BENCH_RACERS', 50, 3);
const samples = envNumber('BENCH_SAMPLES', 200, 5);
const concurrency = envNumber('BENCH_CONCURRENCY', 16, 2);
const warmup = envNumber('BENCH_WARMUP', 100, 2);
const profileDir = process.env.BENCH_PROFILE_DIR;

/** CPU ms a process has used (utime + stime, in clock ticks of 10 ms). */
async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/**
 * CPU ms of each process (label → pid: the portal's, the floor's), of this benchmark's own client and
 * of each PostgreSQL backend serving this namespace's database, by pid.
 */
async function namespaceCpu(pids, namespace) {
  const used = new Map();
  for (const [label, pid] of pids) used.set(String(pid), { key: label, ms: await cpuMs(pid) });
  const client = process.cpuUsage();
  used.set('client', { key: 'client', ms: (client.user + client.system) / 1000 });
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const title = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (title.startsWith('postgres:') && title.includes(` ${namespace} `)) {
      const ms = await cpuMs(entry).catch(() => undefined);
      if (ms !== undefined) used.set(entry, { key: 'postgres', ms });
    }
  }
  return used;
}
let cpuOf = async () => new Map();
/** With BENCH_PROFILE_DIR: each measured row's span on the monotonic clock the .cpuprofile timestamps use (µs). */
const profileWindows = [];
/**
 * `count` calls at `concurrency` clients, with the CPU each process spent per call (a figure the
 * machine's load barely moves, unlike latency): `cpu` is ms per call by process; a backend that ended
 * during the run is missed, one that started counts from zero.
 */
async function measure(label, count, call) {
  const before = await cpuOf();
  const started = process.hrtime.bigint() / 1000n;
  const load = await runLoad(call, { concurrency, count });
  if (profileDir) profileWindows.push({ label, from: Number(started), to: Number(process.hrtime.bigint() / 1000n) });
  const after = await cpuOf();
  const cpu = {};
  for (const [pid, { key, ms }] of after) cpu[key] = (cpu[key] ?? 0) + (ms - (before.get(pid)?.ms ?? 0)) / load.n;
  return { ...load, cpu };
}
/** `count` unmeasured calls: every process compiles its hot path before the first measured row. */
const warmUp = (count, call) => runLoad(call, { concurrency, count });
const cpuText = (cpu) => {
  const used = Object.entries(cpu).filter(([, value]) => value > 0);
  const total = used.reduce((sum, [, value]) => sum + value, 0);
  return `${used.map(([key, value]) => `${key} ${value.toFixed(2)}`).join(', ')} = ${total.toFixed(2)}`;
};
const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const figures = (load, unit) =>
  `p50 ${ms(load.p50)} ms  p95 ${ms(load.p95)} ms  ${perSecond(load.rps)} ${unit} (n ${load.n}, errors ${load.failures})` +
  `   CPU ms per call: ${cpuText(load.cpu)}`;
/**
 * One path: through the gateway, straight to roadmap over NATS (no gateway), the floor running the bare
 * SQL and the bare SQL, with the throughput ratios (portal/floor: what our platform costs over the
 * design; floor/SQL: what the design costs over the query).
 */
const row = (name, gateway, service, floor, sql) =>
  console.log(
    `${name}\n  gateway      ${ratio(gateway.rps, sql.rps, 2)}× SQL, ${ratio(gateway.rps, floor.rps, 2)}× floor   ${figures(gateway, 'req/s')}\n` +
      `  roadmap RPC  ${ratio(service.rps, sql.rps, 2)}× SQL, ${ratio(service.rps, floor.rps, 2)}× floor   ${figures(service, 'req/s')}\n` +
      `  floor        ${ratio(floor.rps, sql.rps, 2)}× SQL               ${figures(floor, 'req/s')}\n` +
      `  bare SQL                            ${figures(sql, 'q/s  ')}`,
  );

/**
 * Booking with two floors and two bare SQL rows: the booking's own statements (what the portal rows are
 * measured against) and the earlier one INSERT undone, printed below them so nothing is hidden.
 */
function bookingRow(name, { gateway, service, floorSequence, sqlSequence, floor, sql }) {
  const against = (load) =>
    `${ratio(load.rps, sqlSequence.rps, 2)}× SQL, ${ratio(load.rps, floorSequence.rps, 2)}× floor ` +
    `(one INSERT: ${ratio(load.rps, sql.rps, 2)}× SQL, ${ratio(load.rps, floor.rps, 2)}× floor)`;
  const line = (label, ratios, load, unit) => `  ${label.padEnd(32)}${ratios.padEnd(62)}${figures(load, unit)}`;
  console.log(
    [
      name,
      line('gateway', against(gateway), gateway, 'req/s'),
      line('roadmap RPC', against(service), service, 'req/s'),
      line(
        "floor, booking's statements",
        `${ratio(floorSequence.rps, sqlSequence.rps, 2)}× SQL`,
        floorSequence,
        'req/s',
      ),
      line("bare SQL, booking's statements", '', sqlSequence, 'q/s  '),
      line('floor, one INSERT', `${ratio(floor.rps, sql.rps, 2)}× SQL (one INSERT)`, floor, 'req/s'),
      line('bare SQL, one INSERT', '', sql, 'q/s  '),
    ].join('\n'),
  );
}

/**
 * The statements roadmap's CallsService.book runs, recorded by running the built service (its
 * repositories, PlayerAccess and OutboxWriter as roadmap wires them) over `pool`: `parallel`, what it
 * runs on the data source (the lookups it awaits together), and `transaction`, what it runs on the
 * transaction's manager, which is rolled back, so recording books nothing. Each statement with the
 * parameters roadmap built (the outbox's event ids are fresh each time; the request id is a fresh one,
 * as the RPC transport gives each request; tracing is off).
 */
function bookingRecorder(pool) {
  let recorded;
  const recording =
    (list, client) =>
    async (sql, params = []) => {
      list.push({ sql, params });
      return (await client.query(sql, params)).rows;
    };
  const dataSource = {
    query: (sql, params) => recording(recorded.parallel, pool)(sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        return await work({
          queryRunner: { isTransactionActive: true },
          query: recording(recorded.transaction, client),
        });
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    },
  };
  const scopeRows = new ScopeRowsRepository(dataSource, 'roadmap');
  // The bench waits for roadmap's copy of the booker's contact, so a booking never asks identity.
  const identityContact = {
    of: () => Promise.reject(new Error("the booker's contact is not in roadmap's copy")),
  };
  const calls = new CallsService(
    dataSource,
    new CallRepository(dataSource),
    new OutboxWriter('roadmap'),
    identityContact,
    new PlayerAccess(scopeRows),
    scopeRows,
  );
  return async (actor, request) => {
    recorded = { parallel: [], transaction: [] };
    await runWithRequestId(randomUUID(), () => calls.book(actor, request));
    return recorded;
  };
}

/** The bench's copy of roadmap's outbox, which the floor and bare booking rows write their events into. */
const BENCH_OUTBOX = '"roadmap"."bench_floor_outbox"';
/** A recorded booking with its event written to BENCH_OUTBOX instead of roadmap's outbox. */
function intoBenchOutbox({ parallel, transaction }) {
  if (!transaction.some(({ sql }) => sql.includes('"roadmap"."outbox_events"')))
    throw new Error("the recorded booking wrote no event into roadmap's outbox");
  return {
    parallel,
    transaction: transaction.map(({ sql, params }) => ({
      sql: sql.replaceAll('"roadmap"."outbox_events"', BENCH_OUTBOX),
      params,
    })),
  };
}

/** identity, roadmap and the gateway, as startPortal starts them; roadmap and the gateway profiled with BENCH_PROFILE_DIR. */
async function startCallsPortal(env) {
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const processes = new Map();
  const stopAll = () => Promise.all([...processes.values()].map((app) => app.stop()));
  try {
    // identity migrates first (it creates the database), then roadmap.
    processes.set('identity', await AppProcess.start({ app: 'identity', env }));
    processes.set('roadmap', await AppProcess.start({ app: 'roadmap', env, nodeArgs }));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const gatewayEnv = { ...env, PORT: String(port), PUBLIC_URL: baseUrl };
    processes.set('gateway', await AppProcess.start({ app: 'gateway', env: gatewayEnv, nodeArgs }));
    return { baseUrl, processes, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

const SEED = `
  INSERT INTO roadmap.call_availability (coach_user_id, coach_name, time_zone, weekly_hours, call_minutes,
      buffer_minutes, minimum_notice_hours)
    SELECT gen_random_uuid(), 'Coach ' || n, 'UTC',
      (SELECT jsonb_agg(jsonb_build_object('weekday', d, 'start', '09:00', 'end', '17:00')) FROM generate_series(0, 6) d),
      30, 0, 1
    FROM generate_series(1, $1::int) n;
  INSERT INTO roadmap.calls (coach_user_id, player_id, player_name, starts_at, ends_at, booked_by)
    SELECT a.coach_user_id, gen_random_uuid(), 'Seeded player', s, s + interval '30 minutes', a.coach_user_id
    FROM roadmap.call_availability a
    CROSS JOIN generate_series(date_trunc('day', now()) + interval '2 days 9 hours',
                               date_trunc('day', now()) + interval '27 days 16 hours', interval '1 hour') s
    WHERE extract(hour FROM s) BETWEEN 9 AND 16;
  ANALYZE roadmap.call_availability; ANALYZE roadmap.calls;`;

/**
 * Where each profiled process spent its time during each measured row it served (BENCH_PROFILE_DIR):
 * self time summed by function and by package or file, the largest first (native frames, such as
 * socket writes and the garbage collector, by name).
 */
async function printProfiles(pids, top = 12) {
  const files = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
  const where = (url) =>
    url
      .replace(/^file:\/\//, '')
      .replace(/^.*node_modules\//, '')
      .replace(`${process.cwd()}/`, '');
  const packageOf = (file) =>
    (file.startsWith('@') ? file.split('/').slice(0, 2) : file.split('/').slice(0, 1)).join('/');
  const largest = (sums, busy) =>
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, spent]) => `  ${((100 * spent) / busy).toFixed(1).padStart(5)}%  ${key}`)
      .join('\n');
  for (const [label, pid] of pids) {
    const file = files.find((name) => name.includes(`.${pid}.`));
    if (!file) continue;
    const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8'));
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    for (const window of profileWindows) {
      const byFunction = new Map();
      const byFile = new Map();
      let busy = 0;
      let time = profile.startTime;
      profile.samples.forEach((id, index) => {
        time += profile.timeDeltas[index];
        const spent = profile.timeDeltas[index + 1] ?? 0;
        const frame = frames.get(id);
        if (time < window.from || time > window.to || frame.functionName === '(idle)') return;
        const source = frame.url ? where(frame.url) : '';
        const name = `${frame.functionName || '(anonymous)'}${source ? ` ${source}:${frame.lineNumber + 1}` : ' (native)'}`;
        const group = !source ? '(native)' : frame.url.includes('node_modules') ? packageOf(source) : source;
        byFunction.set(name, (byFunction.get(name) ?? 0) + spent);
        byFile.set(group, (byFile.get(group) ?? 0) + spent);
        busy += spent;
      });
      // A process the row does not go through (roadmap under the floor) has nothing to show.
      if (busy < 0.1 * (window.to - window.from)) continue;
      console.log(
        `\n${label} during ${window.label}: busy ${(busy / 1000).toFixed(0)} ms of ${((window.to - window.from) / 1000).toFixed(0)} ms`,
      );
      console.log(`${largest(byFunction, busy)}\n  by package or file:\n${largest(byFile, busy)}`);
    }
  }
}

const { namespace, env, databaseUrl, destroy } = await benchNamespace();
const portal = await startCallsPortal(env);
const pids = new Map([...portal.processes].map(([label, app]) => [label, app.pid]));
cpuOf = () => namespaceCpu(pids, namespace);
const pool = new Pool({ connectionString: databaseUrl, max: concurrency });
// Roadmap's RPCs called as the gateway calls them (a signed actor), to tell the service's share from the gateway's.
const nats = await connectNats((await resolveTestInfra()).natsUrl, 'bench-calls', createLogger('bench', 'silent'));
const rpc = new RpcClient(nats, namespace, 30_000, testRpcSigner());
let floor;
try {
  const signUp = async (name) => {
    const browser = new BrowserLikeClient(portal.baseUrl);
    const response = await browser.post('/api/auth/signup', {
      email: `${name}@bench.test`,
      password: BENCH_PASSWORD,
      firstName: name,
      lastName: 'Bench',
      dateOfBirth: '2000-01-01',
    });
    if (response.status !== 201) throw new Error(`signup ${name}: ${response.status}`);
    return browser;
  };
  /**
   * Booking places a player by roadmap's copy of identity's memberships, fed by the sign-up's event:
   * wait until it holds every account named `prefix…`, or a loaded machine books for a player in no club
   * yet ('This coach does not take bookings yet', 404).
   */
  const awaitRoadmapPlayers = (prefix, count) =>
    waitFor(
      async () => {
        const { rows } = await pool.query(
          `SELECT count(*)::int AS n FROM roadmap.scope_players s JOIN identity.users u ON u.id = s.user_id
             JOIN roadmap.player_contacts c ON c.player_id = s.player_id
            WHERE u.email LIKE $1`,
          [`${prefix}%@bench.test`],
        );
        return rows[0].n >= count;
      },
      { timeoutMs: 60_000, what: `roadmap's copies of ${count} ${prefix} membership(s) and contact(s)` },
    );
  const player = await signUp('booker');
  await awaitRoadmapPlayers('booker', 1);
  const { rows: bookers } = await pool.query(
    `SELECT u.id AS "userId", p.id AS "playerId" FROM identity.users u JOIN identity.players p ON p.user_id = u.id
      WHERE u.email = 'booker@bench.test'`,
  );
  const booker = { actor: { userId: bookers[0].userId, role: 'player', playerId: bookers[0].playerId } };
  await pool.query(SEED.replaceAll('$1::int', String(coaches)));
  const { rows: sizes } = await pool.query(`SELECT count(*)::int AS calls FROM roadmap.calls`);
  const { rows: coachRows } = await pool.query(`SELECT coach_user_id AS id FROM roadmap.call_availability`);
  const coachIds = coachRows.map((item) => item.id);
  // The seeded coaches are staff of the default club (where players sign up), coaching 'All players'.
  const club = await defaultClub(pool);
  await seedMemberships(pool, {
    clubId: club.clubId,
    staff: coachIds.map((userId) => ({ userId, role: 'coach', squadIds: [club.squadId] })),
    schemas: ['roadmap'],
  });

  const slotsSql = `SELECT starts_at, ends_at FROM roadmap.calls WHERE coach_user_id = $1 AND status = 'booked'
    AND starts_at < now() + interval '29 days' AND ends_at > now() - interval '1 day'`;
  // The one-INSERT booking rows (the earlier floor, less work than a booking; kept for comparison): the
  // bare SQL runs the INSERT in a transaction rolled back, at a random minute 40 to 110 days ahead (past
  // every seeded and offered slot, and two concurrent inserts of one coach almost never overlap, which
  // PostgreSQL may abort as a deadlock), so each run leaves the calendar as it found it. The floor's page
  // answers one statement, so it runs the same INSERT in a DO block whose inner block then raises, which
  // rolls the INSERT back (a subtransaction; the coach is a literal, as a DO block takes no parameters):
  // the same write, undone, in one round trip.
  const bookSql = (coach) =>
    `INSERT INTO roadmap.calls (coach_user_id, player_id, player_name, starts_at, ends_at, booked_by)
     SELECT ${coach}, gen_random_uuid(), 'SQL', slot.at, slot.at + interval '30 minutes', ${coach}
       FROM (SELECT date_trunc('day', now()) + interval '40 days' + floor(random() * 100000) * interval '1 minute' AS at) AS slot`;
  const undoneInOneStatement = (sql) =>
    `DO $$ BEGIN ${sql}; RAISE EXCEPTION 'undo'; EXCEPTION WHEN raise_exception THEN NULL; END $$`;
  const literal = (uuid) => `'${uuid.replace(/[^0-9a-f-]/gi, '')}'::uuid`;

  // Free slots to book (the seeded grid leaves every :30 slot free), handed out coach after coach: the 16
  // clients book 16 different coaches at once, as the SQL baseline inserts (a coach's bookings queue on
  // their calendar lock, which the bare INSERT does not take). Four paths book them: the gateway, roadmap's
  // RPC, and the floor and bare SQL running the booking's statements.
  const perCoach = Math.ceil((4 * (warmup + samples)) / coachIds.length) + 1;
  const offered = [];
  for (const coachUserId of coachIds) {
    const { slots } = await (await player.get(`/api/calls/coaches/${coachUserId}/slots`)).json();
    offered.push(slots.slice(0, perCoach).map((slot) => ({ coachUserId, startsAt: slot.startsAt })));
  }
  const takeSlots = (count) =>
    Array.from({ length: count }, (_, index) => offered[index % offered.length].shift()).filter(Boolean);
  // The booking's own statements for each of the floor's and the bare SQL's slots (warm-up ones first),
  // as roadmap's RPC is asked (the bench's player booking for themself); the slots are kept so that
  // these rows' calls can be removed afterwards.
  const recordBooking = bookingRecorder(pool);
  const sequenceSlots = [];
  const recordBookings = async () => {
    const sequences = [];
    for (const slot of takeSlots(warmup + samples)) {
      const request = { ...slot, playerId: booker.actor.playerId, playerTimeZone: null };
      sequences.push(intoBenchOutbox(await recordBooking(booker.actor, request)));
      sequenceSlots.push(slot);
    }
    return sequences;
  };
  const floorBookings = await recordBookings();
  const sqlBookings = await recordBookings();
  const shape = floorBookings[0];
  await pool.query(`CREATE TABLE ${BENCH_OUTBOX} (LIKE "roadmap"."outbox_events" INCLUDING ALL);
    CREATE SEQUENCE "roadmap"."bench_floor_outbox_seq" OWNED BY ${BENCH_OUTBOX}."seq";
    ALTER TABLE ${BENCH_OUTBOX} ALTER COLUMN "seq" SET DEFAULT nextval('"roadmap"."bench_floor_outbox_seq"')`);

  // The same design without our platform code (scripts/bench/floor-*.mjs), serving the bare SQL.
  floor = await startFloor({
    natsUrl: env.NATS_URL,
    postgresUrl: databaseUrl,
    subject: `${namespace}.floor.user.get`,
    pages: Object.fromEntries(
      coachIds.flatMap((coachUserId, index) => [
        [`slots-${index}`, { sql: slotsSql, params: [coachUserId] }],
        [`book-${index}`, { sql: undoneInOneStatement(bookSql(literal(coachUserId))), params: [] }],
      ]),
    ),
    sequences: Object.fromEntries(floorBookings.map((sequence, index) => [`book-${index}`, sequence])),
  });
  pids.set('floor-gateway', floor.processes.gateway);
  pids.set('floor-service', floor.processes.service);
  console.log(
    `Calls benchmark: ${coaches} coaches, ${sizes[0].calls} booked calls over 4 weeks; ${concurrency} concurrent clients, ${samples} calls a row after ${warmup} unmeasured, one replica each, client on the same machine; ${namespace}`,
  );
  console.log(
    'CPU ms per call: each process of the row, this client and the namespace database (postgres); NATS and Redis not counted',
  );
  console.log(
    `booking's statements (recorded from roadmap's CallsService.book): ${shape.parallel.length} in parallel, then ${shape.transaction.length} in a transaction, committed`,
  );

  console.log(`load before: ${loadNow()}`);
  const coachOf = (index) => coachIds[index % coachIds.length];
  const slotsPaths = {
    gateway: async (index) => {
      const response = await player.get(`/api/calls/coaches/${coachOf(index)}/slots`);
      await response.arrayBuffer();
      return response.ok;
    },
    service: async (index) => {
      await rpc.call('roadmap.call.slots', { coachUserId: coachOf(index) }, booker);
      return true;
    },
    floor: (index) => fetch(`${floor.url}/floor/pages/slots-${index % coachIds.length}`),
    sql: async (index) => {
      await pool.query(slotsSql, [coachOf(index)]);
      return true;
    },
  };
  for (const path of Object.values(slotsPaths)) await warmUp(warmup, path);
  const slotsName = 'GET /api/calls/coaches/{id}/slots (4 weeks)';
  row(
    slotsName,
    await measure(`${slotsName} through the gateway`, samples, slotsPaths.gateway),
    await measure(`${slotsName} as roadmap RPC`, samples, slotsPaths.service),
    await measure(`${slotsName} on the floor`, samples, slotsPaths.floor),
    await measure(`${slotsName} as bare SQL`, samples, slotsPaths.sql),
  );

  const bookPaths = {
    gateway: (free) => async (index) => {
      const response = await player.post('/api/calls', free[index]);
      await response.arrayBuffer();
      return response.status === 201;
    },
    service: (free) => async (index) => {
      await rpc.call(
        'roadmap.call.book',
        {
          ...free[index],
          playerId: booker.actor.playerId,
          playerTimeZone: null,
        },
        booker,
      );
      return true;
    },
    floorSequence: (from) => (index) => fetch(`${floor.url}/floor/sequences/book-${from + index}`),
    sqlSequence: (from) => async (index) => {
      await runSequence(pool, sqlBookings[from + index]);
      return true;
    },
    floor: async (index) => fetch(`${floor.url}/floor/pages/book-${index % coachIds.length}`),
    sql: async (index) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(bookSql('$1::uuid'), [coachOf(index)]);
        return true;
      } catch {
        return false;
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    },
  };
  await warmUp(warmup, bookPaths.gateway(takeSlots(warmup)));
  await warmUp(warmup, bookPaths.service(takeSlots(warmup)));
  const warmed = (bookings) => Math.min(warmup, bookings.length);
  await warmUp(warmed(floorBookings), bookPaths.floorSequence(0));
  await warmUp(warmed(sqlBookings), bookPaths.sqlSequence(0));
  await warmUp(warmup, bookPaths.floor);
  await warmUp(warmup, bookPaths.sql);
  const gatewayFree = takeSlots(samples);
  const serviceFree = takeSlots(samples);
  const bookName = 'POST /api/calls (book a free slot)';
  bookingRow(bookName, {
    gateway: await measure(`${bookName} through the gateway`, gatewayFree.length, bookPaths.gateway(gatewayFree)),
    service: await measure(`${bookName} as roadmap RPC`, serviceFree.length, bookPaths.service(serviceFree)),
    floorSequence: await measure(
      `${bookName} on the floor, booking's statements`,
      floorBookings.length - warmed(floorBookings),
      bookPaths.floorSequence(warmed(floorBookings)),
    ),
    sqlSequence: await measure(
      `${bookName} as bare SQL, booking's statements`,
      sqlBookings.length - warmed(sqlBookings),
      bookPaths.sqlSequence(warmed(sqlBookings)),
    ),
    floor: await measure(`${bookName} on the floor, one INSERT`, samples, bookPaths.floor),
    sql: await measure(`${bookName} as bare SQL, one INSERT`, samples, bookPaths.sql),
  });
  // The floor's and bare SQL's bookings and events go, so the run leaves roadmap's calls as the portal's rows left them.
  const { rowCount: removedCalls } = await pool.query(
    `DELETE FROM "roadmap"."calls" WHERE "player_id" = $1
       AND ("coach_user_id", "starts_at") IN (SELECT * FROM unnest($2::uuid[], $3::timestamptz[]))`,
    [booker.actor.playerId, sequenceSlots.map((slot) => slot.coachUserId), sequenceSlots.map((slot) => slot.startsAt)],
  );
  const { rows: benchEvents } = await pool.query(`SELECT count(*)::int AS n FROM ${BENCH_OUTBOX}`);
  await pool.query(`DROP TABLE ${BENCH_OUTBOX}`);
  console.log(
    `booking's statements rows: removed their ${removedCalls} calls of ${floorBookings.length + sqlBookings.length} booked and dropped ${BENCH_OUTBOX} (${benchEvents[0].n} events)`,
  );
  if (removedCalls !== floorBookings.length + sqlBookings.length || benchEvents[0].n !== removedCalls)
    process.exitCode = 1;

  console.log(`load after: ${loadNow()}`);

  const players = [];
  for (let index = 0; index < racers; index += 1) players.push(await signUp(`racer${index}`));
  await awaitRoadmapPlayers('racer', racers);
  const { slots } = await (await player.get(`/api/calls/coaches/${coachIds[0]}/slots`)).json();
  const target = slots.at(-1);
  const statuses = await Promise.all(
    players.map(
      async (racer) => (await racer.post('/api/calls', { coachUserId: coachIds[0], startsAt: target.startsAt })).status,
    ),
  );
  const count = (status) => statuses.filter((value) => value === status).length;
  console.log(
    `Race: ${racers} players booking ${target.startsAt} at once → ${count(201)} booked (201), ${count(409)} refused (409), ${statuses.length - count(201) - count(409)} other`,
  );
  if (count(201) !== 1) process.exitCode = 1;
} finally {
  floor?.stop();
  await nats.close();
  await pool.end();
  await portal.stopAll();
  await destroy();
}
if (profileDir) await printProfiles([...pids].filter(([label]) => label === 'roadmap' || label === 'gateway'));

// Clubs at scale (issue 24): seeds BENCH_CLUBS clubs × BENCH_SQUADS squads × BENCH_PLAYERS_PER_SQUAD
// players (default 20 × 10 × 25 = 5,000), a head coach per squad (an account in identity, coaching
// that squad), and BENCH_DAYS (default 365) of each player's sessions (four a week), daily check-ins,
// weekly assignments with their submissions, monthly videos with a coach's comment, and the coaches'
// notifications. Then signs one coach in through the gateway (their actor carries their squad) and
// prints p50/p95 and req/s with BENCH_CONCURRENCY clients (default 16, BENCH_SECONDS per row, default
// 5) for the coach's player list, review queue, video list, notifications and home, each beside the
// same scoped SQL run directly on PostgreSQL in the same run. Then adds one more club of
// BENCH_OTHER_CLUB_PLAYERS players (default 1,000) with the same history and measures again: a
// coach's pages must not slow down as other clubs grow. Starts its own processes in a fresh namespace
// (run `npm run build` first) and removes everything afterwards. Last, the capacity run
// (bench/club-capacity.mjs; BENCH_CAPACITY=0 skips it): virtual players and coaches with think time, in
// steps, until p95 passes 300 ms; it prints the largest number of concurrent users and each process's CPU.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  BENCH_PASSWORD,
  BrowserLikeClient,
  benchNamespace,
  cpuSummary,
  envNumber,
  ms,
  perSecond,
  printLoadAverageBeforeAndAfter,
  ratio,
  runLoad,
  scopeSql,
  seedMemberships,
  signInBenchCoach,
  startFloor,
  startPortal,
} from './lib/bench-kit.mjs';
import { measureCapacity } from './bench/club-capacity.mjs';

printLoadAverageBeforeAndAfter();

const require = createRequire(import.meta.url);
const pg = require('pg');
const { NOTIFICATION_PAGE_DEFAULT, REVIEW_QUEUE_DEFAULT_PAGE } = require('@portal/contracts');
const { playerPageQuery } = require('../apps/identity/dist/player/player-list.repository.js');
const { AssignmentRepository } = require('../apps/roadmap/dist/assignment/assignment.repository.js');

const clubs = envNumber('BENCH_CLUBS', 20, 1);
const squadsPerClub = envNumber('BENCH_SQUADS', 10, 2);
const playersPerSquad = envNumber('BENCH_PLAYERS_PER_SQUAD', 25, 3);
// Smoke: 12 weeks, the fewest whose seed has work awaiting review (week 10) and so notifications.
const days = envNumber('BENCH_DAYS', 365, 84);
const otherClubPlayers = envNumber('BENCH_OTHER_CLUB_PLAYERS', 1000, 3);
const seconds = envNumber('BENCH_SECONDS', 5, 1);
const concurrency = envNumber('BENCH_CONCURRENCY', 16, 2);
const PAGE_SIZE = 25;
const NOTIFICATIONS_SQL = `SELECT n.*, to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_exact
  FROM reports.notifications n WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT $2`;
const VIDEO_PAGE = 25;
/** The services whose data a coach's pages read; each keeps its own copy of the memberships. */
const SCHEMAS = ['tracking', 'roadmap', 'media', 'reports'];
const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'Diego', 'Elif', 'Femi', 'Greta', 'Hugo', 'Ines', 'Jonas'];

const measure = (call, processes) => runLoad(call, { concurrency, seconds, processes });

const throughputAndP95 = (gateway, direct) =>
  `throughput ${ratio(Math.round(gateway.rps), Math.round(direct.rps), 2, 1)}x of direct (target ≥ 0.5x), p95 ${ratio(gateway.p95, direct.p95)}x`;
function line(name, gateway, direct) {
  const sql = direct
    ? ` | PostgreSQL ${perSecond(direct.rps)} q/s p50 ${ms(direct.p50)} ms p95 ${ms(direct.p95)} ms | ${throughputAndP95(gateway, direct)}`
    : ' | (no SQL baseline)';
  console.log(
    `  ${name.padEnd(40)} gateway ${perSecond(gateway.rps)} req/s p50 ${ms(gateway.p50)} ms p95 ${ms(gateway.p95)} ms errors ${gateway.failures}${sql}`,
  );
  if (gateway.cpuMsPerRequest) console.log(`  ${''.padEnd(40)} ${cpuSummary(gateway.cpuMsPerRequest)}`);
}

/**
 * Clubs of squads of players with a head coach each, as identity stores them, placed in identity's and
 * every service's membership copy. Returns the clubs, each with its squads, each with its coach and players.
 */
async function seedClubs(client, { label, clubCount, squadCount, perSquad, passwordHash }) {
  const created = [];
  const users = { id: [], email: [], first: [], last: [], role: [], club: [], hash: [] };
  const players = { id: [], user: [], club: [], squad: [], name: [] };
  const addUser = (user) => Object.entries(user).forEach(([key, value]) => users[key].push(value));
  const tag = randomUUID().slice(0, 8);
  for (let c = 1; c <= clubCount; c += 1) {
    const club = {
      id: randomUUID(),
      name: `${label} ${c}`,
      slug: `${label.toLowerCase().replace(/\W+/g, '-')}-${c}-${tag}`,
      squads: [],
    };
    for (let s = 1; s <= squadCount; s += 1) {
      const coach = { id: randomUUID(), email: `coach.${tag}.c${c}.s${s}@club.test` };
      const squad = { id: randomUUID(), name: `U${8 + (s % 10)} Squad ${s}`, coach, playerIds: [] };
      addUser({ ...coach, first: 'Coach', last: `C${c} S${s}`, role: 'coach', club: club.id, hash: passwordHash });
      for (let n = 1; n <= perSquad; n += 1) {
        const userId = randomUUID();
        const playerId = randomUUID();
        const first = FIRST_NAMES[n % FIRST_NAMES.length];
        const last = `Surname${c}x${s}x${n}`;
        addUser({
          id: userId,
          email: `player.${tag}.c${c}.s${s}.p${n}@club.test`,
          first,
          last,
          role: 'player',
          club: club.id,
          hash: 'not-a-login',
        });
        players.id.push(playerId);
        players.user.push(userId);
        players.club.push(club.id);
        players.squad.push(squad.name);
        players.name.push(`${first} ${last}`);
        squad.playerIds.push({ playerId, userId });
      }
      club.squads.push(squad);
    }
    created.push(club);
  }

  await client.query('BEGIN');
  await client.query(
    `INSERT INTO identity.clubs (id, name, slug) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])`,
    [created.map((club) => club.id), created.map((club) => club.name), created.map((club) => club.slug)],
  );
  const squads = created.flatMap((club) => club.squads.map((squad) => ({ ...squad, clubId: club.id })));
  await client.query(
    `INSERT INTO identity.squads (id, club_id, name, season, age_group)
     SELECT id, club_id, name, '2026/27', split_part(name, ' ', 1) FROM unnest($1::uuid[], $2::uuid[], $3::text[]) s(id, club_id, name)`,
    [squads.map((squad) => squad.id), squads.map((squad) => squad.clubId), squads.map((squad) => squad.name)],
  );
  await client.query(
    `INSERT INTO identity.users (id, email, first_name, last_name, role, club_id, password_hash, created_at)
     SELECT id, email, first, last, role, club, hash, now() - random() * make_interval(days => $8)
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[]) u(id, email, first, last, role, club, hash)`,
    [users.id, users.email, users.first, users.last, users.role, users.club, users.hash, days],
  );
  await client.query(
    `INSERT INTO identity.players (id, user_id, club_id, full_name, status, created_at, date_of_birth, date_of_birth_source, team_name, jersey_number)
     SELECT p.id, p.user_id, p.club_id, p.name, 'active', u.created_at, date '2012-01-01' + (random() * 1500)::int, 'club', p.team, 1 + (random() * 98)::int
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[]) p(id, user_id, club_id, team, name)
       JOIN identity.users u ON u.id = p.user_id`,
    [players.id, players.user, players.club, players.squad, players.name],
  );
  await client.query(
    `INSERT INTO identity.player_positions (player_id, position, type, sort_order)
     SELECT id, (ARRAY['Goalkeeper','Defender','Midfielder','Striker'])[1 + (random() * 3)::int], 'primary', 0 FROM unnest($1::uuid[]) id`,
    [players.id],
  );
  await seedMemberships(client, {
    players: squads.flatMap((squad) =>
      squad.playerIds.map(({ playerId, userId }) => ({ playerId, userId, clubId: squad.clubId, squadIds: [squad.id] })),
    ),
    staff: squads.map((squad) => ({
      userId: squad.coach.id,
      clubId: squad.clubId,
      role: 'coach',
      squadIds: [squad.id],
    })),
    schemas: SCHEMAS,
  });
  await seedHistory(client, squads);
  await client.query('COMMIT');
  return created;
}

/** A year of each player's data in every service, and each coach's notifications about their squad. */
async function seedHistory(client, squads) {
  const playerIds = squads.flatMap((squad) => squad.playerIds.map((player) => player.playerId));
  const userIds = squads.flatMap((squad) => squad.playerIds.map((player) => player.userId));
  const coachOf = squads.flatMap((squad) => squad.playerIds.map(() => squad.coach.id));
  const weeks = Math.max(1, Math.floor(days / 7));
  const months = Math.max(1, Math.floor(days / 30));
  const year = `generate_series(current_date - ($2::int - 1), current_date, interval '1 day') d`;
  await client.query(
    `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe, created_at)
     SELECT p, d::date, trim(to_char(d, 'Day')), (ARRAY['Team','Individual','Game','Recovery','Gym'])[1 + (random() * 4)::int],
            'Team', 30 + (random() * 90)::int, 3 + (random() * 6)::int, d + interval '18 hours'
       FROM unnest($1::uuid[]) p, ${year} WHERE extract(isodow FROM d) IN (1, 3, 5, 6)`,
    [playerIds, days],
  );
  await client.query(
    `INSERT INTO tracking.wellness_logs (player_id, date, energy, fatigue, sleep, motivation, soreness, mood, created_at, updated_at)
     SELECT p, d::date, 2 + (random() * 3)::int, 2 + (random() * 3)::int, 2 + (random() * 3)::int, 2 + (random() * 3)::int,
            1 + (random() * 3)::int, 3, d + interval '8 hours', d + interval '8 hours'
       FROM unnest($1::uuid[]) p, ${year}`,
    [playerIds, days],
  );
  await client.query(
    `INSERT INTO roadmap.roadmaps (player_id, title, description, created_by, created_at)
     SELECT p, 'Season plan', 'Seeded', c, now() - make_interval(days => $3) FROM unnest($1::uuid[], $2::uuid[]) x(p, c)`,
    [playerIds, coachOf, days],
  );
  // One assignment a week: most approved, every tenth awaiting review, the last two not yet done.
  await client.query(
    `INSERT INTO roadmap.assignments
         (roadmap_id, player_id, title, category, instructions, status, due_date, effort_minutes, evidence_required,
          coach_notes, completion_notes, submitted_at, approved_at, created_by, created_at, updated_at)
     SELECT r.id, r.player_id, 'Week ' || w, 'Passing & Receiving', 'Seeded instructions for the benchmark.', x.status,
            (r.created_at + make_interval(days => w * 7))::date, 30, 'note',
            CASE WHEN x.status IN ('approved', 'needs_changes') THEN 'Coach note' END,
            CASE WHEN x.status <> 'not_started' THEN 'Player note' END,
            CASE WHEN x.status <> 'not_started' THEN r.created_at + make_interval(days => w * 7 - 2) END,
            CASE WHEN x.status = 'approved' THEN r.created_at + make_interval(days => w * 7 - 1) END,
            r.created_by, r.created_at + make_interval(days => (w - 1) * 7), r.created_at + make_interval(days => w * 7 - 1)
       FROM roadmap.roadmaps r CROSS JOIN generate_series(1, $2::int) w
       CROSS JOIN LATERAL (SELECT CASE WHEN w > $2 - 2 THEN 'not_started' WHEN w % 10 = 0 THEN 'submitted'
                                       WHEN w % 10 = 5 THEN 'needs_changes' ELSE 'approved' END AS status) x
      WHERE r.player_id = ANY($1::uuid[])`,
    [playerIds, weeks],
  );
  await client.query(
    `INSERT INTO roadmap.assignment_versions (assignment_id, kind, from_status, to_status, by_user_id, by_role, note, created_at)
     SELECT a.id, 'submission', 'in_progress', 'submitted', a.player_id, 'player', 'Player note', a.submitted_at
       FROM roadmap.assignments a WHERE a.player_id = ANY($1::uuid[]) AND a.submitted_at IS NOT NULL
     UNION ALL
     SELECT a.id, 'review', 'submitted', a.status, a.created_by, 'coach', 'Coach note', a.updated_at
       FROM roadmap.assignments a WHERE a.player_id = ANY($1::uuid[]) AND a.status IN ('approved', 'needs_changes')`,
    [playerIds],
  );
  // One video a month: the latest awaits review, the others are reviewed with a timed comment.
  await client.query(
    `INSERT INTO media.uploads (id, player_id, user_id, object_key, expires_at, verified_kind, content_type, size_bytes, created_at)
     SELECT gen_random_uuid(), p, u, 'bench/' || p || '/' || m, now(), 'video', 'video/mp4', 1000,
            now() - make_interval(days => ($3::int - m) * 30 + 1)
       FROM unnest($1::uuid[], $2::uuid[]) x(p, u), generate_series(1, $3::int) m`,
    [playerIds, userIds, months],
  );
  await client.query(
    `INSERT INTO media.videos (player_id, upload_id, title, original_key, original_content_type, media_kind, status, summary,
                               processing_state, created_at)
     SELECT u.player_id, u.id, 'Match video ' || split_part(u.object_key, '/', 3), u.object_key, 'video/mp4', 'video',
            CASE WHEN u.created_at > now() - interval '30 days' THEN 'In Review' ELSE 'Reviewed' END,
            CASE WHEN u.created_at > now() - interval '30 days' THEN NULL ELSE 'Good pressing, the final pass was rushed.' END,
            'ready', u.created_at
       FROM media.uploads u WHERE u.player_id = ANY($1::uuid[])`,
    [playerIds],
  );
  await client.query(
    `INSERT INTO media.video_comments (video_id, at_seconds, text, author_id, author_role, created_at)
     SELECT v.id, 83, 'Check your shoulder before receiving.', x.c, 'coach', v.created_at + interval '1 day'
       FROM media.videos v JOIN unnest($1::uuid[], $2::uuid[]) x(p, c) ON x.p = v.player_id WHERE v.status = 'Reviewed'`,
    [playerIds, coachOf],
  );
  // Each coach: a notification for every submission of their squad's players, read once older than a week.
  await client.query(
    `INSERT INTO reports.notifications (user_id, event_id, kind, title, body, link, read_at, created_at)
     SELECT x.c, gen_random_uuid(), 'assignment-submitted', 'Assignment submitted', a.title || ' was submitted for review.',
            '/assignments/' || a.id, CASE WHEN a.submitted_at < now() - interval '7 days' THEN a.submitted_at + interval '1 day' END,
            a.submitted_at
       FROM roadmap.assignments a JOIN unnest($1::uuid[], $2::uuid[]) x(p, c) ON x.p = a.player_id
      WHERE a.submitted_at IS NOT NULL`,
    [playerIds, coachOf],
  );
}

async function analyze(client) {
  for (const table of [
    'identity.users',
    'identity.players',
    'identity.player_positions',
    'identity.squad_players',
    'tracking.training_sessions',
    'tracking.wellness_logs',
    'roadmap.roadmaps',
    'roadmap.assignments',
    'roadmap.assignment_versions',
    'media.uploads',
    'media.videos',
    'media.video_comments',
    'reports.notifications',
  ])
    await client.query(`ANALYZE ${table}`);
}

async function sizes(pool) {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*) FROM identity.players)::int AS players,
            (SELECT count(*) FROM tracking.training_sessions)::int + (SELECT count(*) FROM tracking.wellness_logs)::int AS tracking,
            (SELECT count(*) FROM roadmap.assignments)::int AS assignments,
            (SELECT count(*) FROM roadmap.assignments WHERE status = 'submitted')::int AS submitted,
            (SELECT count(*) FROM media.videos)::int AS videos,
            (SELECT count(*) FROM reports.notifications)::int AS notifications`,
  );
  const n = (value) => value.toLocaleString('en');
  const s = rows[0];
  return `${n(s.players)} players, ${n(s.tracking)} sessions + check-ins, ${n(s.assignments)} assignments (${n(s.submitted)} awaiting review), ${n(s.videos)} videos, ${n(s.notifications)} notifications`;
}

const { namespace, env, databaseUrl, destroy } = await benchNamespace();
// BENCH_CPU_PROF=<dir>: every process writes a V8 CPU profile there when it stops (open in Chrome DevTools).
const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const portal = await startPortal({ env, services: ['identity', ...SCHEMAS], nodeArgs });
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
const stops = [];
const portalProcesses = Object.fromEntries([...portal.processes].map(([label, running]) => [label, running.pid]));
try {
  // The CLI-made bench coach lends the seeded coaches a real password hash, so they sign in like anyone.
  await signInBenchCoach(portal.baseUrl, env);
  const {
    rows: [{ password_hash: passwordHash }],
  } = await pool.query(`SELECT password_hash FROM identity.users WHERE email = 'bench.coach@club.test'`);

  const seedStarted = performance.now();
  const client = await pool.connect();
  let seeded;
  try {
    seeded = await seedClubs(client, {
      label: 'Bench Club',
      clubCount: clubs,
      squadCount: squadsPerClub,
      perSquad: playersPerSquad,
      passwordHash,
    });
    await analyze(client);
  } finally {
    client.release();
  }
  console.log(
    `Club benchmark: ${clubs} clubs × ${squadsPerClub} squads × ${playersPerSquad} players, a coach per squad, ${days} days of history; ` +
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${await sizes(pool)}. ` +
      `${seconds} s per row, ${concurrency} concurrent clients, 1 replica of identity, ${SCHEMAS.join(', ')} and the gateway, client on the same machine; ${namespace}`,
  );

  const club = seeded[0];
  const squad = club.squads[0];
  const coach = new BrowserLikeClient(portal.baseUrl);
  const login = await coach.post('/api/auth/login', { email: squad.coach.email, password: BENCH_PASSWORD });
  if (login.status !== 200) throw new Error(`login of ${squad.coach.email} answered ${login.status}`);
  const actor = { userId: squad.coach.id, role: 'coach', clubId: club.id, squadIds: [squad.id] };
  const scoped = (schema) => scopeSql(actor, schema);
  const identityScope = (params) => scoped('identity')('p."id"', params);
  const roadmapScope = scoped('roadmap');
  const mediaScope = scoped('media');
  // The review queue's own repository, over this pool: exactly the SQL roadmap runs.
  const reviews = new AssignmentRepository({ query: async (sql, params) => (await pool.query(sql, params)).rows });

  const homeProbe = await coach.get('/api/coach/home');
  await homeProbe.arrayBuffer();
  const homeAvailable = homeProbe.status !== 404;

  console.log(
    `the coach of ${club.name} / ${squad.name} (${playersPerSquad} players); ` +
      `GET /api/coach/home ${homeAvailable ? `answers ${homeProbe.status}` : 'is not available on this branch (404)'}`,
  );

  const rows = [
    {
      name: `GET /api/admin/players?page=1 (${PAGE_SIZE})`,
      gateway: () => coach.get(`/api/admin/players?page=1&pageSize=${PAGE_SIZE}`),
      // One statement: the page with its (capped) count; the stat cards' figures are asked for once per visit.
      direct: () => {
        const page = playerPageQuery({ page: 1, pageSize: PAGE_SIZE }, identityScope);
        return pool.query(page.sql, page.parameters);
      },
      floor: (() => {
        const page = playerPageQuery({ page: 1, pageSize: PAGE_SIZE }, identityScope);
        return { sql: page.sql, params: page.parameters };
      })(),
      gatewayIds: (body) => body.items.map((player) => player.id),
      directIds: (page) => page.rows.filter((player) => player.id !== null).map((player) => player.id),
    },
    {
      name: `GET /api/reviews (${REVIEW_QUEUE_DEFAULT_PAGE})`,
      gateway: () => coach.get('/api/reviews'),
      direct: () => reviews.reviewQueue({ limit: REVIEW_QUEUE_DEFAULT_PAGE }, roadmapScope),
      gatewayIds: (body) => body.items.map((item) => item.assignment.id),
      directIds: (page) => page.items.map((item) => item.assignment.id),
    },
    {
      name: `GET /api/videos?limit=${VIDEO_PAGE}`,
      gateway: () => coach.get(`/api/videos?limit=${VIDEO_PAGE}`),
      direct: async () => {
        const params = [VIDEO_PAGE + 1];
        const { rows: videos } = await pool.query(
          `SELECT video.*, to_char(video.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_exact
             FROM media.videos video WHERE ${mediaScope('video.player_id', params)}
            ORDER BY video.created_at DESC, video.id DESC LIMIT $1`,
          params,
        );
        await Promise.all([
          pool.query(
            `SELECT * FROM media.video_comments WHERE video_id = ANY($1::uuid[]) ORDER BY at_seconds ASC, created_at ASC`,
            [videos.map((video) => video.id)],
          ),
          pool.query(
            `SELECT player_id, withdrawn_at FROM media.player_media_consents WHERE player_id = ANY($1::uuid[]) AND NOT granted`,
            [[...new Set(videos.map((video) => video.player_id))]],
          ),
        ]);
        return videos;
      },
      gatewayIds: (body) => body.items.map((video) => video.id),
      directIds: (videos) => videos.slice(0, VIDEO_PAGE).map((video) => video.id),
    },
    {
      name: `GET /api/notifications (${NOTIFICATION_PAGE_DEFAULT})`,
      gateway: () => coach.get('/api/notifications'),
      direct: () => pool.query(NOTIFICATIONS_SQL, [actor.userId, NOTIFICATION_PAGE_DEFAULT + 1]),
      floor: { sql: NOTIFICATIONS_SQL, params: [actor.userId, NOTIFICATION_PAGE_DEFAULT + 1] },
      gatewayIds: (body) => body.items.map((notification) => notification.id),
      directIds: (result) => result.rows.slice(0, NOTIFICATION_PAGE_DEFAULT).map((notification) => notification.id),
    },
    { name: 'GET /api/coach/home', gateway: () => coach.get('/api/coach/home'), available: homeAvailable },
  ];

  // The same design without our platform code, serving the rows' own SQL: what the architecture
  // itself costs per request, to read each page's ratio against (scripts/bench/floor-*.mjs).
  const floor = await startFloor({
    natsUrl: env.NATS_URL,
    postgresUrl: databaseUrl,
    subject: `${namespace}.floor.user.get`,
    pages: Object.fromEntries(rows.filter((row) => row.floor).map((row) => [row.name, row.floor])),
  });
  stops.push(floor.stop);

  // Both sides must answer the same rows: the gateway's first page is the direct SQL's, and not empty.
  const pages = [];
  for (const row of rows.filter((candidate) => candidate.direct)) {
    const response = await row.gateway();
    const body = await response.json();
    const gatewayIds = response.ok ? row.gatewayIds(body) : [];
    const directIds = row.directIds(await row.direct());
    const same = gatewayIds.length > 0 && gatewayIds.join() === directIds.join();
    pages.push(
      `${row.name.split(' ')[1].split('?')[0]} ${gatewayIds.length}${same ? '' : ` (SQL ${directIds.length}: DIFFERENT)`}`,
    );
    if (!same) process.exitCode = 1;
  }
  const total = (await (await coach.get(`/api/admin/players?page=1&pageSize=${PAGE_SIZE}`)).json()).total;
  console.log(
    `first pages through the gateway, the same rows as the SQL: ${pages.join(', ')}; players in scope: ${total}`,
  );
  if (total !== playersPerSquad) {
    console.log(`  the coach sees ${total} players, not their squad's ${playersPerSquad}: the scope is wrong`);
    process.exitCode = 1;
  }

  const measureAll = async () => {
    const results = new Map();
    for (const row of rows) {
      if (row.available === false) {
        console.log(`  ${row.name.padEnd(40)} not available (the route answers 404 on this build)`);
        continue;
      }
      const gateway = await measure(row.gateway, portalProcesses);
      const direct = row.direct ? await measure(row.direct) : undefined;
      line(row.name, gateway, direct);
      if (row.floor) {
        const bare = await measure(
          () => fetch(`${floor.url}/floor/pages/${encodeURIComponent(row.name)}`),
          floor.processes,
        );
        console.log(
          `  ${'  the same SQL behind the floor'.padEnd(40)} floor   ${perSecond(bare.rps)} req/s p50 ${ms(bare.p50)} ms p95 ${ms(bare.p95)} ms errors ${bare.failures}` +
            ` | floor ${ratio(bare.rps, direct.rps, 2)}x of direct; the portal ${ratio(gateway.rps, bare.rps, 2)}x of the floor | ${cpuSummary(bare.cpuMsPerRequest)}`,
        );
      }
      results.set(row.name, { gateway, direct });
    }
    return results;
  };

  // Every process compiles its hot paths on first use: a short unmeasured round first, so the first
  // measured round is not the cold one.
  for (const row of rows) {
    if (row.available === false) continue;
    await runLoad(row.gateway, { concurrency, seconds: 2 });
  }

  console.log(`\n1. ${clubs} clubs`);
  const before = await measureAll();

  const otherStarted = performance.now();
  const otherClient = await pool.connect();
  try {
    await seedClubs(otherClient, {
      label: 'Other Club',
      clubCount: 1,
      squadCount: Math.max(1, Math.ceil(otherClubPlayers / playersPerSquad)),
      perSquad: Math.min(playersPerSquad, otherClubPlayers),
      passwordHash,
    });
    await analyze(otherClient);
  } finally {
    otherClient.release();
  }
  console.log(
    `\n2. after adding a club of ${otherClubPlayers.toLocaleString('en')} players elsewhere (seeded in ${((performance.now() - otherStarted) / 1000).toFixed(1)} s: ${await sizes(pool)})`,
  );
  const after = await measureAll();

  console.log("\nthe coach's pages, before → after the other club (a coach's pages must not slow down):");
  let errors = 0;
  for (const [name, { gateway, direct }] of after) {
    const earlier = before.get(name);
    errors += gateway.failures + earlier.gateway.failures;
    console.log(
      `  ${name.padEnd(40)} gateway p95 ${ms(earlier.gateway.p95)} → ${ms(gateway.p95)} ms (${ratio(gateway.p95, earlier.gateway.p95, 2)}x), ` +
        `${Math.round(earlier.gateway.rps)} → ${Math.round(gateway.rps)} req/s` +
        (direct
          ? `   PostgreSQL ${ms(earlier.direct.p95)} → ${ms(direct.p95)} ms (${ratio(direct.p95, earlier.direct.p95, 2)}x)`
          : ''),
    );
  }
  console.log(`errors: ${errors}`);
  if (errors > 0) process.exitCode = 1;

  if (process.env.BENCH_CAPACITY !== '0') await measureCapacity({ portal, env, namespace, seeded });
} finally {
  for (const stop of stops) stop();
  await pool.end();
  await portal.stopAll();
  await destroy();
}

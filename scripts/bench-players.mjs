// Player records at club scale: seeds BENCH_PLAYERS (default 5,000) players with full records
// (positions, goals, parents, consents and their history) in the default club's squad 'All players',
// then measures through the real gateway, NATS and identity with the session of that squad's coach,
// and runs the same scoped SQL straight on PostgreSQL in the same run as the bare baseline. Starts
// its own processes in a fresh namespace (run `npm run build` first) and removes everything afterwards.
//   BENCH_PLAYERS (default 5000), BENCH_SECONDS (default 5), BENCH_CONCURRENCY (default 16),
//   BENCH_EXPLAIN=1 also prints EXPLAIN ANALYZE planning and execution times of the SQL (always with
//   BENCH_PLAYERS above 5000). Prints the load average before and after.
// The list's SQL (issue 27): one statement per page, its count read no further than 50 rows past
// the page's start; the stat cards' whole-scope figures are asked once per screen (`stats=true`).
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import {
  benchNamespace,
  defaultClub,
  envNumber,
  smokeOr,
  ms,
  percentile,
  perSecond,
  ratio,
  runLoad,
  scopeSql,
  seedMemberships,
  signInBenchCoach,
  startFloor,
  startPortal,
} from './lib/bench-kit.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { RECORD_SQL } = require('../apps/identity/dist/player/player-profile.repository.js');
const { playerPageQuery, playerStatsQuery } = require('../apps/identity/dist/player/player-list.repository.js');

const players = envNumber('BENCH_PLAYERS', 5000, 20);
const seconds = envNumber('BENCH_SECONDS', 5, 1);
const concurrency = envNumber('BENCH_CONCURRENCY', 16, 2);
const PAGE_SIZE = 25;
const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'Diego', 'Elif', 'Femi', 'Greta', 'Hugo', 'Ines', 'Jonas'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const searchTerm = () =>
  Math.random() < 0.5
    ? `Surname${1 + Math.floor(Math.random() * players)}`
    : pick([...FIRST_NAMES, 'Riverside', 'U15']);

const measure = (call) => runLoad(call, { concurrency, seconds });
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function report(name, gateway, direct, floor) {
  console.log(
    `${name.padEnd(38)} gateway ${perSecond(gateway.rps)} req/s p50 ${ms(gateway.p50)} ms p95 ${ms(gateway.p95)} ms errors ${gateway.failures}` +
      ` | PostgreSQL ${perSecond(direct.rps)} q/s p50 ${ms(direct.p50)} ms p95 ${ms(direct.p95)} ms` +
      ` | throughput ratio ${ratio(gateway.rps, direct.rps, 2)}x, p95 ratio ${ratio(gateway.p95, direct.p95)}x`,
  );
  if (floor) {
    console.log(
      `${'  the same SQL behind the floor'.padEnd(38)} floor   ${perSecond(floor.rps)} req/s p50 ${ms(floor.p50)} ms p95 ${ms(floor.p95)} ms errors ${floor.failures}` +
        ` | floor ${ratio(floor.rps, direct.rps, 2)}x of direct; the portal ${ratio(gateway.rps, floor.rps, 2)}x of the floor`,
    );
  }
}

/** How many different records and search terms the floor serves (its pages are fixed SQL and parameters). */
const FLOOR_VARIANTS = smokeOr(64, 2);

/** Players of the default club, in its squad 'All players' (where the bench coach coaches). */
async function seed(client, { clubId, squadId }) {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO "identity"."users" ("email", "password_hash", "first_name", "last_name", "role", "created_at", "club_id")
     SELECT 'bench.player' || g || '@club.test', 'not-a-hash', ($2::text[])[1 + g % 10], 'Surname' || g, 'player',
            now() - make_interval(mins => g), $3
     FROM generate_series(1, $1) g`,
    [players, FIRST_NAMES, clubId],
  );
  await client.query(
    `INSERT INTO "identity"."players" ("club_id", "user_id", "full_name", "status", "created_at", "date_of_birth", "date_of_birth_source", "graduation_year",
       "height_cm", "weight_kg", "dominant_foot", "club_name", "team_name", "league_level", "school", "gpa",
       "academic_interests", "player_email", "player_phone", "jersey_number", "bio", "parent_contact_info")
     SELECT u."club_id", u."id", u."first_name" || ' ' || u."last_name", 'active', u."created_at",
       date '2008-01-01' + (random() * 2000)::int, 'club', 2026 + (random() * 4)::int, 150 + (random() * 40)::int,
       45 + (random() * 30)::int, (array['Left','Right','Both'])[1 + (random() * 2)::int],
       (array['Riverside FC','Hillside SC','Lakeside United'])[1 + (random() * 2)::int],
       (array['U14','U15','U16','U17'])[1 + (random() * 3)::int] || ' ' || (array['Blue','Red'])[1 + (random())::int],
       (array['ECNL','MLS Next','NPL','DPL','Classic','Rec','Other'])[1 + (random() * 6)::int],
       'Central High', '3.' || (random() * 9)::int, 'Biology, history', u."email", '+1 555 0100',
       1 + (random() * 98)::int, 'Hard-working player who loves the game.', 'Parent: 555-0101'
     FROM "identity"."users" u WHERE u."email" LIKE 'bench.player%'`,
  );
  const ids = `SELECT p."id" FROM "identity"."players" p JOIN "identity"."users" u ON u."id" = p."user_id" WHERE u."email" LIKE 'bench.player%'`;
  const { rows: seeded } = await client.query(
    `SELECT p."id", p."user_id" FROM "identity"."players" p JOIN "identity"."users" u ON u."id" = p."user_id" WHERE u."email" LIKE 'bench.player%'`,
  );
  await seedMemberships(client, {
    clubId,
    players: seeded.map((row) => ({ playerId: row.id, userId: row.user_id, squadIds: [squadId] })),
    schemas: ['identity'],
  });
  await client.query(
    `INSERT INTO "identity"."player_positions" ("player_id", "position", "type", "sort_order")
     SELECT "id", 'Striker', 'primary', 0 FROM (${ids}) p UNION ALL SELECT "id", 'Winger', 'other', 1 FROM (${ids}) p`,
  );
  await client.query(
    `INSERT INTO "identity"."player_goals" ("player_id", "goal_type", "text", "sort_order")
     SELECT "id", 'short_term', 'Improve weak foot', 0 FROM (${ids}) p UNION ALL SELECT "id", 'college', 'Play in college', 1 FROM (${ids}) p`,
  );
  await client.query(
    `INSERT INTO "identity"."player_parents" ("player_id", "name", "relationship", "email", "phone", "is_primary_contact", "sort_order")
     SELECT "id", 'Maria Parent', 'Mother', 'maria@home.test', '555-0101', true, 0 FROM (${ids}) p
     UNION ALL SELECT "id", 'Jon Parent', 'Father', 'jon@home.test', '555-0102', false, 1 FROM (${ids}) p`,
  );
  const someone = '00000000-0000-4000-8000-000000000000';
  await client.query(
    `INSERT INTO "identity"."player_consents" ("player_id", "consent_type", "granted", "updated_by")
     SELECT p."id", t, random() < 0.7, $1 FROM (${ids}) p CROSS JOIN unnest(array['media','video_share','analytics']) t`,
    [someone],
  );
  await client.query(
    `INSERT INTO "identity"."player_consent_history" ("player_id", "consent_type", "granted", "changed_by")
     SELECT "player_id", "consent_type", "granted", "updated_by" FROM "identity"."player_consents"`,
  );
  await client.query('COMMIT');
  // A steady-state table, as autovacuum leaves it: hint bits set and the visibility map written, so the
  // measured reads do not pay for the bulk load's first touch.
  await client.query('VACUUM (ANALYZE)');
  return (await client.query(ids)).rows.map((row) => row.id);
}

console.log(`load average before: ${load()}`);
const { namespace, env, databaseUrl, destroy } = await benchNamespace();
const portal = await startPortal({ env, services: ['identity'] });
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
try {
  const client = await pool.connect();
  const seedStarted = performance.now();
  const club = await defaultClub(client);
  const ids = await seed(client, club);
  client.release();
  // The SQL the service runs for the bench coach (head coach of 'All players' in the default club).
  const inScope = scopeSql({ role: 'coach', clubId: club.clubId, squadIds: [club.squadId] }, 'identity');
  const scope = (params) => inScope('p."id"', params);
  const pages = Math.ceil(ids.length / PAGE_SIZE);
  console.log(
    `Player records benchmark: ${ids.length} players seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ` +
      `${seconds} s per row, ${concurrency} concurrent clients, 1 identity and 1 gateway process, client on the same 2 cores, ${namespace}`,
  );

  if (process.env.BENCH_EXPLAIN || players > 5000) {
    const explain = async (name, { sql, parameters }) => {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, parameters);
      const plan = rows[0]['QUERY PLAN'][0];
      console.log(
        `EXPLAIN ${name.padEnd(36)} planning ${plan['Planning Time'].toFixed(2)} ms, execution ${plan['Execution Time'].toFixed(2)} ms`,
      );
    };
    await explain('record', { sql: RECORD_SQL, parameters: [ids[0]] });
    await explain('page 1', playerPageQuery({ page: 1, pageSize: PAGE_SIZE }, scope));
    await explain('page 100', playerPageQuery({ page: 100, pageSize: PAGE_SIZE }, scope));
    await explain(`page ${pages} (last)`, playerPageQuery({ page: pages, pageSize: PAGE_SIZE }, scope));
    for (const search of ['Surname42', `Surname${ids.length - 1}`, 'Ana', 'U15', 'Riverside', 'bench.player7@']) {
      await explain(`search '${search}' page 1`, playerPageQuery({ search, page: 1, pageSize: PAGE_SIZE }, scope));
    }
    await explain(`search 'Elif' page 3`, playerPageQuery({ search: 'Elif', page: 3, pageSize: PAGE_SIZE }, scope));
    await explain('stats (once per screen)', playerStatsQuery(scope));
  }

  const browser = await signInBenchCoach(portal.baseUrl, env);
  const direct = ({ sql, parameters }) => pool.query(sql, parameters);

  // The same design without our platform code (scripts/bench/floor-*.mjs) running these rows' own SQL:
  // what the architecture itself costs per request, to read the rows' ratios against. Its pages are
  // fixed, so it serves FLOOR_VARIANTS records and search pages drawn as the rows draw theirs.
  const floorPages = {};
  for (let variant = 0; variant < FLOOR_VARIANTS; variant += 1) {
    floorPages[`record-${variant}`] = { sql: RECORD_SQL, params: [pick(ids)] };
    const { sql, parameters } = playerPageQuery({ search: searchTerm(), page: 1, pageSize: PAGE_SIZE }, scope);
    floorPages[`search-${variant}`] = { sql, params: parameters };
  }
  const floor = await startFloor({
    natsUrl: env.NATS_URL,
    postgresUrl: databaseUrl,
    subject: `${namespace}.floor.user.get`,
    pages: floorPages,
  });
  const floorPage = (kind) => fetch(`${floor.url}/floor/pages/${kind}-${Math.floor(Math.random() * FLOOR_VARIANTS)}`);
  try {
    report(
      'GET /api/players/{id}',
      await measure(() => browser.get(`/api/players/${pick(ids)}`)),
      await measure(() => pool.query(RECORD_SQL, [pick(ids)])),
      await measure(() => floorPage('record')),
    );
    report(
      `GET /api/admin/players?search= (${PAGE_SIZE})`,
      await measure(() =>
        browser.get(`/api/admin/players?search=${encodeURIComponent(searchTerm())}&page=1&pageSize=${PAGE_SIZE}`),
      ),
      await measure(() => direct(playerPageQuery({ search: searchTerm(), page: 1, pageSize: PAGE_SIZE }, scope))),
      await measure(() => floorPage('search')),
    );
    // The search statement's own latency: one client, so no query waits for the 2 cores (at 16 clients
    // the p95 above is mostly that wait: the machine runs the client, PostgreSQL and both processes).
    const alone = await runLoad(
      () => direct(playerPageQuery({ search: searchTerm(), page: 1, pageSize: PAGE_SIZE }, scope)),
      { concurrency: 1, seconds },
    );
    console.log(
      `${'  search SQL alone (1 client)'.padEnd(38)} PostgreSQL ${perSecond(alone.rps)} q/s p50 ${ms(alone.p50)} ms p95 ${ms(alone.p95)} ms`,
    );
  } finally {
    floor.stop();
  }
  // The pages a pager offers at first (the count reads 50 rows past the page's start).
  const nearPage = () => 1 + Math.floor(Math.random() * Math.min(pages, 10));
  report(
    `GET /api/admin/players?page=1..${Math.min(pages, 10)} (${PAGE_SIZE})`,
    await measure(() => browser.get(`/api/admin/players?page=${nearPage()}&pageSize=${PAGE_SIZE}`)),
    await measure(() => direct(playerPageQuery({ page: nearPage(), pageSize: PAGE_SIZE }, scope))),
  );
  const anyPage = () => 1 + Math.floor(Math.random() * pages);
  report(
    `GET /api/admin/players?page=1..${pages} (${PAGE_SIZE})`,
    await measure(() => browser.get(`/api/admin/players?page=${anyPage()}&pageSize=${PAGE_SIZE}`)),
    await measure(() => direct(playerPageQuery({ page: anyPage(), pageSize: PAGE_SIZE }, scope))),
  );
  report(
    `GET /api/admin/players?stats=true (1)`,
    await measure(() => browser.get(`/api/admin/players?stats=true&page=1&pageSize=1`)),
    await measure(() =>
      Promise.all([direct(playerPageQuery({ page: 1, pageSize: 1 }, scope)), direct(playerStatsQuery(scope))]),
    ),
  );

  const unpaged = [];
  const bare = [];
  let bytes = 0;
  let rows = 0;
  for (let run = 0; run < smokeOr(5, 1); run += 1) {
    let started = performance.now();
    const response = await browser.get('/api/admin/players');
    const body = await response.text();
    unpaged.push(performance.now() - started);
    bytes = Buffer.byteLength(body);
    rows = JSON.parse(body).length;
    started = performance.now();
    await direct(playerPageQuery({ page: 1, pageSize: 1000 }, scope));
    bare.push(performance.now() - started);
  }
  unpaged.sort((a, b) => a - b);
  bare.sort((a, b) => a - b);
  console.log(
    `GET /api/admin/players (unpaged)    ${rows} rows (the newest, capped at 1,000), ${(bytes / 1024).toFixed(0)} KiB; ` +
      `median of 5 sequential: gateway ${percentile(unpaged, 50).toFixed(1)} ms, PostgreSQL ${percentile(bare, 50).toFixed(1)} ms, ` +
      `ratio ${(percentile(unpaged, 50) / percentile(bare, 50)).toFixed(1)}x`,
  );
  console.log(`load average after: ${load()}`);
} finally {
  await pool.end();
  await portal.stopAll();
  await destroy();
}

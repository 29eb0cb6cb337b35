// Roadmap benchmark (issue 12): seeds BENCH_PLAYERS players × BENCH_ASSIGNMENTS assignments (default
// 2,000 × 60) with submission and review histories, then measures p50/p95 through the gateway
// (BENCH_CONCURRENCY clients, default 16, BENCH_SECONDS per row, default 5) for the current roadmap,
// the player's assignment list, the review queue's first page and the coach counters (every player in
// the bench coach's squad), each beside the same scoped SQL run directly against PostgreSQL in the
// same run. Run `npm run build` first.
import { createRequire } from 'node:module';
import {
  BENCH_PASSWORD,
  BrowserLikeClient,
  benchNamespace,
  defaultClub,
  envNumber,
  ms,
  perSecond,
  printLoadAverageBeforeAndAfter,
  runLoad,
  scopeSql,
  seedMemberships,
  signInBenchCoach,
  startPortal,
} from './lib/bench-kit.mjs';

printLoadAverageBeforeAndAfter();

const require = createRequire(import.meta.url);
const { Pool } = require('pg');

const players = envNumber('BENCH_PLAYERS', 2000, 5);
const perPlayer = envNumber('BENCH_ASSIGNMENTS', 60, 3);
const seconds = envNumber('BENCH_SECONDS', 5, 1);
const concurrency = envNumber('BENCH_CONCURRENCY', 16, 2);

const timed = (call) => runLoad(call, { concurrency, seconds });

function row(name, gateway, sql) {
  console.log(
    `${name.padEnd(34)} gateway p50 ${ms(gateway.p50)} ms  p95 ${ms(gateway.p95)} ms  ${perSecond(gateway.rps)} req/s  errors ${gateway.failures}   |   SQL p50 ${ms(sql.p50)} ms  p95 ${ms(sql.p95)} ms`,
  );
}

const SEED = `
  CREATE TEMP TABLE bench_players AS
    SELECT CASE WHEN n = 1 THEN $1::uuid ELSE gen_random_uuid() END AS player_id, n
    FROM generate_series(1, $2::int) n;
  INSERT INTO roadmap.roadmaps (player_id, title, description, created_by, created_at)
    SELECT player_id, 'Season plan ' || n, 'Seeded', $3::uuid, now() - interval '30 days' FROM bench_players;
  INSERT INTO roadmap.focus_areas (roadmap_id, title, description)
    SELECT r.id, 'Focus ' || k, 'Seeded focus area' FROM roadmap.roadmaps r CROSS JOIN generate_series(1, 3) k;
  INSERT INTO roadmap.assignments
      (roadmap_id, player_id, title, category, instructions, status, due_date, effort_minutes, evidence_required,
       coach_notes, completion_notes, submitted_at, approved_at, created_by, created_at, updated_at)
    SELECT r.id, r.player_id, 'Assignment ' || i, 'Passing & Receiving', 'Seeded instructions for the benchmark.',
      (ARRAY['not_started','in_progress','submitted','needs_changes','approved'])[1 + (i % 5)],
      current_date + (i % 21) - 7, 30, 'note',
      CASE WHEN i % 5 IN (3, 4) THEN 'Coach note' END,
      CASE WHEN i % 5 IN (2, 4) THEN 'Player note' END,
      CASE WHEN i % 5 IN (2, 3, 4) THEN now() - (i || ' hours')::interval - (random() * interval '20 days') END,
      CASE WHEN i % 5 = 4 THEN now() - (random() * interval '3 days') END,
      $3::uuid, now() - ((${'$'}4::int - i) || ' hours')::interval, now()
    FROM roadmap.roadmaps r CROSS JOIN generate_series(1, $4::int) i;
  INSERT INTO roadmap.assignment_versions (assignment_id, kind, from_status, to_status, by_user_id, by_role, note, created_at)
    SELECT a.id, 'submission', 'in_progress', 'submitted', $3::uuid, 'player', 'Player note', a.submitted_at - interval '1 day'
    FROM roadmap.assignments a WHERE a.status IN ('submitted', 'needs_changes', 'approved');
  INSERT INTO roadmap.assignment_versions (assignment_id, kind, from_status, to_status, by_user_id, by_role, note, created_at)
    SELECT a.id, 'review', 'submitted', a.status, $3::uuid, 'coach', 'Coach note', a.submitted_at - interval '12 hours'
    FROM roadmap.assignments a WHERE a.status IN ('needs_changes', 'approved');
  INSERT INTO roadmap.assignment_versions (assignment_id, kind, from_status, to_status, by_user_id, by_role, note, created_at)
    SELECT a.id, 'submission', 'needs_changes', 'submitted', $3::uuid, 'player', 'Second try', a.submitted_at
    FROM roadmap.assignments a WHERE a.status IN ('submitted', 'approved');
  ANALYZE roadmap.roadmaps; ANALYZE roadmap.focus_areas; ANALYZE roadmap.assignments; ANALYZE roadmap.assignment_versions;`;

const COLUMNS = `a.id, a.roadmap_id, a.player_id, a.title, a.category, a.instructions, a.status,
  to_char(a.due_date, 'YYYY-MM-DD'), a.effort_minutes, a.evidence_required, a.coach_notes, a.resources,
  a.completion_notes, a.submitted_at, a.created_at, a.updated_at,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  to_char(a.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const { namespace, env, databaseUrl, destroy } = await benchNamespace();
const portal = await startPortal({ env, services: ['identity', 'roadmap'] });
const pool = new Pool({ connectionString: databaseUrl, max: concurrency });
try {
  const credentials = { email: 'bench.player@club.test', password: BENCH_PASSWORD };
  const player = new BrowserLikeClient(portal.baseUrl);
  await player.post('/api/auth/signup', {
    ...credentials,
    firstName: 'Bench',
    lastName: 'Player',
    dateOfBirth: '2000-01-01',
  });
  const playerId = (await (await player.get('/api/players/me')).json()).id;
  const coach = await signInBenchCoach(portal.baseUrl, env);

  const club = await defaultClub(pool);
  const inScope = scopeSql({ role: 'coach', clubId: club.clubId, squadIds: [club.squadId] }, 'roadmap');
  const seedStarted = performance.now();
  const client = await pool.connect();
  try {
    // The seed is one multi-statement script; parameters are inlined because pg allows none there.
    const script = SEED.replaceAll('$1::uuid', `'${playerId}'::uuid`)
      .replaceAll('$2::int', String(players))
      .replaceAll('$3::uuid', `'00000000-0000-4000-8000-000000000001'::uuid`)
      .replaceAll('$4::int', String(perPlayer));
    await client.query(script);
    // The seeded players (the first is the signed-up player, placed by identity) join the bench coach's squad.
    const { rows: seeded } = await client.query(`SELECT player_id FROM bench_players WHERE n > 1`);
    await seedMemberships(client, {
      clubId: club.clubId,
      players: seeded.map((row) => ({ playerId: row.player_id, squadIds: [club.squadId] })),
      schemas: ['roadmap'],
    });
  } finally {
    client.release();
  }
  const { rows: sizes } = await pool.query(
    `SELECT (SELECT count(*) FROM roadmap.assignments)::int AS assignments,
            (SELECT count(*) FROM roadmap.assignment_versions)::int AS versions,
            (SELECT count(*) FROM roadmap.assignments WHERE status = 'submitted')::int AS submitted`,
  );
  console.log(
    `Roadmap benchmark: ${players} players × ${perPlayer} assignments = ${sizes[0].assignments} assignments, ${sizes[0].versions} versions (${sizes[0].submitted} awaiting review), seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${seconds} s per row, ${concurrency} concurrent clients, one replica each, client on the same machine; ${namespace}`,
  );

  const ok = async (response) => {
    await response.arrayBuffer();
    return response.ok;
  };
  const sql = (text, params) => async () => {
    await pool.query(text, params);
    return true;
  };
  const { rows: currentRows } = await pool.query(
    `SELECT id FROM roadmap.roadmaps WHERE player_id = $1 AND status = 'current'`,
    [playerId],
  );
  const roadmapId = currentRows[0].id;

  row(
    `GET /api/roadmaps/{id}/current (${perPlayer})`,
    await timed(async () => ok(await player.get(`/api/roadmaps/${playerId}/current`))),
    await timed(async () => {
      await pool.query(`SELECT r.* FROM roadmap.roadmaps r WHERE r.player_id = $1 AND r.status = 'current'`, [
        playerId,
      ]);
      await Promise.all([
        pool.query(
          `SELECT ${COLUMNS} FROM roadmap.assignments a WHERE a.roadmap_id = $1 ORDER BY a.created_at, a.id LIMIT 500`,
          [roadmapId],
        ),
        pool.query(
          `SELECT f.* FROM roadmap.focus_areas f WHERE f.roadmap_id = $1 ORDER BY f.created_at, f.id LIMIT 50`,
          [roadmapId],
        ),
      ]);
      return true;
    }),
  );
  row(
    `GET /api/assignments (${perPlayer})`,
    await timed(async () => ok(await player.get('/api/assignments'))),
    await timed(
      sql(
        `SELECT ${COLUMNS} FROM roadmap.assignments a WHERE a.player_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 1001`,
        [playerId],
      ),
    ),
  );
  row(
    'GET /api/reviews?limit=20',
    await timed(async () => ok(await coach.get('/api/reviews?limit=20'))),
    await timed(() => {
      const params = [21];
      return sql(
        `SELECT ${COLUMNS}, s.submission FROM roadmap.assignments a
         LEFT JOIN LATERAL (SELECT json_build_object('id', v.id, 'note', v.note, 'link', v.link, 'createdAt', v.created_at) AS submission
           FROM roadmap.assignment_versions v WHERE v.assignment_id = a.id AND v.kind = 'submission'
           ORDER BY v.created_at DESC, v.id DESC LIMIT 1) s ON true
         WHERE a.status = 'submitted' AND ${inScope('a.player_id', params)} ORDER BY a.submitted_at, a.id LIMIT $1`,
        params,
      )();
    }),
  );
  row(
    'GET /api/roadmaps/counters',
    await timed(async () => ok(await coach.get('/api/roadmaps/counters?timeZone=Europe/London'))),
    await timed(() => {
      const params = ['Europe/London'];
      return sql(
        `SELECT (SELECT count(*) FROM roadmap.roadmaps r WHERE status = 'current' AND ${inScope('r.player_id', params)})::int,
                (SELECT count(*) FROM roadmap.assignments s WHERE status = 'submitted' AND ${inScope('s.player_id', params)})::int,
                (SELECT count(*) FROM roadmap.assignments d WHERE status = 'approved' AND ${inScope('d.player_id', params)}
                   AND approved_at >= (date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1))::int`,
        params,
      )();
    }),
  );
  const baseline = await timed(async () => ok(await fetch(`${portal.baseUrl}/api/health`)));
  console.log(
    `${'bare baseline: GET /api/health'.padEnd(34)} gateway p50 ${ms(baseline.p50)} ms  p95 ${ms(baseline.p95)} ms`,
  );
} finally {
  await pool.end();
  await portal.stopAll();
  await destroy();
}

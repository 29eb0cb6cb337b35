import { randomUUID } from 'node:crypto';
import { type Actor, addDays, buildProgressDashboard, referenceDay } from '@portal/contracts';
import { type ServiceUnderTest, startServiceUnderTest } from '@portal/server-kit/testing';
import { dashboardReadsParams, scopedDashboardReadsSql } from '../src/progress/dashboard-reads';

const SESSION_COLUMNS = `"id", "player_id" AS "playerId", "date"::text AS "date", "day_of_week" AS "dayOfWeek",
  "type", "category", "minutes", "rpe", "notes", "wellness_rating" AS "wellnessRating",
  to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;
const WELLNESS_COLUMNS = `"id", "player_id" AS "playerId", "date"::text AS "date", "energy", "fatigue", "sleep",
  "motivation", "soreness", "mood", "comment",
  to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/**
 * The dashboard reads its rows in one statement (dashboard-reads.ts). Its answer must be exactly what
 * the four separate reads it replaced give the same pure rules, on a fixture with the awkward cases:
 * two sessions a day, sessions without minutes or RPE, notes with quotes, missing check-ins, open and
 * deleted assignments, weeks judged as of a day inside them.
 */
describe('progress dashboard reads', () => {
  let service: ServiceUnderTest;
  const player: Actor & { playerId: string } = { userId: randomUUID(), role: 'player', playerId: randomUUID() };
  const LAST_DAY = '2026-10-25'; // a Sunday

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3000);
    const { pg } = service;
    const first = addDays(LAST_DAY, -69);
    await pg.query(
      `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe, notes, wellness_rating, created_at)
       SELECT $1, d::date, trim(to_char(d, 'Day')), (ARRAY['Team','Individual','Game','Recovery','Gym'])[1 + i % 5],
              'Team', CASE WHEN i % 11 = 0 THEN NULL ELSE 20 + (i * 7) % 90 END, CASE WHEN i % 7 = 0 THEN NULL ELSE 1 + i % 10 END,
              CASE WHEN i % 3 = 0 THEN 'notes, "quoted"' END, CASE WHEN i % 4 = 0 THEN 1 + i % 5 END,
              d + make_interval(hours => (6 + i % 12)::int)
         FROM generate_series($2::date, $3::date, interval '1 day') WITH ORDINALITY AS g(d, i)
        WHERE i % 6 <> 0`,
      [player.playerId, first, LAST_DAY],
    );
    // A second session on some days, logged earlier in the day than the first.
    await pg.query(
      `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe, created_at)
       SELECT $1, d::date, trim(to_char(d, 'Day')), 'Gym', 'Gym', 45, 8, d + interval '5 hours'
         FROM generate_series($2::date, $3::date, interval '5 days') d`,
      [player.playerId, first, LAST_DAY],
    );
    await pg.query(
      `INSERT INTO tracking.wellness_logs (player_id, date, energy, fatigue, sleep, motivation, soreness, mood, comment, created_at, updated_at)
       SELECT $1, d::date, 1 + i % 5, 1 + (i * 3) % 5, 1 + (i * 2) % 5, 1 + (i * 4) % 5,
              CASE WHEN i % 2 = 0 THEN 1 + i % 5 END, CASE WHEN i % 3 = 0 THEN 3 END, CASE WHEN i % 5 = 0 THEN 'tired' END,
              d + interval '8 hours', d + interval '9 hours'
         FROM generate_series($2::date, $3::date, interval '1 day') WITH ORDINALITY AS g(d, i)
        WHERE i % 4 <> 0`,
      [player.playerId, first, LAST_DAY],
    );
    await pg.query(
      `INSERT INTO tracking.assignment_statuses (assignment_id, player_id, roadmap_id, title, status, due_date, deleted, last_event_at)
       VALUES (gen_random_uuid(), $1, gen_random_uuid(), 'a', 'approved', '2026-10-01', false, now()),
              (gen_random_uuid(), $1, gen_random_uuid(), 'b', 'in_progress', '2026-10-10', false, now()),
              (gen_random_uuid(), $1, gen_random_uuid(), 'c', 'not_started', NULL, false, now()),
              (gen_random_uuid(), $1, gen_random_uuid(), 'd', 'approved', '2026-10-05', true, now())`,
      [player.playerId],
    );
  });

  afterAll(async () => {
    await service?.close();
  });

  /** The four reads the dashboard made before, one statement each. */
  async function expectedDashboard(weekStart: string, today?: string) {
    const { pg } = service;
    const { playerId } = player;
    const weekEnd = addDays(weekStart, 6);
    const asOf = referenceDay(weekStart, today);
    const sessions = await pg.query(
      `SELECT ${SESSION_COLUMNS} FROM tracking.training_sessions WHERE player_id = $1 AND date BETWEEN $2 AND $3
        ORDER BY date DESC, created_at DESC, id DESC`,
      [playerId, addDays(asOf, -27), weekEnd],
    );
    const checkIns = await pg.query(
      `SELECT ${WELLNESS_COLUMNS} FROM tracking.wellness_logs WHERE player_id = $1 AND date BETWEEN $2 AND $3
        ORDER BY date DESC`,
      [playerId, addDays(weekStart, -28), weekEnd],
    );
    const first = await pg.query(
      `SELECT LEAST((SELECT min(date) FROM tracking.training_sessions WHERE player_id = $1),
                    (SELECT min(date) FROM tracking.wellness_logs WHERE player_id = $1))::text AS first`,
      [playerId],
    );
    const assignments = await pg.query(
      `SELECT status, due_date::text AS "dueDate" FROM tracking.assignment_statuses WHERE player_id = $1 AND NOT deleted`,
      [playerId],
    );
    expect(sessions.rows.length).toBeGreaterThan(0);
    return buildProgressDashboard({
      playerId,
      weekStart,
      today,
      sessions: sessions.rows,
      checkIns: checkIns.rows,
      firstRecordDay: first.rows[0].first,
      assignments: assignments.rows,
    });
  }

  it.each([
    ['2026-10-19', undefined],
    ['2026-10-19', '2026-10-22'],
    ['2026-10-12', '2026-10-12'],
    ['2026-09-07', undefined],
    ['2026-08-17', undefined],
    ['2026-10-26', undefined],
  ])('the week of %s (today %s) answers what the four separate reads gave', async (weekStart, today) => {
    const dashboard = await service.rpc.call(
      'tracking.progress.dashboard',
      { playerId: player.playerId, weekStart, ...(today ? { today } : {}) },
      { actor: player },
    );
    expect(dashboard).toEqual(await expectedDashboard(weekStart, today));
  });

  it('reads no row of a player outside the scope: the scope condition fails before any column is read', async () => {
    const params: unknown[] = dashboardReadsParams(player.playerId, '2026-10-19');
    params.push(randomUUID()); // a club the player is not in
    const sql = scopedDashboardReadsSql({
      membership: 'NULL',
      reachable: `$1::uuid IN (SELECT "player_id" FROM "tracking"."scope_players" WHERE "club_id" = $5::uuid)`,
    });
    expect((await service.pg.query(sql, params)).rows).toEqual([]);
    const plan = (await service.pg.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${sql}`, params)).rows
      .map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
      .join('\n');
    const scans = plan
      .split('\n')
      .filter((line: string) => /training_sessions|wellness_logs|assignment_statuses/.test(line));
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) expect(scan).toContain('never executed');
  });
});

// Reports benchmark (issue 15): seeds BENCH_PLAYERS players (default 1,000) who joined 44 days ago,
// each with six weeks of training logs (five a week), training sessions (four a week, from four weeks
// before the period for the chronic load), daily wellness check-ins and BENCH_ASSIGNMENTS
// assignments (default 6) with submission and review histories, then starts the real reports worker
// with the .eml outbox and lets its job scheduler run one batch (period 1 of every player). Prints
// wall time, worker CPU ms per report, peak and sampled worker RSS, PDF size, and, in this process,
// CPU ms per PDF of the portal's layout + renderer beside a bare pdfkit script drawing the same page.
// Each player also has BENCH_VIDEOS videos (default 2) with a coach's summary and a timed comment, read
// through media. Also prints the CPU each service spent per report (where the batch's time goes).
// WORKER_CONCURRENCY (default 2, the platform default) is passed to the worker; BENCH_WORKERS (default 1)
// starts that many worker replicas, as an operator scales them. BENCH_PROFILE_DIR=<dir>
// writes a V8 CPU profile of every process there (open in Chrome DevTools); REPORTS_BATCH_SIZE is passed
// to the worker. Run `npm run build` first.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AppProcess,
  benchNamespace,
  defaultClub,
  envNumber,
  smokeOr,
  printLoadAverageBeforeAndAfter,
  seedMemberships,
} from './lib/bench-kit.mjs';

printLoadAverageBeforeAndAfter();

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const PDFDocument = require('pdfkit');
const { addDays, evaluateTrafficLight } = require('@portal/contracts');
const { buildReportLayout } = require('../apps/reports/dist/report/report-layout.js');
const { renderReportPdf } = require('../apps/reports/dist/report/pdf-renderer.js');

const players = envNumber('BENCH_PLAYERS', 1000, 2);
const assignmentsPerPlayer = envNumber('BENCH_ASSIGNMENTS', 6, 1);
const videosPerPlayer = envNumber('BENCH_VIDEOS', 2, 1);
const concurrency = process.env.WORKER_CONCURRENCY ?? '2';
const workerCount = envNumber('BENCH_WORKERS', 1);
const COACHES = 2;
const PDF_RUNS = smokeOr(200, 3);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TICK_MS = 1000 / 100; // /proc clock ticks (USER_HZ 100)

const SEED = `
  INSERT INTO identity.users (email, password_hash, first_name, last_name, role, created_at, club_id)
    SELECT 'bench.player' || n || '@club.test', 'not-a-login', 'Player', 'Number ' || n, 'player', now() - interval '44 days', $4::uuid
    FROM generate_series(1, $1::int) n;
  INSERT INTO identity.users (email, password_hash, first_name, last_name, role, club_id)
    SELECT 'bench.coach' || n || '@club.test', 'not-a-login', 'Coach', 'Number ' || n, 'coach', $4::uuid FROM generate_series(1, ${COACHES}) n;
  INSERT INTO identity.players (user_id, full_name, created_at, club_id)
    SELECT id, first_name || ' ' || last_name, created_at, club_id FROM identity.users WHERE role = 'player';
  INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, wellness_rating, created_at)
    SELECT p.id, day, trim(to_char(day, 'Day')), 'Team', 'Team', 1 + ((d * 7 + length(p.id::text)) % 5), now()
    FROM identity.players p CROSS JOIN generate_series(0, 41) d
    CROSS JOIN LATERAL (SELECT (p.created_at + (d || ' days')::interval)::date AS day) x WHERE d % 7 < 5;
  INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe)
    SELECT p.id, day, trim(to_char(day, 'Day')), 'Team', 'Team', 45 + ((d + 28) % 4) * 15, 4 + ((d + 28) % 5)
    FROM identity.players p CROSS JOIN generate_series(-27, 41) d
    CROSS JOIN LATERAL (SELECT (p.created_at + (d || ' days')::interval)::date AS day) x WHERE (d + 28) % 7 IN (0, 2, 4, 5);
  INSERT INTO tracking.wellness_logs (player_id, date, energy, fatigue, sleep, motivation, soreness)
    SELECT p.id, (p.created_at + (d || ' days')::interval)::date, 1 + (d % 5), 1 + ((d + 2) % 5), 2 + (d % 4), 3 + (d % 3), 1 + (d % 3)
    FROM identity.players p CROSS JOIN generate_series(0, 41) d;
  INSERT INTO roadmap.roadmaps (player_id, title, description, created_by, created_at)
    SELECT id, 'Season plan', 'Seeded', id, created_at FROM identity.players;
  INSERT INTO roadmap.assignments
      (roadmap_id, player_id, title, category, instructions, status, due_date, effort_minutes, evidence_required,
       submitted_at, approved_at, created_by, created_at, updated_at)
    SELECT r.id, r.player_id, 'Assignment ' || i, 'Passing & Receiving', 'Seeded instructions for the benchmark.',
      (ARRAY['not_started','submitted','needs_changes','approved'])[1 + (i % 4)],
      (r.created_at + (i * 6 || ' days')::interval)::date, 30, 'note',
      CASE WHEN i % 4 > 0 THEN r.created_at + (i * 5 || ' days')::interval END,
      CASE WHEN i % 4 = 3 THEN r.created_at + (i * 5 + 1 || ' days')::interval END,
      r.player_id, r.created_at, r.created_at + (i * 5 + 1 || ' days')::interval
    FROM roadmap.roadmaps r CROSS JOIN generate_series(1, $2::int) i;
  INSERT INTO roadmap.assignment_versions (assignment_id, kind, from_status, to_status, by_user_id, by_role, note, created_at)
    SELECT a.id, 'review', 'submitted', a.status, a.created_by, 'coach', 'Good work on the weaker foot.', a.updated_at
    FROM roadmap.assignments a WHERE a.status IN ('needs_changes', 'approved');
  INSERT INTO media.uploads (id, player_id, user_id, object_key, expires_at, verified_kind, content_type, size_bytes, created_at)
    SELECT gen_random_uuid(), p.id, p.user_id, 'bench/' || p.id || '/' || v, now(), 'video', 'video/mp4', 1000,
      p.created_at + (v * 9 || ' days')::interval
    FROM identity.players p CROSS JOIN generate_series(1, $3::int) v;
  INSERT INTO media.videos (player_id, upload_id, title, original_key, original_content_type, media_kind, status, summary, processing_state, created_at)
    SELECT u.player_id, u.id, 'Match video ' || right(u.object_key, 1), u.object_key, 'video/mp4', 'video', 'Reviewed',
      'Good pressing, the final pass was rushed.', 'ready', u.created_at
    FROM media.uploads u;
  INSERT INTO media.video_comments (video_id, at_seconds, text, author_id, author_role, created_at)
    SELECT v.id, 83, 'Check your shoulder before receiving.', v.player_id, 'coach', v.created_at + interval '1 day' FROM media.videos v;
`;

function procStat(pid) {
  return readFile(`/proc/${pid}/stat`, 'utf8').then((text) => {
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime, ms
  });
}
/** CPU ms of every running process whose command is one of `names`, by pid (PostgreSQL's backends come and go). */
async function infraCpu(names) {
  const byPid = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const key = names.find((candidate) => name.startsWith(candidate));
    if (key) byPid.set(entry, { key, ms: await procStat(entry).catch(() => 0) });
  }
  return byPid;
}
/** CPU each kind of process spent between two readings (processes that ended in between are missed). */
function infraDelta(before, after, names) {
  const totals = Object.fromEntries(names.map((name) => [name, 0]));
  for (const [pid, { key, ms }] of after) totals[key] += ms - (before.get(pid)?.ms ?? 0);
  return totals;
}
const INFRA = ['postgres', 'redis-server', 'nats-server'];

async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** The same page drawn straight with pdfkit: the text, the bar chart and one line chart per item, with grids. */
function barePdf(page) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.font('Helvetica-Bold').fontSize(20).text(page.title);
    doc.font('Helvetica').fontSize(11);
    const grid = (top, height, lines) => {
      for (let line = 0; line < lines; line += 1) {
        const y = top + (height / (lines - 1)) * line;
        doc.lineWidth(0.5).strokeColor('#d9e2ec').moveTo(74, y).lineTo(547, y).stroke();
        doc
          .fontSize(8)
          .fillColor('#52606d')
          .text(String(lines - 1 - line), 48, y - 4, { width: 22, align: 'right' });
      }
      page.bars.forEach((_, index) => doc.text(`Wk ${index + 1}`, 90 + index * 78, top + height + 4, { width: 40 }));
      doc.fontSize(11).fillColor('#1f2933');
    };
    for (const line of page.lines.slice(0, 4)) doc.text(line, 48, doc.y, { width: 499 });
    let top = doc.y + 6;
    grid(top, 148, 6);
    page.bars.forEach((value, index) =>
      doc.rect(90 + index * 78, top + 148 - value * 25, 47, value * 25).fill('#2f6f4e'),
    );
    doc.y = top + 170;
    for (const series of page.wellness) {
      if (doc.y + 110 > 794) doc.addPage();
      doc.text(series.label, 48, doc.y);
      top = doc.y + 4;
      grid(top, 74, 5);
      doc.lineWidth(2).strokeColor('#2f6f4e');
      series.values.forEach((value, index) => {
        const x = 113 + index * 78;
        const y = top + 74 - (value - 1) * 18.5;
        if (index === 0) doc.moveTo(x, y);
        else doc.lineTo(x, y);
      });
      doc.stroke();
      series.values.forEach((value, index) =>
        doc.circle(113 + index * 78, top + 74 - (value - 1) * 18.5, 3).fill('#2f6f4e'),
      );
      doc.y = top + 96;
    }
    for (const line of page.lines.slice(4)) doc.text(line, 48, doc.y, { width: 499 });
    doc.end();
  });
}

async function cpuPerPdf(iterations, build) {
  await build(); // warm up
  const before = process.cpuUsage();
  for (let index = 0; index < iterations; index += 1) await build();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / iterations;
}

const outbox = await mkdtemp(join(tmpdir(), 'bench-reports-outbox-'));
const dataDir = await mkdtemp(join(tmpdir(), 'bench-reports-data-'));
const { namespace, env, databaseUrl, destroy } = await benchNamespace({
  MAIL_OUTBOX_DIR: outbox,
  STORAGE_DIR: dataDir,
  WORKER_CONCURRENCY: concurrency,
  REPORTS_SCAN_EVERY_MS: String(24 * 3600 * 1000),
  RPC_TIMEOUT_MS: '10000',
  ...(process.env.REPORTS_BATCH_SIZE ? { REPORTS_BATCH_SIZE: process.env.REPORTS_BATCH_SIZE } : {}),
});
const nodeArgs = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
// One service at a time: on a loaded machine a parallel start can exceed each one's readiness wait.
const portal = {
  processes: new Map(),
  stopAll: () => Promise.all([...portal.processes.values()].map((app) => app.stop())),
};
for (const app of ['identity', 'tracking', 'roadmap', 'media', 'reports'])
  portal.processes.set(app, await AppProcess.start({ app, env, nodeArgs }));
const pool = new Pool({ connectionString: databaseUrl });
let workers = [];
try {
  const seedStarted = performance.now();
  const club = await defaultClub(pool);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const seed = SEED.replaceAll('$1::int', String(Math.trunc(players)))
      .replaceAll('$2::int', String(Math.trunc(assignmentsPerPlayer)))
      .replaceAll('$3::int', String(Math.trunc(videosPerPlayer)))
      .replaceAll('$4::uuid', `'${club.clubId}'::uuid`);
    for (const statement of seed
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean))
      await client.query(statement);
    // Players and both coaches in the default club's 'All players': each report mails the family and the two coaches.
    const { rows: seededPlayers } = await client.query(`SELECT id, user_id FROM identity.players`);
    const { rows: seededCoaches } = await client.query(`SELECT id FROM identity.users WHERE role = 'coach'`);
    await seedMemberships(client, {
      clubId: club.clubId,
      players: seededPlayers.map((row) => ({ playerId: row.id, userId: row.user_id, squadIds: [club.squadId] })),
      staff: seededCoaches.map((row) => ({ userId: row.id, role: 'coach', squadIds: [club.squadId] })),
      schemas: ['tracking', 'roadmap', 'media', 'reports'],
    });
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  console.log(
    `seeded ${players} players, ${players * 30} training logs, ${players * 40} sessions, ${players * 42} check-ins, ${players * assignmentsPerPlayer} assignments in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const services = [...portal.processes.entries()].filter(([, process]) => process.pid);
  const servicesCpuBefore = await Promise.all(services.map(([, process]) => procStat(process.pid)));
  const infraCpuBefore = await infraCpu(INFRA);
  const started = performance.now();
  workers = await Promise.all(
    Array.from({ length: workerCount }, (_, index) =>
      // --trace-gc: the live heap after each full collection (RSS also holds garbage not yet collected).
      AppProcess.start({
        app: 'reports',
        entry: 'worker',
        env,
        nodeArgs: [...nodeArgs, '--trace-gc'],
        label: `reports-worker-${index + 1}`,
      }),
    ),
  );
  const pids = workers.map((worker) => worker.pid);
  const workersCpu = async () => (await Promise.all(pids.map(procStat))).reduce((sum, ms) => sum + ms, 0);
  const largestRss = async () => Math.max(...(await Promise.all(pids.map(rssMb))));
  const cpuAtReady = await workersCpu();
  const readyAfter = performance.now() - started;
  let peakRss = await largestRss();
  const samples = [];
  let done = 0;
  let mails = 0;
  let reportsDoneAt = 0;
  const expectedMails = players * (1 + COACHES);
  while (mails < expectedMails) {
    peakRss = Math.max(peakRss, await largestRss());
    done = Number((await pool.query('SELECT count(*) FROM reports.reports')).rows[0].count);
    mails = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).length;
    const quarter = Math.floor((done / players) * 4);
    if (quarter > samples.length && samples.length < 4)
      samples.push(`${quarter * 25}%: ${(await largestRss()).toFixed(0)} MB`);
    if (done >= players && !reportsDoneAt) reportsDoneAt = performance.now() - started;
    if (performance.now() - started > 15 * 60 * 1000) throw new Error(`timed out: ${done} reports, ${mails} mails`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const wall = performance.now() - started;
  const cpu = (await workersCpu()) - cpuAtReady;
  const servicesCpu = (await Promise.all(services.map(([, process]) => procStat(process.pid)))).map(
    (after, index) => `${services[index][0]} ${((after - servicesCpuBefore[index]) / players).toFixed(1)} ms`,
  );
  const infraCpuAfter = await infraCpu(INFRA);
  const infraSpent = infraDelta(infraCpuBefore, infraCpuAfter, INFRA);
  const infraPerReport = INFRA.map((name) => `${name} ${(infraSpent[name] / players).toFixed(1)} ms`);
  const size = (await pool.query('SELECT avg(size_bytes)::int AS avg, max(size_bytes) AS max FROM reports.reports'))
    .rows[0];
  const sample = (await pool.query('SELECT id FROM reports.reports LIMIT 1')).rows[0].id;
  // The local storage driver keeps each namespace's objects under its own directory.
  const samplePdf = await readFile(join(dataDir, namespace, 'reports', `${sample}.pdf`)).catch(() => null);
  // Inside the repository's ignored test-artifacts/, never a fixed path elsewhere (the smoke run is a test).
  const samplePdfPath = join(root, 'test-artifacts', 'bench', 'bench-report.pdf');
  if (samplePdf) {
    await mkdir(dirname(samplePdfPath), { recursive: true });
    await writeFile(samplePdfPath, samplePdf);
  }

  // In this process: the portal's layout + renderer against a bare pdfkit script of the same page.
  const snapshot = {
    player: { playerId: sample, name: 'Player Number 1', team: null },
    period: { number: 1, start: '2026-01-05', end: '2026-02-15' },
    generatedOn: '2026-02-16',
    trainingLogs: Array.from({ length: 30 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 5 + Math.floor(index / 5) * 7 + (index % 5))).toISOString().slice(0, 10),
      type: 'team_training',
      wellnessRating: 1 + (index % 5),
    })),
    assignments: [],
    videos: [
      {
        title: 'Match video 1',
        status: 'Reviewed',
        summary: 'Good pressing; the final pass was rushed.',
        comments: [{ at: '1:23', text: 'Check your shoulder before receiving.' }],
      },
    ],
    coachComment: 'A strong block: keep scanning before receiving.',
    sessions: Array.from({ length: 24 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 5 + Math.floor(index / 4) * 7 + (index % 4) * 2)).toISOString().slice(0, 10),
      minutes: 60,
      rpe: 6,
      type: 'Team',
    })),
    wellness: Array.from({ length: 42 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 5 + index)).toISOString().slice(0, 10),
      energy: 1 + (index % 5),
      fatigue: 3,
      sleep: 4,
      motivation: 5,
      soreness: 2,
      mood: null,
    })),
    trafficLights: [],
  };
  // Each week's light and alerts from the rule tracking runs (contracts' evaluateTrafficLight), in the
  // shape the report reads (report-data.source.ts): a hand-written alert goes stale when that shape changes.
  snapshot.trafficLights = Array.from({ length: 6 }, (_, index) => {
    const weekStart = addDays(snapshot.period.start, index * 7);
    const asOf = addDays(weekStart, 6);
    const week = evaluateTrafficLight({
      asOf,
      sessions: snapshot.sessions.map(({ date, minutes, rpe, type }) => ({ date, minutes, rpe, type })),
      checkIns: snapshot.wellness.filter((checkIn) => checkIn.date <= asOf),
      firstRecordDay: snapshot.period.start,
      openAssignmentDueDays: [],
      judgeCheckInsFrom: weekStart,
    });
    return {
      weekStart,
      trafficLight: week.trafficLight,
      alerts: week.alerts.map(({ rule, message, figures }) => ({ rule, message, figures })),
    };
  });
  const layout = buildReportLayout(snapshot);
  const text = {
    title: layout.title,
    lines: layout.blocks.flatMap((block) =>
      block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? block.items : [],
    ),
    bars: [4, 4, 4, 4, 4, 4],
    wellness: ['Energy Level', 'Fatigue', 'Sleep Quality', 'Motivation', 'Soreness'].map((label) => ({
      label,
      values: [3, 3, 3, 3, 3, 3],
    })),
  };
  const ours = await cpuPerPdf(PDF_RUNS, () => renderReportPdf(buildReportLayout(snapshot)));
  const bare = await cpuPerPdf(PDF_RUNS, () => barePdf(text));
  const bareSize = (await barePdf(text)).length;

  console.log(
    `\nreports batch: ${players} players, ${workerCount} worker(s) of concurrency ${concurrency}; ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')} load`,
  );
  console.log(`  worker ready after            ${(readyAfter / 1000).toFixed(1)} s`);
  console.log(`  all reports stored after      ${(reportsDoneAt / 1000).toFixed(1)} s (from worker start)`);
  console.log(`  all ${expectedMails} mails written after ${(wall / 1000).toFixed(1)} s`);
  console.log(
    `  worker CPU per report         ${(cpu / players).toFixed(1)} ms (snapshot over NATS, PDF, file, row, event, ${1 + COACHES} mails)`,
  );
  console.log(`  services' CPU per report      ${servicesCpu.join(', ')}`);
  console.log(
    `  infrastructure CPU per report ${infraPerReport.join(', ')} (every client's; backends that exited are missed)`,
  );
  console.log(`  worker RSS peak (largest)     ${peakRss.toFixed(0)} MB; by progress ${samples.join(', ')}`);
  const liveHeaps = workers[0]
    .output()
    .map((line) => /Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/.exec(line)?.[1])
    .filter(Boolean)
    .map(Number);
  console.log(
    `  worker live heap after GC     ${liveHeaps.map((mb) => mb.toFixed(0)).join(', ')} MB (each full collection of worker 1, in order)`,
  );
  console.log(
    `  PDF size                      avg ${(size.avg / 1024).toFixed(1)} KB, max ${(size.max / 1024).toFixed(1)} KB`,
  );
  console.log(`\nsame page, in this process (${PDF_RUNS} PDFs each):`);
  console.log(`  portal layout + renderer      ${ours.toFixed(2)} ms CPU per PDF`);
  console.log(`  bare pdfkit script            ${bare.toFixed(2)} ms CPU per PDF (${(bareSize / 1024).toFixed(1)} KB)`);
  console.log(`  difference                    ${(ours - bare).toFixed(2)} ms per PDF`);
  console.log(samplePdf ? `\na generated report was copied to ${samplePdfPath}` : '\n(no sample PDF found)');
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
  await pool.end();
  await portal.stopAll();
  await destroy();
  await rm(outbox, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, QUEUES, humanDay } from '@portal/contracts';
import { JobQueues, RpcClient, connectNats, createLogger, redisConnection } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  AppProcess,
  type TestInfra,
  TestMemberships,
  clubFixture,
  createTestNamespace,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  waitFor,
  testRpcSigner,
} from '@portal/server-kit/testing';
import { type ParsedMail, simpleParser } from 'mailparser';
import { reportIdFor } from '../src/report/report-id';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';

const ADMIN: Actor = { userId: randomUUID(), role: 'admin' };
type PlayerActor = Actor & { playerId: string };

function pdfText(pdf: Buffer, dir: string): Promise<string> {
  const file = join(dir, `${randomUUID()}.pdf`);
  return writeFile(file, pdf).then(() => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

const today = () => new Date().toISOString().slice(0, 10);

describe('reports: six-weekly PDFs made by the worker from other services over NATS', () => {
  let infra: TestInfra;
  let namespace: string;
  let env: Record<string, string>;
  let dataDir: string;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let pg: Client;
  const services = new Map<string, AppProcess>();
  const workers: AppProcess[] = [];
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let coach: Actor;
  let queues: JobQueues;
  let memberships: TestMemberships;
  // Every player signed up here is in squad 1 of club A; Carla and Dev coach it.
  const clubA = clubFixture(2);
  const clubB = clubFixture(1);
  const [squad1, squad2] = clubA.squadIds as [string, string];
  /** A staff account (identity has its name and address) placed in a club, coaching `squadIds`. */
  const staffAccount = async (
    email: string,
    firstName: string,
    role: 'coach' | 'admin',
    clubId: string,
    squadIds: string[] = [],
  ): Promise<Actor & { clubId: string }> => {
    const account = await createAccount(email, firstName);
    // An admin of the club identity signed the account up in.
    await rpc.call(
      'identity.user.set-role',
      { userId: account.userId, role },
      { actor: { ...ADMIN, clubId: account.clubId } },
    );
    const actor = { userId: account.userId, role, clubId, ...(role === 'coach' ? { squadIds } : {}) };
    await memberships.placeStaff(actor);
    return actor;
  };

  const createAccount = async (email: string, firstName: string): Promise<PlayerActor> => {
    const { actor } = await rpc.call('identity.auth.signup', {
      email,
      password: 'a-long-passphrase-42',
      firstName,
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    return { ...actor, playerId: actor.playerId! };
  };
  /** A player of squad 1 of club A. */
  const signUp = async (email: string, firstName: string): Promise<PlayerActor> => {
    const player = await createAccount(email, firstName);
    await memberships.placePlayer(player.playerId, clubA.clubId, [squad1], player.userId);
    return player;
  };
  const logTraining = (player: PlayerActor, date: string, wellnessRating: number) =>
    rpc.call(
      'tracking.training-log.create',
      { playerId: player.playerId, log: { date, type: 'team_training', wellnessRating } },
      { actor: player },
    );
  const reportsOf = (player: PlayerActor) =>
    rpc.call('reports.report.list', { playerId: player.playerId }, { actor: player });
  const startWorker = async (extra: Record<string, string> = {}) => {
    const worker = await AppProcess.start({
      app: 'reports',
      entry: 'worker',
      env: { ...env, ...extra },
      label: `reports-worker-${workers.length + 1}`,
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-reports-'));
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          // Identity invites every parent entry with an e-mail; this file counts the report mails.
          .then((parsed) =>
            /^Follow .* progress on Player Portal$/.test(parsed.subject ?? '') ? 0 : received.push(parsed),
          )
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    env = {
      ...namespaceEnv(namespace, infra),
      STORAGE_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      WORKER_LOCK_MS: '3000',
    };
    services.set('identity', await AppProcess.start({ app: 'identity', env }));
    for (const app of ['tracking', 'roadmap', 'media', 'reports'] as const)
      services.set(app, await AppProcess.start({ app, env }));
    connection = await connectNats(infra.natsUrl, 'reports-test', createLogger('test', 'silent'));
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
    pg = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await pg.connect();
    queues = new JobQueues(namespace, redisConnection(infra.redisUrl));
    memberships = new TestMemberships(connection, namespace, pg, 'reports');
    coach = await staffAccount('carla@club.test', 'Carla', 'coach', clubA.clubId, [squad1]);
    // Staff with addresses who reach none of these players: never mailed their reports.
    await staffAccount('olga@club.test', 'Olga', 'coach', clubA.clubId, [squad2]);
    await staffAccount('otto@other-club.test', 'Otto', 'admin', clubB.clubId);
  }, 180_000);

  afterAll(async () => {
    await pg?.end();
    await queues?.close();
    await connection?.close();
    await Promise.all([...workers, ...services.values()].map((process) => process.stop()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await destroyNamespace(namespace, infra);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a report now: stored, listed, downloadable by its player only, mailed with the PDF, notified', async () => {
    const ana = await signUp('ana@family.test', 'Ana');
    const bea = await signUp('bea@family.test', 'Bea');
    // A parent on file with an address receives the family's copy instead of the player.
    await rpc.call(
      'identity.player.update',
      {
        playerId: ana.playerId,
        changes: { teamName: 'U16 Blue', parents: [{ name: 'Pat Silva', email: 'pat@family.test' }] },
      },
      { actor: coach },
    );
    await logTraining(ana, today(), 4);
    await logTraining(ana, today(), 2);
    await startWorker();

    await expect(rpc.call('reports.report.generate', { playerId: ana.playerId }, { actor: ana })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
    const queued = await rpc.call('reports.report.generate', { playerId: ana.playerId }, { actor: coach });
    expect(queued).toMatchObject({ playerId: ana.playerId, periodNumber: 1, periodStart: today(), periodEnd: today() });
    const [report] = await waitFor(async () => ((await reportsOf(ana)).length === 1 ? reportsOf(ana) : undefined), {
      what: 'the report',
      timeoutMs: 20_000,
    });
    expect(report).toMatchObject({
      periodNumber: 1,
      fileName: `progress-report-ana-silva-${today()}.pdf`,
    });

    const download = await rpc.call('reports.report.pdf', { reportId: report!.id }, { actor: ana });
    const pdf = Buffer.from(download.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf, dataDir);
    // Page 1 speaks to the family; the details follow from page 2.
    const [familyPage] = text.split('\f');
    expect(familyPage).toContain("Ana Silva's progress report");
    expect(familyPage).toContain(`U16 Blue · ${humanDay(today())} · report 1`);
    expect(familyPage).toContain('What went well');
    expect(familyPage).toContain('What to work on next');
    expect(familyPage).toContain('2 sessions a week on average (2 sessions in 1 week)');
    expect(familyPage).not.toMatch(/acute|chronic|\d{4}-\d{2}-\d{2}/i);
    expect(text).toContain('The details');
    expect(text).toContain('2 sessions logged in the period.');
    expect(text).toContain('Average wellness rating 3.0 out of 5');
    // Outside the scope is the same as missing (ARCHITECTURE §9).
    await expect(rpc.call('reports.report.pdf', { reportId: report!.id }, { actor: bea })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Report not found',
    });
    await expect(rpc.call('reports.report.list', { playerId: ana.playerId }, { actor: bea })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // The parent and the coach of Ana's squad, each their own message (not Olga of another squad, nor
    // Otto of another club).
    await waitFor(() => received.length === 2, { what: 'two report mails', timeoutMs: 15_000 });
    const byRecipient = new Map(received.map((mail) => [(mail.to as { text: string }).text, mail]));
    expect([...byRecipient.keys()].sort()).toEqual([
      '"Carla Silva" <carla@club.test>',
      '"Pat Silva" <pat@family.test>',
    ]);
    const familyMail = byRecipient.get('"Pat Silva" <pat@family.test>')!;
    expect(familyMail.subject).toBe(`Progress report for Ana Silva: ${humanDay(today())}`);
    expect(familyMail.text).toContain("Here is Ana Silva's progress report");
    const [attachment] = familyMail.attachments;
    expect(attachment).toMatchObject({ filename: report!.fileName, contentType: 'application/pdf' });
    expect(await pdfText(attachment!.content, dataDir)).toContain('2 sessions logged in the period.');

    await waitFor(
      async () =>
        (await rpc.call('reports.notification.list', {}, { actor: ana })).items.some(
          (item) => item.title === 'New progress report',
        ),
      { what: "the player's notification" },
    );

    // Generated again for the same period: same report, replaced in place, no second mail.
    await logTraining(ana, today(), 3);
    await rpc.call('reports.report.generate', { playerId: ana.playerId }, { actor: coach });
    await waitFor(
      async () =>
        (await rpc.call('reports.notification.list', {}, { actor: ana })).items.some(
          (item) => item.title === 'Progress report updated',
        ),
      { what: 'the regenerated report', timeoutMs: 20_000 },
    );
    const again = await reportsOf(ana);
    expect(again.map((item) => item.id)).toEqual([report!.id]);
    const redone = await rpc.call('reports.report.pdf', { reportId: report!.id }, { actor: coach });
    expect(await pdfText(Buffer.from(redone.contentBase64, 'base64'), dataDir)).toContain(
      '3 sessions logged in the period.',
    );
    // The same report, recipients and period end: the same one mail job (both messages), nothing sent again.
    await waitFor(() => workers[0]!.output().filter((line) => line.includes('"msg":"report stored"')).length === 2, {
      what: 'the second run',
    });
    const mailQueue = queues.queue(QUEUES.mail);
    const mailJobs = await mailQueue.getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
    // Identity's invitation to Pat (a parent entry with an e-mail) is a mail job of its own.
    const reportJobs = mailJobs.filter(
      (job) =>
        !String((job.data as { payload: { messageId?: string } }).payload.messageId ?? '').startsWith(
          'guardian-invitation-',
        ),
    );
    expect(await Promise.all(reportJobs.map((job) => job.getState()))).toEqual(['completed']);
    expect(received).toHaveLength(2);
  });

  it('retries while tracking and media are down, never storing a half-empty report', async () => {
    const dan = await signUp('dan@family.test', 'Dan');
    await Promise.all([services.get('tracking')!.stop(), services.get('media')!.stop()]);
    await rpc.call('reports.report.generate', { playerId: dan.playerId }, { actor: coach });
    await workers[0]!.waitForLog(/"msg":"job failed"/, 20_000);
    expect(await reportsOf(dan)).toEqual([]);

    services.set('tracking', await AppProcess.start({ app: 'tracking', env }));
    services.set('media', await AppProcess.start({ app: 'media', env }));
    await waitFor(async () => (await reportsOf(dan)).length === 1, { what: "Dan's report", timeoutMs: 40_000 });
  }, 180_000);

  it('survives a worker killed mid-batch: every report and mail exactly once, one digest for a digest coach', async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    const devCoach = await staffAccount('dev@club.test', 'Dev', 'coach', clubA.clubId, [squad1]);
    await rpc.call('reports.mail-preference.set', { reportMails: 'digest' }, { actor: devCoach });
    // Another club's admin chose the digest too: none of this run's players are theirs, so no digest.
    const otherAdmin = await staffAccount('oona@other-club.test', 'Oona', 'admin', clubB.clubId);
    await rpc.call('reports.mail-preference.set', { reportMails: 'digest' }, { actor: otherAdmin });

    // Six players who joined 50 days ago: period 1 (days 0-41) is due for each.
    const batch: PlayerActor[] = [];
    for (const name of ['Eva', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'])
      batch.push(await signUp(`${name.toLowerCase()}@family.test`, name));
    const ids = batch.map((player) => player.playerId);
    await pg.query(`UPDATE "identity"."players" SET "created_at" = now() - interval '50 days' WHERE "id" = ANY($1)`, [
      ids,
    ]);
    const [eva] = batch;
    // A past period's comment, and a video with a coach's review in the period (media's own rows).
    await rpc.call(
      'reports.comment.put',
      { playerId: eva!.playerId, periodNumber: 1, text: 'Eva led the press all block.' },
      { actor: coach },
    );
    const upload = await pg.query<{ id: string }>(
      `INSERT INTO "media"."uploads" ("id", "player_id", "user_id", "object_key", "expires_at", "verified_kind", "content_type", "size_bytes", "created_at")
       VALUES (gen_random_uuid(), $1, $2, 'videos/' || gen_random_uuid(), now(), 'video', 'video/mp4', 1000, now() - interval '40 days') RETURNING "id"`,
      [eva!.playerId, eva!.userId],
    );
    const video = await pg.query<{ id: string }>(
      `INSERT INTO "media"."videos" ("player_id", "upload_id", "title", "original_key", "original_content_type", "media_kind", "status", "summary", "processing_state", "created_at")
       VALUES ($1, $2, 'Cup match vs Rovers', 'videos/x', 'video/mp4', 'video', 'Reviewed', 'Strong pressing, rushed final pass.', 'ready', now() - interval '40 days') RETURNING "id"`,
      [eva!.playerId, upload.rows[0]!.id],
    );
    await pg.query(
      `INSERT INTO "media"."video_comments" ("video_id", "at_seconds", "text", "author_id", "author_role", "created_at")
       VALUES ($1, 83, 'Check your shoulder before receiving.', $2, 'coach', now() - interval '39 days')`,
      [video.rows[0]!.id, coach.userId],
    );
    const mailsBefore = received.length;

    // One run of the scan, as the scheduler makes it (its own job id names the run): batches of one,
    // one at a time, so the worker is killed with most of the run still to do.
    const batches = { REPORTS_DIGEST_WAIT_MS: '1000', REPORTS_BATCH_SIZE: '1', WORKER_CONCURRENCY: '1' };
    const doomed = await startWorker(batches);
    await queues.enqueue('reports.scan-due', {}, { jobId: 'kill-test-run' });
    await doomed.waitForLog(/"msg":"report stored"/, 30_000);
    await doomed.kill();
    const storedBeforeKill = await pg.query(
      `SELECT count(*)::int AS n FROM "reports"."reports" WHERE "player_id" = ANY($1)`,
      [ids],
    );
    expect(storedBeforeKill.rows[0].n).toBeLessThan(batch.length);

    // The killed worker's jobs stall (WORKER_LOCK_MS) and the new worker takes them over.
    await startWorker(batches);
    const expectedMails = batch.length * 2 + 1; // each family and Carla per player, Dev's one digest (none to Oona)
    await waitFor(() => received.length - mailsBefore >= expectedMails, { what: 'the run’s mails', timeoutMs: 60_000 });
    const rows = await pg.query(
      `SELECT "player_id", "period_number" FROM "reports"."reports" WHERE "player_id" = ANY($1)`,
      [ids],
    );
    expect(rows.rows.map((row) => row.player_id).sort()).toEqual([...ids].sort());
    expect(rows.rows.every((row) => row.period_number === 1)).toBe(true);

    // Let every queued mail job finish, then count: nothing twice.
    const mailQueue = queues.queue(QUEUES.mail);
    await waitFor(
      async () => {
        const counts = await mailQueue.getJobCounts('waiting', 'active', 'delayed');
        return Object.values(counts).every((count) => count === 0);
      },
      { what: 'the mail queue to drain', timeoutMs: 30_000 },
    );
    const run = received.slice(mailsBefore).map((mail) => ({ to: (mail.to as { text: string }).text, mail }));
    expect(run).toHaveLength(expectedMails);
    const toCarla = run.filter((item) => item.to.includes('carla@club.test'));
    expect(toCarla).toHaveLength(batch.length);
    for (const name of ['Eva', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'])
      expect(
        toCarla.filter((item) => item.mail.subject!.startsWith(`Progress report for ${name} Silva:`)),
      ).toHaveLength(1);
    expect(new Set(toCarla.map((item) => item.mail.subject)).size).toBe(batch.length);
    const toDev = run.filter((item) => item.to.includes('dev@club.test'));
    expect(toDev).toHaveLength(1);
    const digest = toDev[0]!.mail;
    expect(digest.subject).toMatch(/^Progress reports digest: 6 new progress reports \(\d{4}-\d{2}-\d{2}\)$/);
    expect(digest.attachments).toEqual([]);
    for (const player of batch) expect(digest.text).toContain(`/reports?playerId=${player.playerId}`);
    const families = run.filter((item) => item.to.includes('@family.test'));
    expect(families.map((item) => item.to).sort()).toEqual(
      ['eva', 'fay', 'gus', 'hal', 'ivy', 'jon'].map((name) => expect.stringContaining(`${name}@family.test`)),
    );

    // Eva's PDF carries the coach's comment and the video feedback, fetched from media.
    const [evaReport] = await reportsOf(eva!);
    const text = await pdfText(
      Buffer.from(
        (await rpc.call('reports.report.pdf', { reportId: evaReport!.id }, { actor: eva! })).contentBase64,
        'base64',
      ),
      dataDir,
    );
    expect(text).toContain('From the coach');
    expect(text).toContain('Eva led the press all block.');
    expect(text).toContain('The coach gave feedback on the video “Cup match vs Rovers”');
    expect(text).toContain('Video feedback');
    expect(text).toContain('Cup match vs Rovers (Reviewed)');
    expect(text).toContain('Summary: Strong pressing, rushed final pass.');
    expect(text).toContain('At 1:23: Check your shoulder before receiving.');

    // The digest job run again (a retry) sends nothing new.
    const digestJob = (await queues.queue(QUEUES.reports).getJobs(['completed'])).find(
      (job) => job.name === 'reports.send-digest',
    );
    expect(digestJob).toBeDefined();
    await digestJob!.retry('completed');
    await waitFor(async () => (await digestJob!.getState()) === 'completed', { what: 'the retried digest' });
    await waitFor(
      async () => {
        const counts = await mailQueue.getJobCounts('waiting', 'active', 'delayed');
        return Object.values(counts).every((count) => count === 0);
      },
      { what: 'the mail queue to drain again' },
    );
    expect(received.length - mailsBefore).toBe(expectedMails);
  }, 240_000);

  it("keeps a batch's other reports when one cannot be made, and makes only that one on the retry", async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    const kim = await signUp('kim@family.test', 'Kim');
    const lou = await signUp('lou@family.test', 'Lou');
    await pg.query(`UPDATE "identity"."players" SET "created_at" = now() - interval '50 days' WHERE "id" = ANY($1)`, [
      [kim.playerId, lou.playerId],
    ]);
    // Lou's PDF cannot be stored: a directory (with a file in it) sits where the file goes.
    const blocked = join(dataDir, namespace, 'reports', `${reportIdFor(lou.playerId, 1)}.pdf`);
    await mkdir(blocked, { recursive: true });
    await writeFile(join(blocked, 'blocker'), '');
    const mailsBefore = received.length;

    const worker = await startWorker();
    await queues.enqueue('reports.scan-due', {}, { jobId: 'poison-test-run' });
    await worker.waitForLog(/"msg":"report not made"/, 30_000);
    await worker.waitForLog(/"msg":"job failed"/, 30_000);
    // Counted by subject: mails of other tests' players may still be on their way.
    const mailsOf = (name: string) =>
      received.slice(mailsBefore).filter((mail) => mail.subject?.startsWith(`Progress report for ${name} Silva:`));
    await waitFor(() => mailsOf('Kim').length === 2, { what: "Kim's mails", timeoutMs: 20_000 });
    expect((await reportsOf(kim)).map((report) => report.periodNumber)).toEqual([1]);
    expect(await reportsOf(lou)).toEqual([]);

    // Unblocked: the retry makes Lou's report only; Kim's is kept and not mailed again.
    await rm(blocked, { recursive: true });
    await waitFor(async () => (await reportsOf(lou)).length === 1, { what: "Lou's report", timeoutMs: 30_000 });
    await waitFor(() => mailsOf('Lou').length === 2, { what: "Lou's mails", timeoutMs: 20_000 });
    const stored = worker.output().filter((line) => line.includes('"msg":"report stored"'));
    expect(stored.filter((line) => line.includes(kim.playerId))).toHaveLength(1);
    expect(stored.filter((line) => line.includes(lou.playerId))).toHaveLength(1);
    expect(mailsOf('Kim')).toHaveLength(2);
  }, 120_000);

  it('reports each finished period once, missed ones included, with two worker replicas', async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    const cleo = await signUp('cleo@family.test', 'Cleo');
    // Cleo joined 90 days ago: periods 1 (days 0-41) and 2 (days 42-83) have ended with no report.
    await pg.query(`UPDATE "identity"."players" SET "created_at" = now() - interval '90 days' WHERE "id" = $1`, [
      cleo.playerId,
    ]);
    const start = new Date(Date.now() - 90 * 86_400_000);
    const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await logTraining(cleo, day(1), 5);
    await logTraining(cleo, day(43), 3);
    await logTraining(cleo, day(44), 3);
    const at = (offset: number) => `${day(offset)}T12:00:00.000Z`;
    const weekday = (offset: number) =>
      new Date(`${day(offset)}T12:00:00.000Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    await rpc.call(
      'tracking.training-session.log',
      {
        playerId: cleo.playerId,
        session: {
          type: 'Team',
          category: 'Team',
          minutes: 60,
          rpe: 6,
          date: at(43),
          dayOfWeek: weekday(43) as 'Monday',
          timeZone: 'UTC',
        },
      },
      { actor: cleo },
    );
    await rpc.call(
      'tracking.wellness.check-in',
      {
        playerId: cleo.playerId,
        checkIn: { energy: 2, fatigue: 3, sleep: 4, motivation: 5, date: at(43), timeZone: 'UTC' },
      },
      { actor: cleo },
    );

    const replicas = [
      await startWorker({ REPORTS_SCAN_EVERY_MS: '1500' }),
      await startWorker({ REPORTS_SCAN_EVERY_MS: '1500' }),
    ];
    await waitFor(async () => (await reportsOf(cleo)).length === 2, { what: "Cleo's two reports", timeoutMs: 30_000 });
    // Let the scheduler run a few more times across both replicas.
    await waitFor(
      () =>
        replicas.flatMap((worker) => worker.output()).filter((line) => line.includes('report scan done')).length >= 4,
      { what: 'more scheduled scans', timeoutMs: 20_000 },
    );
    const reports = await reportsOf(cleo);
    expect(reports.map((report) => [report.periodNumber, report.periodStart, report.periodEnd])).toEqual([
      [2, day(42), day(83)],
      [1, day(0), day(41)],
    ]);
    const stored = replicas
      .flatMap((worker) => worker.output())
      .filter((line) => line.includes('"msg":"report stored"') && line.includes(cleo.playerId));
    expect(stored).toHaveLength(2);
    const first = await rpc.call('reports.report.pdf', { reportId: reports[1]!.id }, { actor: cleo });
    expect(await pdfText(Buffer.from(first.contentBase64, 'base64'), dataDir)).toContain(
      '1 session logged in the period.',
    );
    // Period 2 has tracking's session (60 min at RPE 6) and a check-in: load and one chart per item.
    const second = await pdfText(
      Buffer.from(
        (await rpc.call('reports.report.pdf', { reportId: reports[0]!.id }, { actor: cleo })).contentBase64,
        'base64',
      ),
      dataDir,
    );
    expect(second).toContain('3 sessions logged in the period.');
    expect(second.replace(/\s+/g, ' ')).toContain("the period's total was 360 (RPE × minutes)");
    expect(second).toContain('Training load (RPE × minutes)');
    expect(second).toContain('Energy Level');
    expect(second).toContain('Traffic light');
    expect(second).toMatch(/Week of \d{1,2} [A-Z][a-z]+: (green|yellow|red)/);
  }, 180_000);
});

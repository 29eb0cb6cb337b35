import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Actor,
  type DomainEvent,
  QUEUES,
  type Report,
  durableConsumerName,
  eventSubject,
  regenerateReportJobId,
} from '@portal/contracts';
import { JobQueues, RpcClient, connectNats, createLogger, encodeJson, redisConnection } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  AppProcess,
  type TestInfra,
  TestMemberships,
  clubActors,
  clubFixture,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  testRpcSigner,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';

const CHANGED_CONSUMER = 'report-comment-changed-consumer-regenerate-stored-report';
type PlayerActor = Actor & { playerId: string };

describe('reports: a comment on a finished period reaches its stored PDF even when nothing queued the regeneration after the commit', () => {
  let infra: TestInfra;
  let namespace: string;
  let dataDir: string;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let pg: Client;
  let queues: JobQueues;
  let memberships: TestMemberships;
  // The players signed up here are in the club's first squad, which the coach coaches.
  const club = clubFixture(1);
  const coach: Actor & { clubId: string } = clubActors.coach(club);
  let worker: AppProcess;
  const processes: AppProcess[] = [];

  const signUp = async (email: string, firstName: string): Promise<PlayerActor> => {
    const { actor } = await rpc.call('identity.auth.signup', {
      email,
      password: 'a-long-passphrase-42',
      firstName,
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    await memberships.placePlayer(actor.playerId!, club.clubId, club.squadIds, actor.userId);
    return { ...actor, playerId: actor.playerId! };
  };
  const reportsOf = (player: PlayerActor) =>
    rpc.call('reports.report.list', { playerId: player.playerId }, { actor: player });

  const pdfTextOf = async (player: PlayerActor, reportId: string): Promise<string> => {
    const pdf = await rpc.call('reports.report.pdf', { reportId }, { actor: player });
    const file = join(dataDir, `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(pdf.contentBase64, 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  /** A player who joined 50 days ago (period 1, days 0-41, has ended) with period 1's report stored. */
  const playerWithStoredReport = async (firstName: string): Promise<{ player: PlayerActor; report: Report }> => {
    const player = await signUp(`${firstName.toLowerCase()}@family.test`, firstName);
    await pg.query(`UPDATE "identity"."players" SET "created_at" = now() - interval '50 days' WHERE "id" = $1`, [
      player.playerId,
    ]);
    await queues.enqueue('reports.generate-report', { playerId: player.playerId, periodNumber: 1, sendMail: false });
    const [report] = await waitFor(
      async () => ((await reportsOf(player)).length === 1 ? reportsOf(player) : undefined),
      {
        what: `${firstName}'s report`,
        timeoutMs: 30_000,
      },
    );
    return { player, report: report! };
  };

  const regeneratedSince = (player: PlayerActor, before: Report) =>
    waitFor(
      async () => {
        const [report] = await reportsOf(player);
        return report && report.generatedAt !== before.generatedAt ? report : undefined;
      },
      { what: 'the regenerated report', timeoutMs: 30_000 },
    );

  const generateJobsOf = async (player: PlayerActor) =>
    (
      await queues.queue(QUEUES.reports).getJobs(['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'])
    ).filter(
      (job) =>
        job.name === 'reports.generate-report' &&
        (job.data as { payload: { playerId: string } }).payload.playerId === player.playerId,
    );

  const handledEventIds = async () =>
    (
      await pg.query<{ event_id: string }>(
        `SELECT "event_id" FROM "reports"."processed_events" WHERE "consumer" = $1`,
        [durableConsumerName(namespace, 'reports', CHANGED_CONSUMER)],
      )
    ).rows.map((row) => row.event_id);

  const changeEventsOf = async (player: PlayerActor) =>
    (
      await pg.query<{ id: string; payload: DomainEvent<'reports.comment.changed'>['payload']; published: boolean }>(
        `SELECT "id", "payload", "published_at" IS NOT NULL AS "published" FROM "reports"."outbox_events"
         WHERE "name" = 'reports.comment.changed' AND "payload"->>'playerId' = $1 ORDER BY "seq"`,
        [player.playerId],
      )
    ).rows;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-report-comments-'));
    const env = { ...namespaceEnv(namespace, infra), STORAGE_DIR: dataDir, MAIL_OUTBOX_DIR: dataDir };
    processes.push(await AppProcess.start({ app: 'identity', env }));
    for (const app of ['tracking', 'roadmap', 'media', 'reports'] as const)
      processes.push(await AppProcess.start({ app, env }));
    worker = await AppProcess.start({ app: 'reports', entry: 'worker', env, label: 'reports-worker' });
    processes.push(worker);
    connection = await connectNats(infra.natsUrl, 'report-comments-test', createLogger('test', 'silent'));
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
    pg = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await pg.connect();
    queues = new JobQueues(namespace, redisConnection(infra.redisUrl));
    memberships = new TestMemberships(connection, namespace, pg, 'reports');
    await memberships.placeStaff(coach);
  }, 180_000);

  afterAll(async () => {
    await pg?.end();
    await queues?.close();
    await connection?.close();
    await Promise.all(processes.map((process) => process.stop()));
    await destroyNamespace(namespace, infra);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('regenerates the stored report from the change event when the add after the commit never happened', async () => {
    const { player: eva, report } = await playerWithStoredReport('Eva');
    expect(await pdfTextOf(eva, report.id)).toContain('The coach has not written a comment for this period.');

    // What `reports.comment.put` commits, written straight to PostgreSQL: the process died before
    // anything else happened.
    const eventId = randomUUID();
    await pg.query('BEGIN');
    await pg.query(
      `INSERT INTO "reports"."report_comments" ("player_id", "period_number", "text", "author_id")
       VALUES ($1, 1, 'Eva led the press all block.', $2)`,
      [eva.playerId, coach.userId],
    );
    await pg.query(`INSERT INTO "reports"."outbox_events" ("id", "name", "payload") VALUES ($1, $2, $3)`, [
      eventId,
      'reports.comment.changed',
      JSON.stringify({ playerId: eva.playerId, periodNumber: 1, periodEnd: report.periodEnd }),
    ]);
    await pg.query('COMMIT');

    const regenerated = await regeneratedSince(eva, report);
    expect(regenerated).toMatchObject({ id: report.id, periodEnd: report.periodEnd });
    const text = await pdfTextOf(eva, report.id);
    expect(text).toContain('From the coach');
    expect(text).toContain('Eva led the press all block.');
    expect(text).not.toContain('The coach has not written a comment for this period.');
    const regenerations = (await generateJobsOf(eva)).filter((job) => job.id?.startsWith('regenerate-'));
    expect(regenerations.map((job) => [job.id, job.data.payload])).toEqual([
      [regenerateReportJobId(eventId), { playerId: eva.playerId, periodNumber: 1, sendMail: false }],
    ]);
    expect(await handledEventIds()).toContain(eventId);
  }, 120_000);

  it('writes the change event with the comment, and a redelivered event regenerates the report once', async () => {
    const { player: fay, report } = await playerWithStoredReport('Fay');
    const put = await rpc.call(
      'reports.comment.put',
      { playerId: fay.playerId, periodNumber: 1, text: 'Fay won every header.' },
      { actor: coach },
    );
    expect(put).toMatchObject({
      periodNumber: 1,
      periodEnd: report.periodEnd,
      comment: { text: 'Fay won every header.' },
    });
    await regeneratedSince(fay, report);
    expect(await pdfTextOf(fay, report.id)).toContain('Fay won every header.');
    const [change] = await changeEventsOf(fay);
    expect(change).toMatchObject({ payload: { playerId: fay.playerId, periodNumber: 1, periodEnd: report.periodEnd } });
    await waitFor(async () => (await handledEventIds()).includes(change!.id), { what: 'the change event handled' });
    const jobsAfterOneRegeneration = (await generateJobsOf(fay)).map((job) => job.id).sort();
    expect(jobsAfterOneRegeneration).toHaveLength(2); // the first report's and the comment's
    expect(jobsAfterOneRegeneration).toContain(regenerateReportJobId(change!.id));

    const redeliver = async (id: string) => {
      const event: DomainEvent<'reports.comment.changed'> = {
        meta: { id, name: 'reports.comment.changed', occurredAt: new Date().toISOString() },
        payload: change!.payload,
      };
      // A fresh Nats-Msg-Id: the copy passes JetStream's de-duplication and reaches the consumer.
      await connection
        .jetstream()
        .publish(eventSubject(namespace, 'reports.comment.changed'), encodeJson(event), { msgID: randomUUID() });
    };
    // Redelivered after the handler's commit: skipped by its recorded id.
    await redeliver(change!.id);
    // Redelivered after the job was added but before the handler's commit recorded the id (a crash
    // in between): the handler runs again and adds the same job id, which BullMQ ignores.
    await pg.query(`DELETE FROM "reports"."processed_events" WHERE "event_id" = $1`, [change!.id]);
    await redeliver(change!.id);
    await waitFor(async () => (await handledEventIds()).includes(change!.id), { what: 'the redelivery handled' });

    // A change in the current period (period 2, no report yet) queues nothing; once it is handled the
    // redeliveries before it were seen (the consumer handles its events in order).
    await rpc.call('reports.comment.put', { playerId: fay.playerId, text: 'Keep it up.' }, { actor: coach });
    const [, current] = await waitFor(
      async () => ((await changeEventsOf(fay)).length === 2 ? changeEventsOf(fay) : undefined),
      {
        what: 'the current period change event',
      },
    );
    expect(current!.payload.periodNumber).toBe(2);
    await waitFor(async () => (await handledEventIds()).includes(current!.id), { what: 'the current period change' });

    expect((await generateJobsOf(fay)).map((job) => job.id).sort()).toEqual(jobsAfterOneRegeneration);
    await waitFor(
      async () =>
        (await Promise.all((await generateJobsOf(fay)).map((job) => job.getState()))).every(
          (state) => state === 'completed',
        ),
      { what: "Fay's jobs to finish" },
    );
    const stored = worker
      .output()
      .filter((line) => line.includes('"msg":"report stored"') && line.includes(fay.playerId));
    expect(stored).toHaveLength(2);
  }, 120_000);

  it("leaves a finished period's report made to date to the scheduled run, which adds the comment and mails it", async () => {
    const gus = await signUp('gus@family.test', 'Gus');
    await pg.query(`UPDATE "identity"."players" SET "created_at" = now() - interval '50 days' WHERE "id" = $1`, [
      gus.playerId,
    ]);
    const startDay = new Date(Date.now() - 50 * 86_400_000).toISOString().slice(0, 10);
    const dayTwenty = new Date(Date.parse(`${startDay}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
    // A staff "generate now" made during period 1, before it ended.
    await queues.enqueue('reports.generate-report', {
      playerId: gus.playerId,
      periodNumber: 1,
      periodEnd: dayTwenty,
      sendMail: false,
    });
    const [toDate] = await waitFor(async () => ((await reportsOf(gus)).length === 1 ? reportsOf(gus) : undefined), {
      what: "Gus's report to date",
      timeoutMs: 30_000,
    });
    expect(toDate!.periodEnd).toBe(dayTwenty);

    await rpc.call(
      'reports.comment.put',
      { playerId: gus.playerId, periodNumber: 1, text: 'Gus organised the back line.' },
      { actor: coach },
    );
    const [change] = await waitFor(
      async () => ((await changeEventsOf(gus)).length === 1 ? changeEventsOf(gus) : undefined),
      {
        what: 'the change event',
      },
    );
    await waitFor(async () => (await handledEventIds()).includes(change!.id), { what: 'the change event handled' });
    expect((await generateJobsOf(gus)).map((job) => job.id).filter((id) => id?.startsWith('regenerate-'))).toEqual([]);
    expect((await reportsOf(gus)).map((report) => report.periodEnd)).toEqual([dayTwenty]);

    await queues.enqueue('reports.scan-due', {}, { jobId: 'comment-test-run' });
    const [whole] = await waitFor(
      async () => {
        const reports = await reportsOf(gus);
        return reports[0]?.periodEnd === change!.payload.periodEnd ? reports : undefined;
      },
      { what: "Gus's whole-period report", timeoutMs: 30_000 },
    );
    expect(await pdfTextOf(gus, whole!.id)).toContain('Gus organised the back line.');
    await waitFor(
      async () => {
        // Parsed: the subject holds the period's en dash, so it is MIME-encoded in the file.
        const mails = await Promise.all(
          (await readdir(dataDir, { recursive: true }))
            .filter((file) => file.endsWith('.eml'))
            .map(async (file) => simpleParser(await readFile(join(dataDir, file)))),
        );
        return mails.some(
          (mail) =>
            JSON.stringify(mail.to).includes('gus@family.test') &&
            (mail.subject ?? '').startsWith('Progress report for Gus Silva'),
        );
      },
      { what: "Gus's family mail", timeoutMs: 30_000 },
    );
  }, 120_000);
});

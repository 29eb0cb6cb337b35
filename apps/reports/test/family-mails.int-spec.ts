import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, type DomainEvent, ErrorCode, type EventMap, type EventName } from '@portal/contracts';
import {
  JetStreamPublisher,
  JobQueues,
  RpcClient,
  connectNats,
  createLogger,
  redisConnection,
} from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  AppProcess,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  testRpcSigner,
  waitFor,
} from '@portal/server-kit/testing';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';

function event<E extends EventName>(name: E, payload: EventMap[E], occurredAt = new Date()): DomainEvent<E> {
  return { meta: { id: randomUUID(), name, occurredAt: occurredAt.toISOString() }, payload };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each guardian's choice of family mails, against identity, the reports service and its worker:
 * the choice is the parent's own (validated, default reports only); `every` guardians get each
 * feedback mail, `reports` guardians and entries without an account do not; the weekly digest lists
 * the week's events per child for the `weekly` guardians only.
 */
describe('reports: family mails by each guardian’s choice', () => {
  let infra: TestInfra;
  let namespace: string;
  let emlDir: string;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let publisher: JetStreamPublisher;
  let queues: JobQueues;
  let pg: Client;
  const processes: AppProcess[] = [];
  let mia: Actor & { playerId: string };
  const pat = { userId: randomUUID(), role: 'parent' as const, childIds: [] as string[] };
  const sam = { userId: randomUUID(), role: 'parent' as const, childIds: [] as string[] };
  const as = (actor: Actor) => ({ actor });

  /** Every mail written to the outbox so far, parsed. */
  async function mails(): Promise<ParsedMail[]> {
    const files = (await readdir(emlDir).catch((): string[] => [])).filter((file) => file.endsWith('.eml'));
    return Promise.all(files.map(async (file) => simpleParser(await readFile(join(emlDir, file)))));
  }
  const to = (mail: ParsedMail) => (mail.to as { text: string } | undefined)?.text ?? '';

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    emlDir = await mkdtemp(join(tmpdir(), 'portal-family-mails-'));
    const env = { ...namespaceEnv(namespace, infra), MAIL_OUTBOX_DIR: emlDir, PUBLIC_URL: 'https://portal.test' };
    processes.push(await AppProcess.start({ app: 'identity', env }));
    processes.push(await AppProcess.start({ app: 'reports', env }));
    processes.push(await AppProcess.start({ app: 'reports', entry: 'worker', env }));
    connection = await connectNats(infra.natsUrl, 'family-mails-test', createLogger('test', 'silent'));
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
    publisher = new JetStreamPublisher(connection, namespace);
    queues = new JobQueues(namespace, redisConnection(infra.redisUrl));
    pg = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await pg.connect();

    const { actor } = await rpc.call('identity.auth.signup', {
      email: 'mia@family.test',
      password: 'a-long-passphrase-42',
      firstName: 'Mia',
      lastName: 'Jensen',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    mia = { ...actor, playerId: actor.playerId! };
    pat.childIds.push(mia.playerId);
    sam.childIds.push(mia.playerId);
    const profile = await rpc.call(
      'identity.player.update',
      {
        playerId: mia.playerId,
        changes: {
          parents: [
            { name: 'Pat Jensen', email: 'pat@family.test', isPrimaryContact: true },
            { name: 'Sam Jensen', email: 'sam@family.test' },
            { name: 'Robin Not-Yet', email: 'robin@family.test' },
          ],
        },
      },
      as(mia),
    );
    const entry = (email: string) => profile.parents.find((parent) => parent.email === email)!.id;
    // Pat and Sam accepted their invitations (identity's event); Robin has not: no parent account.
    for (const [parent, email] of [
      [pat, 'pat@family.test'],
      [sam, 'sam@family.test'],
    ] as const)
      await publisher.publish(
        event('identity.guardianship.started', {
          parentUserId: parent.userId,
          playerId: mia.playerId,
          parentEntryId: entry(email),
        }),
      );
    await waitFor(
      async () =>
        (await pg.query(`SELECT 1 FROM "reports"."family_guardians" WHERE "player_id" = $1`, [mia.playerId]))
          .rowCount === 2,
      { what: 'the guardianships copied into reports' },
    );
  }, 180_000);

  afterAll(async () => {
    await queues?.close();
    await pg?.end();
    await connection?.close();
    await Promise.all(processes.map((process) => process.stop()));
    await destroyNamespace(namespace, infra);
    await rm(emlDir, { recursive: true, force: true });
  });

  it('stores each parent’s own choice, reports only by default, and refuses a bad value naming the field', async () => {
    expect(await rpc.call('reports.family-mail-preference.get', {}, as(pat))).toEqual({ familyMails: 'reports' });
    expect(await rpc.call('reports.family-mail-preference.set', { familyMails: 'every' }, as(pat))).toEqual({
      familyMails: 'every',
    });
    await expect(
      rpc.call('reports.family-mail-preference.set', { familyMails: 'sometimes' } as never, as(sam)),
    ).rejects.toMatchObject({
      code: ErrorCode.Validation,
      errors: [expect.objectContaining({ field: 'familyMails' })],
    });
    expect(await rpc.call('reports.family-mail-preference.get', {}, as(sam))).toEqual({ familyMails: 'reports' });
    const { rows } = await pg.query(`SELECT "parent_user_id", "family_mails" FROM "reports"."family_mail_preferences"`);
    expect(rows).toEqual([{ parent_user_id: pat.userId, family_mails: 'every' }]);
  });

  it('keeps one parent’s choice from another: each reads and writes only their own; other roles are refused', async () => {
    await rpc.call('reports.family-mail-preference.set', { familyMails: 'reports' }, as(sam));
    expect(await rpc.call('reports.family-mail-preference.get', {}, as(pat))).toEqual({ familyMails: 'every' });
    const stranger = { userId: randomUUID(), role: 'parent' as const, childIds: [] };
    expect(await rpc.call('reports.family-mail-preference.get', {}, as(stranger))).toEqual({ familyMails: 'reports' });
    await rpc.call('reports.family-mail-preference.set', { familyMails: 'weekly' }, as(stranger));
    expect(await rpc.call('reports.family-mail-preference.get', {}, as(pat))).toEqual({ familyMails: 'every' });
    await expect(rpc.call('reports.family-mail-preference.get', {}, as(mia))).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
  });

  it('mails an `every` guardian each feedback as it happens, once; a `reports` guardian and an entry without an account get none', async () => {
    const approved = event('roadmap.assignment.status-changed', {
      assignmentId: randomUUID(),
      roadmapId: randomUUID(),
      playerId: mia.playerId,
      title: 'Weak-foot wall passes',
      from: 'submitted',
      to: 'approved',
      dueDate: null,
      changedBy: randomUUID(),
      note: 'Much cleaner first touch.',
    });
    await publisher.publish(approved);
    await publisher.publish(approved); // a redelivery: still one mail
    const reviewed = event('media.video.reviewed', {
      videoId: randomUUID(),
      playerId: mia.playerId,
      title: 'Cup match vs Rovers',
      status: 'Reviewed',
      reviewedBy: randomUUID(),
    });
    await publisher.publish(reviewed);
    const news = await waitFor(
      async () => {
        const found = (await mails()).filter((mail) => mail.subject === 'News about Mia');
        return found.length >= 2 ? found : undefined;
      },
      { what: "Pat's two event mails", timeoutMs: 20_000 },
    );
    // Both events' mails are queued together per event: once Pat's are here, nobody else's is coming.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = (await mails()).filter((mail) => mail.subject === 'News about Mia');
    expect(all.map(to)).toEqual(['"Pat Jensen" <pat@family.test>', '"Pat Jensen" <pat@family.test>']);
    const texts = news.map((mail) => mail.text ?? '').join('\n');
    expect(texts).toContain(
      "The coach approved Mia's “Weak-foot wall passes”. The coach said: “Much cleaner first touch.”",
    );
    expect(texts).toContain("The coach gave feedback on Mia's video “Cup match vs Rovers”.");
    expect(texts).toContain('https://portal.test/family/mail-settings');
  });

  it('sends a `weekly` guardian one digest of the last seven days for each child, and nobody else', async () => {
    await rpc.call('reports.family-mail-preference.set', { familyMails: 'weekly' }, as(sam));
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await publisher.publish(
      event(
        'roadmap.assignment.status-changed',
        {
          assignmentId: randomUUID(),
          roadmapId: randomUUID(),
          playerId: mia.playerId,
          title: 'Juggling: 30 in a row',
          from: 'submitted',
          to: 'needs_changes',
          dueDate: null,
          changedBy: randomUUID(),
          note: 'Film it from the side.',
        },
        twoDaysAgo,
      ),
    );
    await publisher.publish(
      event(
        'reports.report.ready',
        {
          reportId: randomUUID(),
          playerId: mia.playerId,
          periodNumber: 1,
          periodStart: '2026-10-14',
          periodEnd: '2026-11-24',
          regenerated: false,
        },
        twoDaysAgo,
      ),
    );
    // Too old for this week's digest.
    await publisher.publish(
      event(
        'media.video.reviewed',
        {
          videoId: randomUUID(),
          playerId: mia.playerId,
          title: 'Old clip',
          status: 'Reviewed',
          reviewedBy: randomUUID(),
        },
        new Date(Date.now() - 9 * DAY_MS),
      ),
    );
    await waitFor(
      async () =>
        (await pg.query(`SELECT 1 FROM "reports"."family_events" WHERE "player_id" = $1`, [mia.playerId])).rowCount ===
        5,
      { what: 'the events kept for the digest' },
    );
    await queues.enqueue('reports.family-weekly-digest', {}, { jobId: 'digest-test-1' });
    await queues.enqueue('reports.family-weekly-digest', {}, { jobId: 'digest-test-2' }); // a second run: no new mail
    const digest = await waitFor(
      async () => (await mails()).find((mail) => mail.subject?.startsWith('This week for Mia')),
      { what: "Sam's weekly digest", timeoutMs: 20_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const digests = (await mails()).filter((mail) => mail.subject?.startsWith('This week for'));
    expect(digests.map(to)).toEqual(['"Sam Jensen" <sam@family.test>']);
    const text = digest.text ?? '';
    expect(text).toContain('Mia:');
    expect(text).toContain("- The coach approved Mia's “Weak-foot wall passes”.");
    expect(text).toContain('- The coach asked Mia to improve “Juggling: 30 in a row”: “Film it from the side.”');
    expect(text).toContain("- Mia's progress report for 14 October – 24 November 2026 is ready.");
    expect(text).not.toContain('Old clip');
    expect(digest.subject).toMatch(/^This week for Mia \(\d{1,2}( [A-Z][a-z]+)?( \d{4})?–\d{1,2} [A-Z][a-z]+ \d{4}\)$/);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, ErrorCode, PLAYER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { RpcClient, connectNats, createLogger } from '@portal/server-kit';
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
} from '@portal/server-kit/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import { reportIdFor } from '../src/report/report-id';

type PlayerActor = Actor & { playerId: string };

/**
 * ARCHITECTURE §9 in reports: a parent lists their child's reports, downloads each PDF and reads the
 * coach's comments; a squad-mate's reports, PDFs and comments answer 404 like ones that do not exist,
 * and generating reports, writing comments and the staff mail settings are refused by role (403).
 */
describe("reports: a parent and their child's reports", () => {
  let infra: TestInfra;
  let namespace: string;
  let dataDir: string;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let pg: Client;
  const processes: AppProcess[] = [];

  const club = clubFixture(1);
  const coach = clubActors.coach(club);
  let ana: PlayerActor;
  let ben: PlayerActor; // Ana's squad-mate
  let parentOfAna: Actor;
  const reports = { ana: '', ben: '' };
  const as = (actor: Actor) => ({ actor });

  const signUp = async (email: string, firstName: string): Promise<PlayerActor> => {
    const { actor } = await rpc.call('identity.auth.signup', {
      email,
      password: 'a-long-passphrase-42',
      firstName,
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    return { ...actor, playerId: actor.playerId! };
  };
  /** A stored report (row and PDF file) of the player's period 1, as the worker leaves it. */
  const storeReport = async (player: PlayerActor): Promise<string> => {
    const id = reportIdFor(player.playerId, 1);
    await pg.query(
      `INSERT INTO "reports"."reports" ("id", "player_id", "period_number", "period_start", "period_end", "file_name", "size_bytes", "generated_at")
       VALUES ($1, $2, 1, '2026-01-05', '2026-02-15', 'progress-report.pdf', 9, now())`,
      [id, player.playerId],
    );
    const dir = join(dataDir, namespace, 'reports');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${id}.pdf`), `%PDF-${player.playerId}`);
    return id;
  };

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-reports-family-'));
    const env = { ...namespaceEnv(namespace, infra), STORAGE_DIR: dataDir, MAIL_OUTBOX_DIR: dataDir };
    processes.push(await AppProcess.start({ app: 'identity', env }));
    processes.push(await AppProcess.start({ app: 'reports', env }));
    connection = await connectNats(infra.natsUrl, 'reports-family-test', createLogger('test', 'silent'));
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
    pg = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await pg.connect();
    const memberships = new TestMemberships(connection, namespace, pg, 'reports');
    ana = await signUp('ana@family.test', 'Ana');
    ben = await signUp('ben@family.test', 'Ben');
    parentOfAna = { userId: randomUUID(), role: 'parent', childIds: [ana.playerId] };
    await memberships.placePlayer(ana.playerId, club.clubId, club.squadIds, ana.userId);
    await memberships.placePlayer(ben.playerId, club.clubId, club.squadIds, ben.userId);
    await memberships.placeStaff(coach);
    reports.ana = await storeReport(ana);
    reports.ben = await storeReport(ben);
    await rpc.call('reports.comment.put', { playerId: ana.playerId, text: 'A great first block, Ana.' }, as(coach));
  }, 180_000);

  afterAll(async () => {
    await pg?.end();
    await connection?.close();
    await Promise.all(processes.map((process) => process.stop()));
    await destroyNamespace(namespace, infra);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("lists the child's reports, downloads the PDF and reads the coach's comment, as the child does", async () => {
    const listed = await rpc.call('reports.report.list', { playerId: ana.playerId }, as(parentOfAna));
    expect(listed.map((report) => report.id)).toEqual([reports.ana]);
    expect(listed).toEqual(await rpc.call('reports.report.list', {}, as(ana)));
    const { report, contentBase64 } = await rpc.call('reports.report.pdf', { reportId: reports.ana }, as(parentOfAna));
    expect(report.playerId).toBe(ana.playerId);
    expect(Buffer.from(contentBase64, 'base64').toString()).toBe(`%PDF-${ana.playerId}`);
    const comments = await rpc.call('reports.comment.list', { playerId: ana.playerId }, as(parentOfAna));
    expect(comments.comments.map((comment) => comment.text)).toEqual(['A great first block, Ana.']);
    expect(comments).toEqual(await rpc.call('reports.comment.list', { playerId: ana.playerId }, as(ana)));
  });

  it('asks a parent to name the child whose reports to list', async () => {
    await expect(rpc.call('reports.report.list', {}, as(parentOfAna))).rejects.toMatchObject({
      code: ErrorCode.Validation,
      errors: [{ field: 'playerId', message: 'is required' }],
    });
  });

  it("answers the squad-mate's reports, PDF and comments 404, like ones that do not exist", async () => {
    const notFound = { code: ErrorCode.NotFound, message: PLAYER_NOT_FOUND_MESSAGE };
    for (const playerId of [ben.playerId, randomUUID()]) {
      await expect(rpc.call('reports.report.list', { playerId }, as(parentOfAna))).rejects.toMatchObject(notFound);
      await expect(rpc.call('reports.comment.list', { playerId }, as(parentOfAna))).rejects.toMatchObject(notFound);
    }
    for (const reportId of [reports.ben, reportIdFor(randomUUID(), 1)])
      await expect(rpc.call('reports.report.pdf', { reportId }, as(parentOfAna))).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Report not found',
      });
  });

  it('refuses generating a report, writing a comment and the staff mail settings by role (403)', async () => {
    const attempts: [string, () => Promise<unknown>][] = [
      ['generate', () => rpc.call('reports.report.generate', { playerId: ana.playerId }, as(parentOfAna))],
      [
        'comment',
        () => rpc.call('reports.comment.put', { playerId: ana.playerId, text: 'Proud of you' }, as(parentOfAna)),
      ],
      ['mail preference', () => rpc.call('reports.mail-preference.get', {}, as(parentOfAna))],
    ];
    const outcomes: Record<string, string> = {};
    for (const [name, attempt] of attempts)
      outcomes[name] = await attempt().then(
        () => 'answered',
        (error: { code: string }) => error.code,
      );
    expect(outcomes).toEqual(Object.fromEntries(attempts.map(([name]) => [name, ErrorCode.Forbidden])));
    const comments = await rpc.call('reports.comment.list', { playerId: ana.playerId }, as(ana));
    expect(comments.comments.map((comment) => comment.text)).toEqual(['A great first block, Ana.']);
  });
});

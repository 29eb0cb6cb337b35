import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, type DomainEvent, type EventMap, type EventName } from '@portal/contracts';
import { JetStreamPublisher, RpcClient, connectNats, createLogger } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  AppProcess,
  type TestInfra,
  TestMemberships,
  clubActors,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  testRpcSigner,
  twoClubScene,
  waitFor,
} from '@portal/server-kit/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import { reportIdFor } from '../src/report/report-id';

type PlayerActor = Actor & { playerId: string };

function event<E extends EventName>(name: E, payload: EventMap[E]): DomainEvent<E> {
  return { meta: { id: randomUUID(), name, occurredAt: new Date().toISOString() }, payload };
}

/**
 * Two clubs on one installation, club A with squads A1 and A2, club B with one squad. Identity runs
 * for the players' names and records; where everyone belongs reaches reports through identity's
 * membership events (TestMemberships), as in production.
 */
describe('reports: clubs and squads (who is told, who reaches which report)', () => {
  let infra: TestInfra;
  let namespace: string;
  let dataDir: string;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let pg: Client;
  let publisher: JetStreamPublisher;
  let memberships: TestMemberships;
  const processes: AppProcess[] = [];

  const scene = twoClubScene();
  const { riverside: clubA, hillside: clubB, u12: squadA1, u15: squadA2 } = scene;
  const { coachU12: coachA1, coachU15: coachA2, adminRiverside: adminA, coachHill: coachB, adminHill: adminB } = scene;
  const coachBoth = clubActors.coach(clubA, [squadA1, squadA2]);
  let ana: PlayerActor; // club A, squad A1
  let ben: PlayerActor; // club A, squad A2
  let cy: PlayerActor; // club B

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
  const notifiedBy = async (eventId: string): Promise<string[]> =>
    (
      await pg.query<{ user_id: string }>(
        `SELECT "user_id" FROM "reports"."notifications" WHERE "event_id" = $1 ORDER BY "user_id"`,
        [eventId],
      )
    ).rows.map((row) => row.user_id);
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
    await writeFile(join(dir, `${id}.pdf`), '%PDF-fake');
    return id;
  };
  const listIds = async (actor: Actor, request: { playerId?: string; squadId?: string } = {}) =>
    (await rpc.call('reports.report.list', request, { actor })).map((report) => report.playerId).sort();

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-reports-scope-'));
    const env = { ...namespaceEnv(namespace, infra), STORAGE_DIR: dataDir, MAIL_OUTBOX_DIR: dataDir };
    processes.push(await AppProcess.start({ app: 'identity', env }));
    processes.push(await AppProcess.start({ app: 'reports', env }));
    connection = await connectNats(infra.natsUrl, 'reports-scope-test', createLogger('test', 'silent'));
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
    publisher = new JetStreamPublisher(connection, namespace);
    pg = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await pg.connect();
    memberships = new TestMemberships(connection, namespace, pg, 'reports');
    ana = await signUp('ana@family.test', 'Ana');
    ben = await signUp('ben@family.test', 'Ben');
    cy = await signUp('cy@family.test', 'Cy');
    // Identity's sign-ups (reports needs their names) take the scene's players' places.
    await scene.place(memberships, { ana, ben, cleo: cy });
    await memberships.placeStaff(coachBoth);
  }, 180_000);

  afterAll(async () => {
    await pg?.end();
    await connection?.close();
    await Promise.all(processes.map((process) => process.stop()));
    await destroyNamespace(namespace, infra);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("tells exactly the coaches of the player's squads and the club's admins of a red light, nobody else", async () => {
    const red = event('tracking.alert.raised', {
      playerId: ana.playerId,
      weekStart: '2026-11-16',
      trafficLight: 'red',
      alerts: [{ rule: 'acwr', message: 'Acute:chronic ratio 1.6.' }],
    });
    await publisher.publish(red);
    const told = [coachA1, coachBoth, adminA].map((member) => member.userId).sort();
    await waitFor(async () => (await notifiedBy(red.meta.id)).length > 0, { what: 'the red light notifications' });
    // One transaction writes every row of an event: what is there now is everyone told.
    expect(await notifiedBy(red.meta.id)).toEqual(told);
    const { items } = await rpc.call('reports.notification.list', {}, { actor: coachA1 });
    expect(items.map((item) => [item.kind, item.body])).toEqual([
      ['traffic-light-red', 'Ana Silva is on red for the week of 2026-11-16. Acute:chronic ratio 1.6.'],
    ]);
    for (const outsider of [coachA2, coachB, adminB, ana, ben])
      expect((await rpc.call('reports.notification.list', {}, { actor: outsider })).items).toEqual([]);
  });

  it("tells another squad's coaches of a submission in that squad, and another club's staff of theirs", async () => {
    const submitted = event('roadmap.assignment.status-changed', {
      assignmentId: randomUUID(),
      roadmapId: randomUUID(),
      playerId: ben.playerId,
      title: 'Scanning drill',
      from: 'in_progress',
      to: 'submitted',
      dueDate: null,
      changedBy: ben.userId,
      note: null,
    });
    const uploaded = event('media.video.uploaded', { videoId: randomUUID(), playerId: cy.playerId, title: 'Clip' });
    await publisher.publish(submitted);
    await publisher.publish(uploaded);
    await waitFor(async () => (await notifiedBy(uploaded.meta.id)).length > 0, { what: "club B's notifications" });
    await waitFor(async () => (await notifiedBy(submitted.meta.id)).length > 0, { what: "squad A2's notifications" });
    expect(await notifiedBy(submitted.meta.id)).toEqual([coachA2, coachBoth, adminA].map((m) => m.userId).sort());
    expect(await notifiedBy(uploaded.meta.id)).toEqual([coachB, adminB].map((m) => m.userId).sort());
  });

  it("answers another club's or another squad's report exactly like a missing one (list, pdf, comments, generate)", async () => {
    const [anaReport, benReport, cyReport] = [await storeReport(ana), await storeReport(ben), await storeReport(cy)];
    const missing = { code: 'NOT_FOUND', message: 'Report not found' };
    const noPlayer = { code: 'NOT_FOUND', message: 'Player not found' };
    await expect(rpc.call('reports.report.pdf', { reportId: randomUUID() }, { actor: coachA1 })).rejects.toMatchObject(
      missing,
    );
    for (const [actor, reportId, playerId] of [
      [coachA1, cyReport, cy.playerId], // another club
      [adminA, cyReport, cy.playerId], // another club, even for its admin
      [coachA1, benReport, ben.playerId], // another squad of the same club
      [ana, benReport, ben.playerId], // another player
      [coachB, anaReport, ana.playerId],
    ] as const) {
      await expect(rpc.call('reports.report.pdf', { reportId }, { actor })).rejects.toMatchObject(missing);
      await expect(rpc.call('reports.report.list', { playerId }, { actor })).rejects.toMatchObject(noPlayer);
      await expect(rpc.call('reports.comment.list', { playerId }, { actor })).rejects.toMatchObject(noPlayer);
      if (actor.role !== 'player') {
        await expect(
          rpc.call('reports.comment.put', { playerId, text: 'Not yours.' }, { actor }),
        ).rejects.toMatchObject(noPlayer);
        await expect(rpc.call('reports.report.generate', { playerId }, { actor })).rejects.toMatchObject(noPlayer);
      }
    }
    const comments = await pg.query(`SELECT 1 FROM "reports"."report_comments"`);
    expect(comments.rows).toEqual([]);

    // Inside the scope the same calls answer.
    for (const [actor, reportId] of [
      [ana, anaReport],
      [coachA1, anaReport],
      [adminA, benReport],
      [coachB, cyReport],
    ] as const) {
      const download = await rpc.call('reports.report.pdf', { reportId }, { actor });
      expect(Buffer.from(download.contentBase64, 'base64').toString()).toBe('%PDF-fake');
    }
    expect(await listIds(coachA1, { playerId: ana.playerId })).toEqual([ana.playerId]);
    expect((await rpc.call('reports.comment.list', { playerId: ben.playerId }, { actor: adminA })).comments).toEqual(
      [],
    );
  });

  it('lists staff reports in their scope only, narrowed by squad, never beyond it', async () => {
    expect(await listIds(coachA1)).toEqual([ana.playerId]);
    expect(await listIds(coachA2)).toEqual([ben.playerId]);
    expect(await listIds(coachBoth)).toEqual([ana.playerId, ben.playerId].sort());
    expect(await listIds(adminA)).toEqual([ana.playerId, ben.playerId].sort());
    expect(await listIds(adminA, { squadId: squadA2 })).toEqual([ben.playerId]);
    expect(await listIds(coachBoth, { squadId: squadA1 })).toEqual([ana.playerId]);
    // A squad the coach does not coach, or another club's squad, narrows to nothing.
    expect(await listIds(coachA1, { squadId: squadA2 })).toEqual([]);
    expect(await listIds(adminA, { squadId: clubB.squadIds[0] })).toEqual([]);
    expect(await listIds(coachB)).toEqual([cy.playerId]);
    expect(await listIds(adminB)).toEqual([cy.playerId]);
    // A player lists their own.
    expect(await listIds(ana)).toEqual([ana.playerId]);
    // A coach without squads (or an account without a club) reaches nobody.
    const unassigned: Actor = { userId: randomUUID(), role: 'coach', clubId: clubA.clubId, squadIds: [] };
    expect(await listIds(unassigned)).toEqual([]);
    await expect(
      rpc.call('reports.report.list', { playerId: ana.playerId }, { actor: unassigned }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers another user's notification id as missing, and leaves it unread", async () => {
    const { items } = await rpc.call('reports.notification.list', {}, { actor: adminA });
    const theirs = items[0]!;
    for (const outsider of [adminB, coachA1, ana])
      await expect(
        rpc.call('reports.notification.mark-read', { notificationId: theirs.id }, { actor: outsider }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    expect((await rpc.call('reports.notification.list', {}, { actor: adminA })).items[0]).toMatchObject({
      id: theirs.id,
      read: false,
    });
  });
});

import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '@portal/contracts';
import { LocalObjectStorage, RpcClient, connectNats, createLogger } from '@portal/server-kit';
import {
  AppProcess,
  type ClubFixture,
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
import { ConsentStandIn } from './consent-stand-in';

export type PlayerActor = Actor & { playerId: string };
/** The club of the tests that need only one: a coach of all its squads; `MediaHarness.place` puts players in it. */
export const homeClub: ClubFixture = clubFixture();
export const newPlayer = (club: ClubFixture = homeClub): PlayerActor => clubActors.player(club);
export const newCoach = (club: ClubFixture = homeClub, squadIds: string[] = club.squadIds): Actor =>
  clubActors.coach(club, squadIds);

/**
 * The media service (and optionally its worker) in a fresh namespace with a local storage directory,
 * an RPC client, PostgreSQL, and a stand-in for identity's consent answers.
 */
export class MediaHarness {
  readonly processes: AppProcess[] = [];
  infra!: TestInfra;
  namespace!: string;
  env!: Record<string, string>;
  storageDir!: string;
  clipsDir!: string;
  connection!: NatsConnection;
  rpc!: RpcClient;
  pg!: Client;
  consents!: ConsentStandIn;
  storage!: LocalObjectStorage;
  memberships!: TestMemberships;

  async start(options: { worker: boolean; env?: Record<string, string> }): Promise<void> {
    this.infra = await resolveTestInfra();
    this.namespace = createTestNamespace();
    this.storageDir = await mkdtemp(join(tmpdir(), 'media-objects-'));
    this.clipsDir = await mkdtemp(join(tmpdir(), 'media-clips-'));
    this.env = { ...namespaceEnv(this.namespace, this.infra), STORAGE_DIR: this.storageDir, ...options.env };
    this.processes.push(await AppProcess.start({ app: 'media', env: this.env }));
    if (options.worker) await this.startWorker('media-worker-1');
    this.connection = await connectNats(this.infra.natsUrl, 'media-test', createLogger('test', 'silent'));
    this.rpc = new RpcClient(this.connection, this.namespace, 5000, testRpcSigner());
    this.pg = new Client({ connectionString: this.infra.postgresUrl.replace(/\/[^/]*$/, `/${this.namespace}`) });
    await this.pg.connect();
    this.consents = await ConsentStandIn.start(this.infra.natsUrl, this.namespace);
    this.memberships = new TestMemberships(this.connection, this.namespace, this.pg, 'media');
    this.storage = new LocalObjectStorage({
      rootDir: join(this.storageDir, this.namespace),
      signingSecret: 'unused-in-tests-0123456789',
      urlBase: '/api/objects',
    });
  }

  /** Puts players in squads of a club (the first of `homeClub`'s by default), as identity's events would. */
  async place(players: readonly PlayerActor[], club: ClubFixture = homeClub, squadIds = club.squadIds.slice(0, 1)) {
    for (const player of players) await this.memberships.placePlayer(player.playerId, club.clubId, squadIds);
  }

  async startWorker(label: string): Promise<AppProcess> {
    const worker = await AppProcess.start({ app: 'media', entry: 'worker', env: this.env, label });
    this.processes.push(worker);
    return worker;
  }

  async stop(): Promise<void> {
    await this.consents?.stop();
    await this.pg?.end();
    await this.connection?.close();
    await Promise.all(this.processes.map((process) => process.stop()));
    await destroyNamespace(this.namespace, this.infra);
    await rm(this.storageDir, { recursive: true, force: true });
    await rm(this.clipsDir, { recursive: true, force: true });
  }

  /**
   * What the gateway does with `PUT {uploadURL}`: the file lands at the URL's key. For the actor's own
   * player record, or `playerId` (a parent's child).
   */
  async uploadFile(actor: Actor, path: string, playerId = actor.playerId!): Promise<string> {
    const { uploadURL } = await this.rpc.call('media.upload.create', { playerId }, { actor });
    const key = new URL(uploadURL, 'http://portal.test').pathname.replace(/^\/api\/objects\//, '');
    await this.storage.put(key, createReadStream(path), { ifAbsent: true });
    return uploadURL;
  }

  async outboxEvents(
    name: string,
    videoId: string,
  ): Promise<{ payload: Record<string, unknown>; published: boolean }[]> {
    const rows = await this.pg.query(
      `SELECT "payload", "published_at" IS NOT NULL AS published FROM "media"."outbox_events" WHERE "name" = $1 AND "payload"->>'videoId' = $2`,
      [name, videoId],
    );
    return rows.rows as { payload: Record<string, unknown>; published: boolean }[];
  }
}

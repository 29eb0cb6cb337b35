import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/contracts';
import { databaseOptionsOf, databaseUrl, ensureDatabase } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  type ServiceUnderTest,
  TEST_PASSWORD,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  runAppCli,
  startServiceUnderTest,
} from '@portal/server-kit/testing';
import { DataSource } from 'typeorm';
import { serviceDefinition } from '../src/service-definition';

describe('identity: clubs, sign-up placement and scope', () => {
  let service: ServiceUnderTest;
  let env: Record<string, string>;
  let counter = 0;

  beforeAll(async () => {
    service = await startServiceUnderTest('identity', 5000);
    env = namespaceEnv(service.namespace, service.infra);
  });

  afterAll(async () => {
    await service?.close();
  });

  const signUp = (firstName: string, inviteCode?: string) =>
    service.rpc.call('identity.auth.signup', {
      email: `${firstName.toLowerCase()}${++counter}@club.test`,
      password: TEST_PASSWORD,
      firstName,
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      ...(inviteCode ? { inviteCode } : {}),
    });
  const defaultSquad = async () =>
    (
      await service.pg.query(
        `SELECT s."club_id" AS "clubId", s."id" AS "squadId", c."name", c."slug" FROM "identity"."squads" s
           JOIN "identity"."clubs" c ON c."id" = s."club_id" WHERE s."takes_signups"`,
      )
    ).rows[0] as { clubId: string; squadId: string; name: string; slug: string };

  it('puts a sign-up into the only club, in its sign-up squad, and tells every service', async () => {
    const { clubId, squadId, name, slug } = await defaultSquad();
    expect({ name, slug }).toEqual({ name: 'My Club', slug: 'my-club' });
    const { actor } = await signUp('Ana');
    expect(actor).toEqual({ userId: expect.any(String), role: 'player', playerId: expect.any(String), clubId });
    const events = await service.pg.query(
      `SELECT "payload" FROM "identity"."outbox_events" WHERE "name" = 'identity.player.membership-changed'
         AND "payload"->>'playerId' = $1`,
      [actor.playerId],
    );
    expect(events.rows.map((row) => row.payload)).toEqual([
      {
        playerId: actor.playerId,
        userId: actor.userId,
        clubId,
        squadIds: [squadId],
        active: true,
        version: expect.any(Number),
      },
    ]);
    const copy = await service.pg.query(`SELECT "squad_ids" FROM "identity"."scope_players" WHERE "player_id" = $1`, [
      actor.playerId,
    ]);
    expect(copy.rows).toEqual([{ squad_ids: [squadId] }]);
  });

  it('refuses an invite code that names no squad, naming the field, and stores nothing', async () => {
    const before = await service.pg.query(`SELECT count(*)::int AS "n" FROM "identity"."users"`);
    await expect(signUp('Ben', 'NOSUCHCODE22')).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'inviteCode', message: expect.stringContaining('not valid') }],
    });
    const after = await service.pg.query(`SELECT count(*)::int AS "n" FROM "identity"."users"`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("keeps a coach of another club or squad away from a player: 404, and lists only the caller's players", async () => {
    const { clubId, squadId } = await defaultSquad();
    const { actor: ana } = await signUp('Zoe');
    const ownCoach: Actor = { userId: randomUUID(), role: 'coach', clubId, squadIds: [squadId] };
    const otherSquadCoach: Actor = { userId: randomUUID(), role: 'coach', clubId, squadIds: [randomUUID()] };
    const otherClubAdmin: Actor = { userId: randomUUID(), role: 'admin', clubId: randomUUID() };
    const get = (actor: Actor) => service.rpc.call('identity.player.get', { playerId: ana.playerId! }, { actor });
    await expect(get(ownCoach)).resolves.toMatchObject({ id: ana.playerId });
    for (const outsider of [otherSquadCoach, otherClubAdmin]) {
      await expect(get(outsider)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Player not found' });
      const page = await service.rpc.call(
        'identity.player.list',
        { page: 1, pageSize: 50, stats: true },
        { actor: outsider },
      );
      expect(page).toMatchObject({ items: [], total: 0, stats: { totalPlayers: 0 } });
    }
    const own = await service.rpc.call(
      'identity.player.list',
      { search: 'Zoe', page: 1, pageSize: 50 },
      { actor: ownCoach },
    );
    expect(own.items.map((row) => row.id)).toEqual([ana.playerId]);
    const narrowed = await service.rpc.call(
      'identity.player.list',
      { search: 'Zoe', squadId: randomUUID(), page: 1, pageSize: 50 },
      { actor: { userId: randomUUID(), role: 'admin', clubId } },
    );
    expect(narrowed.items).toEqual([]);
  });

  it('creates clubs with the CLI, places accounts in a named club, and then asks sign-ups for an invite code', async () => {
    const created = await runAppCli(
      'identity',
      ['club:create', '--name', 'Riverside FC', '--slug', 'riverside', '--consent-age', '14'],
      env,
    );
    expect(created.code).toBe(0);
    // The id is the last line (the process may log before it).
    const clubId = created.stdout.trim().split('\n').pop();
    expect(clubId).toMatch(/^[0-9a-f-]{36}$/);
    const duplicate = await runAppCli('identity', ['club:create', '--name', 'Again', '--slug', 'riverside'], env);
    expect(duplicate.code).not.toBe(0);
    expect(duplicate.stderr).toContain('riverside');

    const coach = await runAppCli(
      'identity',
      [
        'user:create',
        '--email',
        'rita@riverside.test',
        '--password',
        TEST_PASSWORD,
        '--first-name',
        'Rita',
        '--last-name',
        'Coach',
        '--role',
        'coach',
        '--club',
        'riverside',
      ],
      env,
    );
    expect(coach.code).toBe(0);
    const { actor } = await service.rpc.call('identity.auth.verify-credentials', {
      email: 'rita@riverside.test',
      password: TEST_PASSWORD,
      clientAddress: '127.0.0.1',
    });
    // Riverside has no sign-up squad: the coach coaches nothing until an admin assigns a squad.
    expect(actor).toEqual({ userId: expect.any(String), role: 'coach', clubId, squadIds: [] });

    const unnamed = await runAppCli(
      'identity',
      ['user:create', '--email', 'x@club.test', '--password', TEST_PASSWORD, '--first-name', 'X', '--last-name', 'Y'],
      env,
    );
    expect(unnamed.code).not.toBe(0);
    expect(unnamed.stderr).toContain('--club');

    await expect(signUp('Cleo')).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'inviteCode', message: 'Ask your club for its invite link to sign up' }],
    });
  });
});

describe('identity: upgrading an installation from before clubs', () => {
  it('puts every account into one club and every player and coach into its squad, and announces each', async () => {
    const infra = await resolveTestInfra();
    const namespace = createTestNamespace();
    await ensureDatabase(infra.postgresUrl, namespace);
    const dataSource = await new DataSource({
      type: 'postgres',
      url: databaseUrl(infra.postgresUrl, namespace),
      schema: 'identity',
      migrations: databaseOptionsOf(serviceDefinition, 'upgrade-test').migrations,
      migrationsTableName: 'migrations',
      poolSize: 2,
    }).initialize();
    try {
      await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "identity"`);
      await dataSource.runMigrations({ transaction: 'each' });
      // Back to the schema before clubs (undoing the later migrations first), with accounts made then.
      const migrations = serviceDefinition.migrations as { name: string }[];
      const clubsAt = migrations.findIndex((migration) => migration.name === 'ClubsAndSquads1764100000100');
      for (let undone = clubsAt; undone < migrations.length; undone += 1)
        await dataSource.undoLastMigration({ transaction: 'each' });
      const user = (email: string, role: string) =>
        dataSource.query(
          `INSERT INTO "identity"."users" ("email", "password_hash", "first_name", "last_name", "role")
           VALUES ($1, 'x', 'A', 'B', $2) RETURNING "id"`,
          [email, role],
        );
      const [[player], [coach], [admin]] = await Promise.all([
        user('old-player@club.test', 'player'),
        user('old-coach@club.test', 'coach'),
        user('old-admin@club.test', 'admin'),
      ]);
      const [record] = await dataSource.query(
        `INSERT INTO "identity"."players" ("user_id", "full_name") VALUES ($1, 'Old Player') RETURNING "id"`,
        [player.id],
      );
      await dataSource.query(`INSERT INTO "identity"."players" ("full_name") VALUES ('No Account')`);

      await dataSource.runMigrations({ transaction: 'each' });

      const [club] = await dataSource.query(`SELECT "id", "name" FROM "identity"."clubs"`);
      expect(club.name).toBe('My Club');
      const [squad] = await dataSource.query(`SELECT "id", "name", "takes_signups" FROM "identity"."squads"`);
      expect(squad).toMatchObject({ name: 'All players', takes_signups: true });
      const accounts = await dataSource.query(`SELECT "club_id" FROM "identity"."users"`);
      expect(accounts.every((row: { club_id: string }) => row.club_id === club.id)).toBe(true);
      const squadPlayers = await dataSource.query(`SELECT count(*)::int AS "n" FROM "identity"."squad_players"`);
      expect(squadPlayers[0].n).toBe(2);
      const coaches = await dataSource.query(`SELECT "user_id", "role" FROM "identity"."squad_coaches"`);
      expect(coaches).toEqual([{ user_id: coach.id, role: 'head' }]);
      const events = await dataSource.query(`SELECT "name", "payload" FROM "identity"."outbox_events" ORDER BY "seq"`);
      const players = events.filter((event: { name: string }) => event.name === 'identity.player.membership-changed');
      const staff = events.filter((event: { name: string }) => event.name === 'identity.staff.membership-changed');
      expect(players).toHaveLength(2);
      expect(players.map((event: { payload: { playerId: string } }) => event.payload.playerId)).toContain(record.id);
      expect(staff.map((event: { payload: unknown }) => event.payload)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ userId: coach.id, role: 'coach', squadIds: [squad.id], active: true }),
          expect.objectContaining({ userId: admin.id, role: 'admin', squadIds: [], active: true }),
        ]),
      );
      // Roadmap's copy of the players' contacts is filled from these (issue 27): the account's name and
      // e-mail, else the record's full name and no address.
      const contacts = events
        .filter((event: { name: string }) => event.name === 'identity.player.contact-changed')
        .map((event: { payload: unknown }) => event.payload);
      expect(contacts).toEqual(
        expect.arrayContaining([
          { playerId: record.id, name: 'A B', email: 'old-player@club.test', version: expect.any(Number) },
          { playerId: expect.any(String), name: 'No Account', email: null, version: expect.any(Number) },
        ]),
      );
      expect(contacts).toHaveLength(2);
    } finally {
      await dataSource.destroy();
      await destroyNamespace(namespace, infra);
    }
  });
});

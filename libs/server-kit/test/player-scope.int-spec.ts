import { randomUUID } from 'node:crypto';
import { type Actor, ErrorCode } from '@portal/contracts';
import {
  PlayerAccess,
  ScopeRowsRepository,
  databaseUrl,
  ensureDatabase,
  platformScopeTablesMigration,
} from '@portal/server-kit';
import { createTestNamespace, resolveTestInfra } from '@portal/server-kit/testing';
import { DataSource } from 'typeorm';

const SCHEMA = 'scope_test';

/**
 * The scope rule's SQL form against the real PostgreSQL: the same hand cases as the pure rule, as a
 * list filter (scoped before paging) and as the single-player check, plus the version guard that
 * keeps a late event from undoing a newer membership.
 */
describe('PlayerAccess on a service copy of memberships', () => {
  let dataSource: DataSource;
  let rows: ScopeRowsRepository;
  let access: PlayerAccess;
  const riverside = randomUUID();
  const hillside = randomUUID();
  const [u12, u15, u18, hillU12] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [ana, ben, dan, cleo] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  let version = 0;
  const snapshot = (playerId: string, clubId: string, squadIds: string[]) => ({
    playerId,
    userId: null,
    clubId,
    squadIds,
    active: true,
    version: ++version,
  });

  beforeAll(async () => {
    const infra = await resolveTestInfra();
    const namespace = createTestNamespace();
    await ensureDatabase(infra.postgresUrl, namespace);
    dataSource = await new DataSource({
      type: 'postgres',
      url: databaseUrl(infra.postgresUrl, namespace),
      schema: SCHEMA,
      migrations: [platformScopeTablesMigration(SCHEMA)],
      poolSize: 2,
    }).initialize();
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${SCHEMA}"`);
    await dataSource.runMigrations();
    rows = new ScopeRowsRepository(dataSource, SCHEMA);
    access = new PlayerAccess(rows);
    const manager = dataSource.manager;
    await rows.applyPlayer(manager, snapshot(ana, riverside, [u12, u15]));
    await rows.applyPlayer(manager, snapshot(ben, riverside, [u18]));
    await rows.applyPlayer(manager, snapshot(dan, riverside, []));
    await rows.applyPlayer(manager, snapshot(cleo, hillside, [hillU12]));
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  const listed = async (actor: Actor, squadId?: string): Promise<string[]> => {
    const params: unknown[] = [];
    const condition = access.sql(actor, 'p.id', params, squadId ? { squadId } : {});
    const found: { id: string }[] = await dataSource.query(
      `SELECT p.id FROM unnest($${params.length + 1}::uuid[]) AS p(id) WHERE ${condition} ORDER BY p.id`,
      [...params, [ana, ben, dan, cleo]],
    );
    return found.map((row) => row.id);
  };
  const sorted = (...ids: string[]) => [...ids].sort();

  it('lists exactly the players each actor reaches, in SQL', async () => {
    expect(await listed({ userId: randomUUID(), role: 'coach', clubId: riverside, squadIds: [u15, u18] })).toEqual(
      sorted(ana, ben),
    );
    expect(await listed({ userId: randomUUID(), role: 'coach', clubId: riverside, squadIds: [u12] })).toEqual([ana]);
    expect(await listed({ userId: randomUUID(), role: 'admin', clubId: riverside })).toEqual(sorted(ana, ben, dan));
    expect(await listed({ userId: randomUUID(), role: 'player', clubId: riverside, playerId: ben })).toEqual([ben]);
    // Same squad id, other club: nothing.
    expect(await listed({ userId: randomUUID(), role: 'coach', clubId: hillside, squadIds: [u12] })).toEqual([]);
    expect(await listed({ userId: randomUUID(), role: 'coach', clubId: riverside, squadIds: [] })).toEqual([]);
    // A parent: their children, in whichever club each plays.
    expect(await listed({ userId: randomUUID(), role: 'parent', childIds: [ben, cleo] })).toEqual(sorted(ben, cleo));
    expect(await listed({ userId: randomUUID(), role: 'parent', childIds: [] })).toEqual([]);
  });

  it('the squad switcher narrows inside the scope and never widens it', async () => {
    const admin: Actor = { userId: randomUUID(), role: 'admin', clubId: riverside };
    expect(await listed(admin, u18)).toEqual([ben]);
    const coachOfU12: Actor = { userId: randomUUID(), role: 'coach', clubId: riverside, squadIds: [u12] };
    expect(await listed(coachOfU12, u18)).toEqual([]);
    expect(await listed(admin, hillU12)).toEqual([]);
    const parentOfAnaAndBen: Actor = { userId: randomUUID(), role: 'parent', childIds: [ana, ben] };
    expect(await listed(parentOfAnaAndBen, u18)).toEqual([ben]);
  });

  it('a single player outside the scope is 404, like one that does not exist', async () => {
    const coach: Actor = { userId: randomUUID(), role: 'coach', clubId: riverside, squadIds: [u18] };
    await expect(access.require(coach, ben)).resolves.toBeUndefined();
    await expect(access.require(coach, ana)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(access.require(coach, cleo)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(access.require(coach, randomUUID())).rejects.toMatchObject({ code: ErrorCode.NotFound });
    const parentOfCleo: Actor = { userId: randomUUID(), role: 'parent', childIds: [cleo] };
    await expect(access.require(parentOfCleo, cleo)).resolves.toBeUndefined();
    await expect(access.require(parentOfCleo, ana)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(access.requireAll(coach, [ben, ana])).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(
      access.requireAll({ userId: randomUUID(), role: 'admin', clubId: riverside }, [ana, ben, dan]),
    ).resolves.toBeUndefined();
  });

  it('a late or repeated snapshot never undoes a newer one', async () => {
    const older = snapshot(dan, riverside, [u12]);
    const newer = snapshot(dan, riverside, [u18]);
    expect(await rows.applyPlayer(dataSource.manager, newer)).toBe(true);
    expect(await rows.applyPlayer(dataSource.manager, older)).toBe(false);
    expect(await rows.applyPlayer(dataSource.manager, newer)).toBe(false);
    expect((await rows.membership(dan))?.squadIds).toEqual([u18]);
  });

  it('says whether the copy holds given versions yet (what identity waits for before answering)', async () => {
    const current = snapshot(ben, riverside, [u18]);
    await rows.applyPlayer(dataSource.manager, current);
    expect(await rows.holds([{ playerId: ben, version: current.version }], [])).toBe(true);
    expect(await rows.holds([{ playerId: ben, version: current.version - 1 }], [])).toBe(true);
    expect(await rows.holds([{ playerId: ben, version: current.version + 1 }], [])).toBe(false);
    expect(await rows.holds([{ playerId: randomUUID(), version: 1 }], [])).toBe(false);
    expect(await rows.holds([], [{ userId: randomUUID(), version: 1 }])).toBe(false);
    expect(await rows.holds([], [])).toBe(true);
  });

  it('finds the staff a player is for: the coaches of their squads and their club admins', async () => {
    const [headOfU15, coachOfU18, admin, otherAdmin] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const staff = (userId: string, clubId: string, role: 'coach' | 'admin', squadIds: string[], active = true) =>
      rows.applyStaff(dataSource.manager, { userId, clubId, role, squadIds, active, version: ++version });
    await staff(headOfU15, riverside, 'coach', [u15]);
    await staff(coachOfU18, riverside, 'coach', [u18]);
    await staff(admin, riverside, 'admin', []);
    await staff(otherAdmin, hillside, 'admin', []);
    await staff(randomUUID(), riverside, 'admin', [], false);
    expect((await rows.staffReaching(ana)).map((member) => member.userId)).toEqual(sorted(headOfU15, admin));
    expect((await rows.staffReaching(cleo)).map((member) => member.userId)).toEqual([otherAdmin]);
  });

  it("lists a club's active coaches and admins, those coaching the given squads first", async () => {
    const club = randomUUID();
    const [squadA, squadB] = [randomUUID(), randomUUID()];
    const [coachA, coachB, admin] = [randomUUID(), randomUUID(), randomUUID()];
    const staff = (userId: string, clubId: string, role: 'coach' | 'admin', squadIds: string[], active = true) =>
      rows.applyStaff(dataSource.manager, { userId, clubId, role, squadIds, active, version: ++version });
    await staff(coachA, club, 'coach', [squadA]);
    await staff(coachB, club, 'coach', [squadB]);
    await staff(admin, club, 'admin', []);
    await staff(randomUUID(), club, 'coach', [squadA], false);
    await staff(randomUUID(), hillside, 'coach', [squadA]);
    const listedFor = async (squadIds: string[]) =>
      (await rows.activeStaffOfClub(club, squadIds)).map((member) => [member.userId, member.coachesAnyOf]);
    expect(await listedFor([squadA])).toEqual([
      [coachA, true],
      ...sorted(coachB, admin).map((userId) => [userId, false]),
    ]);
    expect(await listedFor([])).toEqual(sorted(coachA, coachB, admin).map((userId) => [userId, false]));
  });
});

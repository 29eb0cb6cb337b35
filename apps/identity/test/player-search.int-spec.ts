import { randomUUID } from 'node:crypto';
import type { Actor, AdminPlayerPage } from '@portal/contracts';
import {
  ADULT_DATE_OF_BIRTH,
  type ServiceUnderTest,
  TEST_PASSWORD,
  startServiceUnderTest,
} from '@portal/server-kit/testing';

/** The staff player list's search and paging over the trigram-indexed search text (issue 27). */
describe('identity: player list search and paging', () => {
  let service: ServiceUnderTest;
  let clubId: string;
  let squadId: string;
  let coach: Actor;
  let counter = 0;

  beforeAll(async () => {
    service = await startServiceUnderTest('identity', 5000);
    const { rows } = await service.pg.query(
      `SELECT "club_id" AS "clubId", "id" AS "squadId" FROM "identity"."squads" WHERE "takes_signups"`,
    );
    ({ clubId, squadId } = rows[0]);
    coach = { userId: randomUUID(), role: 'coach', clubId, squadIds: [squadId] };
  });

  afterAll(async () => {
    await service?.close();
  });

  const signUp = async (firstName: string, lastName: string, emailName = firstName) => {
    counter += 1;
    const { actor } = await service.rpc.call('identity.auth.signup', {
      email: `${emailName.toLowerCase()}.${counter}@search.test`,
      password: TEST_PASSWORD,
      firstName,
      lastName,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    return actor.playerId!;
  };
  const list = (
    request: { search?: string; page?: number; pageSize?: number; stats?: boolean; squadId?: string },
    actor: Actor = coach,
  ): Promise<AdminPlayerPage> =>
    service.rpc.call('identity.player.list', { page: 1, pageSize: 25, ...request }, { actor });
  const idsFound = async (search: string) => (await list({ search, pageSize: 100 })).items.map((row) => row.id);

  it("finds players by part of the record's name, the account's name or e-mail, team or club, case-insensitive", async () => {
    const josephine = await signUp('Joséphine', 'Quillfeather', 'jqsearch');
    await service.rpc.call(
      'identity.player.update',
      { playerId: josephine, changes: { teamName: 'U13 Falcons', clubName: 'Northbank Rovers' } },
      { actor: coach },
    );
    for (const search of ['QUILLFEATH', 'josé', 'phine quill', 'jqsearch.', 'falcon', 'northbank ROV']) {
      expect({ search, found: await idsFound(search) }).toEqual({ search, found: [josephine] });
    }
    // Accents are matched as written (as before the index), and one pattern never spans two texts.
    expect(await idsFound('Josephine')).toEqual([]);
    expect(await idsFound('Falcons Northbank')).toEqual([]);
    expect(await idsFound('Quillfeather\u001fjqsearch')).toEqual([]);
    // LIKE's wildcards are searched as characters.
    expect(await idsFound('Jos%phine')).toEqual([]);
    expect(await idsFound('Jos_phine')).toEqual([]);
  });

  it("follows renames of the record and the account's e-mail and names", async () => {
    const player = await signUp('Tamsin', 'Oakhurst');
    await service.rpc.call(
      'identity.player.update',
      { playerId: player, changes: { fullName: 'Tamsin Brightwater' } },
      { actor: coach },
    );
    expect(await idsFound('brightwater')).toEqual([player]);
    // The account's names are searched too, as they were.
    expect(await idsFound('oakhurst')).toEqual([player]);
    await service.pg.query(
      `UPDATE "identity"."users" SET "email" = 'renamed.tamsin@search.test', "last_name" = 'Fenwick'
        WHERE "id" = (SELECT "user_id" FROM "identity"."players" WHERE "id" = $1)`,
      [player],
    );
    expect(await idsFound('renamed.tamsin')).toEqual([player]);
    expect(await idsFound('tamsin fenwick')).toEqual([player]);
    expect(await idsFound('oakhurst')).toEqual([]);
    // An account that goes leaves the record's own texts searchable.
    await service.pg.query(`UPDATE "identity"."players" SET "user_id" = NULL WHERE "id" = $1`, [player]);
    expect(await idsFound('renamed.tamsin')).toEqual([]);
    expect(await idsFound('brightwater')).toEqual([player]);
  });

  it('searches only inside the caller scope', async () => {
    const player = await signUp('Ottoline', 'Marchbanks');
    expect(await idsFound('marchbanks')).toEqual([player]);
    const otherSquadCoach: Actor = { userId: randomUUID(), role: 'coach', clubId, squadIds: [randomUUID()] };
    const otherClubAdmin: Actor = { userId: randomUUID(), role: 'admin', clubId: randomUUID() };
    for (const outsider of [otherSquadCoach, otherClubAdmin]) {
      expect(await list({ search: 'marchbanks', stats: true }, outsider)).toEqual({
        items: [],
        total: 0,
        totalCapped: false,
        page: 1,
        pageSize: 25,
        stats: { totalPlayers: 0, completeProfiles: 0 },
      });
    }
    const admin: Actor = { userId: randomUUID(), role: 'admin', clubId };
    expect((await list({ search: 'marchbanks', squadId: randomUUID() }, admin)).items).toEqual([]);
    expect((await list({ search: 'marchbanks', squadId }, admin)).items.map((row) => row.id)).toEqual([player]);
  });

  it('pages players of the same name and the same creation time without repeating or skipping one', async () => {
    const twins: string[] = [];
    for (let index = 0; index < 7; index += 1) twins.push(await signUp('Wilhelmina', 'Twinsett'));
    await service.pg.query(
      `UPDATE "identity"."players" SET "created_at" = '2026-01-05T10:00:00Z' WHERE "id" = ANY($1)`,
      [twins],
    );
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = await list({ search: 'wilhelmina twinsett', page, pageSize: 3 });
      expect({ page, total: result.total, totalCapped: result.totalCapped }).toEqual({
        page,
        total: 7,
        totalCapped: false,
      });
      seen.push(...result.items.map((row) => row.id));
    }
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...twins].sort());
    expect((await list({ search: 'wilhelmina twinsett', page: 4, pageSize: 3 })).items).toEqual([]);
  });

  it('counts matches no further than 50 past the page start, and the stat figures only when asked', async () => {
    // 80 records without an account, placed in the sign-up squad as identity places a player.
    await service.pg.query(
      `WITH made AS (
         INSERT INTO "identity"."players" ("club_id", "full_name", "team_name", "date_of_birth", "date_of_birth_source", "created_at")
         SELECT $1, 'Bulk Hollingsworth ' || g, 'U15', date '2012-01-01', 'club', now() - make_interval(secs => g)
           FROM generate_series(1, 80) g
         RETURNING "id")
       INSERT INTO "identity"."scope_players" ("player_id", "club_id", "squad_ids", "active", "version")
       SELECT "id", $1, ARRAY[$2::uuid], true, 1 FROM made`,
      [clubId, squadId],
    );
    const first = await list({ search: 'hollingsworth' });
    expect(first).toMatchObject({ total: 50, totalCapped: true });
    expect(first.items.map((row) => row.fullName)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Bulk Hollingsworth ${index + 1}`),
    );
    expect(first).not.toHaveProperty('stats');
    expect(await list({ search: 'hollingsworth', page: 2 })).toMatchObject({ total: 75, totalCapped: true });
    const last = await list({ search: 'hollingsworth', page: 4 });
    expect(last).toMatchObject({ total: 80, totalCapped: false });
    expect(last.items.map((row) => row.fullName)).toEqual(
      Array.from({ length: 5 }, (_, index) => `Bulk Hollingsworth ${index + 76}`),
    );
    const withStats = await list({ search: 'hollingsworth', stats: true });
    const everyone = await service.pg.query(
      `SELECT count(*)::int AS "n" FROM "identity"."scope_players" WHERE "club_id" = $1 AND $2 = ANY("squad_ids")`,
      [clubId, squadId],
    );
    expect(withStats.stats).toEqual({ totalPlayers: everyone.rows[0].n, completeProfiles: expect.any(Number) });
  });

  it('refuses a bad query naming the field, as a validation error', async () => {
    await expect(list({ page: 0 })).rejects.toMatchObject({ code: 'VALIDATION', errors: [{ field: 'page' }] });
    await expect(list({ search: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'search' }],
    });
  });
});

import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { databaseUrl } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  TEST_PASSWORD,
  type TestPortal,
  createSignedInStaff,
  playerIdOf,
  runAppCli,
  signUpPlayer,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';

interface SquadBody {
  id: string;
  name: string;
  playerCount: number;
  archivedAt: string | null;
  coaches: { userId: string; role: string }[];
}

/**
 * Squads and the admin's users through the gateway, with real cookies and two clubs: memberships
 * take effect on the very next request, another club's ids are 404, players are refused staff calls.
 */
describe('squads and club users through the gateway', () => {
  let portal: TestPortal;
  let outboxDir: string;
  let database: Client;
  let admin: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let ana: BrowserLikeClient;
  let otherAdmin: BrowserLikeClient;
  let otherPlayer: BrowserLikeClient;
  let adminId: string;
  let coachId: string;
  let anaId: string;
  let otherPlayerId: string;
  let squad: SquadBody;
  let counter = 0;

  const browser = () => new BrowserLikeClient(portal.baseUrl);
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const del = (client: BrowserLikeClient, path: string) => client.request('DELETE', path);
  const userIdOf = async (client: BrowserLikeClient) =>
    (await json<{ id: string }>(await client.get('/api/auth/user'))).id;
  const countRows = async (table: string) =>
    Number((await database.query(`SELECT count(*) AS n FROM "identity"."${table}"`)).rows[0].n);

  async function staffIn(club: string | undefined, role: 'coach' | 'admin', name: string) {
    const email = `${name}.${++counter}@club.test`;
    const args = ['user:create', '--email', email, '--password', TEST_PASSWORD, '--first-name', name];
    const created = await runAppCli(
      'identity',
      [...args, '--last-name', 'Staff', '--role', role, ...(club ? ['--club', club] : [])],
      portal.env,
    );
    if (created.code !== 0) throw new Error(`user:create failed: ${created.stderr}`);
    const client = browser();
    expect((await client.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    return { client, email };
  }

  async function signUpWithCode(name: string, inviteCode: string) {
    const client = browser();
    const response = await client.post('/api/auth/signup', {
      email: `${name}.${++counter}@club.test`,
      password: TEST_PASSWORD,
      firstName: name,
      lastName: 'Invited',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      inviteCode,
    });
    return { client, response };
  }

  async function createSquad(client: BrowserLikeClient, name: string): Promise<SquadBody> {
    const response = await client.post('/api/squads', { name, season: '2026/27', ageGroup: 'U12' });
    expect(response.status).toBe(201);
    return json<SquadBody>(response);
  }

  const inviteCode = async (client: BrowserLikeClient, squadId: string) => {
    const response = await client.post(`/api/squads/${squadId}/invite-link`);
    expect(response.status).toBe(201);
    return json<{ code: string; url: string }>(response);
  };

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-squads-mail-'));
    portal = await startTestPortal({
      env: { MAIL_OUTBOX_DIR: outboxDir, PUBLIC_URL: 'https://portal.example' },
      // tracking too: a squad change must reach another service's copy before it answers.
      services: ['identity', 'tracking'],
      workers: ['reports'],
      gatewayEnv: {
        RATE_LIMIT_SIGNUP_PER_IP: '1000',
        RATE_LIMIT_SIGNUP_BURST_PER_IP: '100',
        RATE_LIMIT_LOGIN_PER_IP: '100',
      },
    });
    database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
    // While the installation has one club, sign-ups and operator accounts land in it ('My Club').
    ana = await signUpPlayer(portal.baseUrl, 'ana');
    anaId = await playerIdOf(ana);
    admin = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'head@club.test', role: 'admin' });
    adminId = await userIdOf(admin);
    coach = (await staffIn('my-club', 'coach', 'cal')).client;
    coachId = await userIdOf(coach);
    const created = await runAppCli(
      'identity',
      ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'],
      portal.env,
    );
    expect(created.code).toBe(0);
    otherAdmin = (await staffIn('riverside', 'admin', 'rita')).client;
    const riversideSquad = await createSquad(otherAdmin, 'Riverside U12');
    const signed = await signUpWithCode('rio', (await inviteCode(otherAdmin, riversideSquad.id)).code);
    expect(signed.response.status).toBe(201);
    otherPlayer = signed.client;
    otherPlayerId = await playerIdOf(otherPlayer);
    squad = await createSquad(admin, 'U12 Girls');
  });

  afterAll(async () => {
    await database?.end();
    await portal?.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('lists squads to the admin (all of the club) and to a coach (only those coached); a player is refused', async () => {
    const adminList = await json<SquadBody[]>(await admin.get('/api/squads'));
    expect(adminList.map((row) => row.name).sort()).toEqual(['All players', 'U12 Girls']);
    const coachList = await json<SquadBody[]>(await coach.get('/api/squads'));
    expect(coachList.map((row) => row.name)).toEqual(['All players']);
    expect(coachList[0]!.playerCount).toBeGreaterThanOrEqual(1);
    expect((await ana.get('/api/squads')).status).toBe(403);
    expect((await otherAdmin.get('/api/squads')).status).toBe(200);
    expect((await json<SquadBody[]>(await otherAdmin.get('/api/squads'))).map((row) => row.name)).toEqual([
      'Riverside U12',
    ]);
  });

  it('an invite link signs a player up into its squad; a coach reaches them from the very next request after being added, and not after removal', async () => {
    const link = await inviteCode(admin, squad.id);
    // identity writes links with the PUBLIC_URL every process shares (the gateway here listens on a test port).
    expect(link.url).toBe(`https://portal.example/signup?invite=${link.code}`);
    const mia = await signUpWithCode('mia', link.code);
    expect(mia.response.status).toBe(201);
    const miaId = await playerIdOf(mia.client);
    expect((await coach.get(`/api/players/${miaId}`)).status).toBe(404);

    const added = await admin.post(`/api/squads/${squad.id}/coaches`, { userId: coachId, role: 'assistant' });
    expect(added.status).toBe(200);
    expect((await json<SquadBody>(added)).coaches).toEqual([
      expect.objectContaining({ userId: coachId, role: 'assistant' }),
    ]);
    expect((await coach.get(`/api/players/${miaId}`)).status).toBe(200);
    expect((await json<SquadBody[]>(await coach.get('/api/squads'))).map((row) => row.name)).toContain('U12 Girls');

    expect((await del(admin, `/api/squads/${squad.id}/coaches/${coachId}`)).status).toBe(204);
    expect((await coach.get(`/api/players/${miaId}`)).status).toBe(404);

    // A player added by hand, then removed: the squad's count follows.
    expect((await admin.post(`/api/squads/${squad.id}/players`, { playerId: anaId })).status).toBe(200);
    const listed = (await json<SquadBody[]>(await admin.get('/api/squads'))).find((row) => row.id === squad.id)!;
    expect(listed.playerCount).toBe(2);
    expect((await del(admin, `/api/squads/${squad.id}/players/${anaId}`)).status).toBe(204);
  });

  it("putting a player into a coach's squad, or taking them out, applies in every service on the very next request", async () => {
    const coached = await createSquad(admin, 'U14 Boys');
    expect((await admin.post(`/api/squads/${coached.id}/coaches`, { userId: coachId, role: 'head' })).status).toBe(200);
    const elsewhere = await createSquad(admin, 'U14 Girls');
    const zoe = await signUpWithCode('zoe', (await inviteCode(admin, elsewhere.id)).code);
    expect(zoe.response.status).toBe(201);
    const zoeId = await playerIdOf(zoe.client);
    // tracking decides from its own copy of the memberships, fed by identity's events.
    const coachReadsZoe = async () => (await coach.get(`/api/training-logs?playerId=${zoeId}`)).status;
    expect(await coachReadsZoe()).toBe(404);
    for (let round = 0; round < 3; round += 1) {
      expect((await admin.post(`/api/squads/${coached.id}/players`, { playerId: zoeId })).status).toBe(200);
      expect(await coachReadsZoe()).toBe(200);
      expect((await del(admin, `/api/squads/${coached.id}/players/${zoeId}`)).status).toBe(204);
      expect(await coachReadsZoe()).toBe(404);
    }
  });

  it('a rotated code refuses the old one; a signed-in player joins with the new one, one of another club is refused', async () => {
    const old = await inviteCode(admin, squad.id);
    const fresh = await inviteCode(admin, squad.id);
    const refused = await signUpWithCode('oli', old.code);
    expect(refused.response.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(refused.response)).errors[0]!.field).toBe('inviteCode');

    const joined = await ana.post('/api/squads/join', { inviteCode: fresh.code });
    expect(joined.status).toBe(200);
    expect(await json(joined)).toEqual({ squadId: squad.id, name: 'U12 Girls' });
    const stranger = await otherPlayer.post('/api/squads/join', { inviteCode: fresh.code });
    expect(stranger.status).toBe(404);
    expect((await json<{ message: string }>(stranger)).message).toMatch(/another club/);
    expect((await ana.post('/api/squads/join', { inviteCode: old.code })).status).toBe(400);
  });

  it("another club's admin gets 404 for every squad, player and user id of the first club", async () => {
    const attempts: [string, Promise<Response>][] = [
      ['PATCH squad', otherAdmin.patch(`/api/squads/${squad.id}`, { name: 'Taken' })],
      ['DELETE squad', del(otherAdmin, `/api/squads/${squad.id}`)],
      ['add player', otherAdmin.post(`/api/squads/${squad.id}/players`, { playerId: anaId })],
      ['remove player', del(otherAdmin, `/api/squads/${squad.id}/players/${anaId}`)],
      ['add coach', otherAdmin.post(`/api/squads/${squad.id}/coaches`, { userId: coachId, role: 'head' })],
      ['remove coach', del(otherAdmin, `/api/squads/${squad.id}/coaches/${coachId}`)],
      ['invite link', otherAdmin.post(`/api/squads/${squad.id}/invite-link`)],
      ['player record', otherAdmin.get(`/api/players/${anaId}`)],
      ['deactivate', otherAdmin.post(`/api/admin/users/${coachId}/deactivate`)],
      ['reactivate', otherAdmin.post(`/api/admin/users/${coachId}/reactivate`)],
      ['set role', otherAdmin.patch(`/api/admin/users/${coachId}`, { role: 'admin' })],
    ];
    for (const [what, attempt] of attempts) expect([what, (await attempt).status]).toEqual([what, 404]);
    const own = await json<{ items: { id: string }[] }>(await otherAdmin.get('/api/admin/users'));
    expect(own.items.map((row) => row.id)).not.toContain(coachId);
    expect(own.items.length).toBe(2);
    // The first club's admin cannot pull the other club's player into a squad either.
    const foreign = await admin.post(`/api/squads/${squad.id}/players`, { playerId: otherPlayerId });
    expect(foreign.status).toBe(404);
    expect((await json<{ message: string }>(foreign)).message).toBe('Player not found');
    const mine = await json<{ items: { id: string; squads: { name: string }[]; deactivatedAt: null }[] }>(
      await admin.get('/api/admin/users'),
    );
    expect(mine.items.find((row) => row.id === coachId)).toEqual(
      expect.objectContaining({
        deactivatedAt: null,
        squads: expect.arrayContaining([expect.objectContaining({ name: 'All players' })]),
      }),
    );
    expect(mine.items.map((row) => row.id)).not.toContain(await userIdOf(otherAdmin));
  });

  it('refuses a player (403) and a coach (403) every staff-only call', async () => {
    for (const client of [ana, coach]) {
      const calls = [
        client.post('/api/squads', { name: 'Sneaky' }),
        client.patch(`/api/squads/${squad.id}`, { name: 'Sneaky' }),
        del(client, `/api/squads/${squad.id}`),
        client.post(`/api/squads/${squad.id}/players`, { playerId: anaId }),
        client.post(`/api/squads/${squad.id}/coaches`, { userId: coachId, role: 'head' }),
        client.post(`/api/squads/${squad.id}/invite-link`),
        client.get('/api/admin/users'),
        client.post('/api/admin/users/invitations', { email: 'x@club.test', role: 'coach' }),
        client.post(`/api/admin/users/${adminId}/deactivate`),
      ];
      for (const call of calls) expect((await call).status).toBe(403);
    }
    expect((await coach.post('/api/squads/join', { inviteCode: 'ABCDEFGHJKMN' })).status).toBe(403);
  });

  it('answers bad input with 400 naming the field and stores nothing', async () => {
    const squadsBefore = await countRows('squads');
    const fieldOf = async (response: Promise<Response>) => {
      const answered = await response;
      expect(answered.status).toBe(400);
      return (await json<{ errors: { field: string }[] }>(answered)).errors.map((error) => error.field);
    };
    expect(await fieldOf(admin.post('/api/squads', {}))).toContain('name');
    expect(await fieldOf(admin.post('/api/squads', { name: '   ' }))).toContain('name');
    expect(await fieldOf(admin.post('/api/squads', { name: 'x'.repeat(101) }))).toContain('name');
    expect(await fieldOf(admin.post('/api/squads', { name: 'Ok', colour: 'red' }))).toContain('colour');
    expect(await fieldOf(admin.post('/api/squads', { name: 'Ok', season: 'y'.repeat(41) }))).toContain('season');
    expect(await fieldOf(admin.get('/api/squads?includeArchived=maybe'))).toContain('includeArchived');
    expect(await fieldOf(admin.patch(`/api/squads/${squad.id}`, { archived: 'yes' }))).toContain('archived');
    expect(await fieldOf(admin.patch('/api/squads/not-an-id', { name: 'X' }))).toContain('id');
    expect(await fieldOf(admin.post(`/api/squads/${squad.id}/players`, { playerId: 'nope' }))).toContain('playerId');
    expect(await fieldOf(del(admin, `/api/squads/${squad.id}/players/nope`))).toContain('playerId');
    expect(await fieldOf(admin.post(`/api/squads/${squad.id}/coaches`, { userId: coachId, role: 'boss' }))).toContain(
      'role',
    );
    expect(
      await fieldOf(admin.post(`/api/squads/${squad.id}/coaches`, { userId: await userIdOf(ana), role: 'head' })),
    ).toContain('userId');
    expect(await fieldOf(admin.post('/api/admin/users/invitations', { email: 'nope', role: 'coach' }))).toContain(
      'email',
    );
    expect(
      await fieldOf(admin.post('/api/admin/users/invitations', { email: 'a@club.test', role: 'player' })),
    ).toContain('role');
    expect(await fieldOf(admin.post('/api/admin/users/nope/deactivate'))).toContain('id');
    expect(await fieldOf(admin.post(`/api/admin/users/${adminId}/deactivate`))).toContain('userId');
    expect(await countRows('squads')).toBe(squadsBefore);
    expect(await countRows('staff_invitations')).toBe(0);
    const untouched = (await json<SquadBody[]>(await admin.get('/api/squads'))).find((row) => row.id === squad.id)!;
    expect(untouched.coaches).toEqual([]);
  });

  it('archiving a squad takes its coach off its players at once; archived squads are listed only when asked', async () => {
    const archived = await createSquad(admin, 'U15 Blue');
    expect((await admin.post(`/api/squads/${archived.id}/players`, { playerId: otherPlayerId })).status).toBe(404);
    const link = await inviteCode(admin, archived.id);
    const noa = await signUpWithCode('noa', link.code);
    const noaId = await playerIdOf(noa.client);
    const { client: coach2 } = await staffIn('my-club', 'coach', 'tom');
    const coach2Id = await userIdOf(coach2);
    expect((await admin.post(`/api/squads/${archived.id}/coaches`, { userId: coach2Id, role: 'head' })).status).toBe(
      200,
    );
    expect((await coach2.get(`/api/players/${noaId}`)).status).toBe(200);

    expect((await del(admin, `/api/squads/${archived.id}`)).status).toBe(204);
    expect((await coach2.get(`/api/players/${noaId}`)).status).toBe(404);
    expect((await json<SquadBody[]>(await admin.get('/api/squads'))).map((row) => row.id)).not.toContain(archived.id);
    const all = await json<SquadBody[]>(await admin.get('/api/squads?includeArchived=true'));
    expect(all.find((row) => row.id === archived.id)?.archivedAt).toEqual(expect.any(String));
    expect((await admin.post(`/api/squads/${archived.id}/players`, { playerId: anaId })).status).toBe(409);

    const restored = await admin.patch(`/api/squads/${archived.id}`, { archived: false, name: 'U15 Blue 2026' });
    expect(restored.status).toBe(200);
    expect((await json<SquadBody>(restored)).archivedAt).toBeNull();
    expect((await coach2.get(`/api/players/${noaId}`)).status).toBe(200);
  });

  it('deactivation ends the sessions before answering and refuses sign-in; reactivation lets the person in again', async () => {
    const { client: leaving, email } = await staffIn('my-club', 'coach', 'lee');
    const leavingId = await userIdOf(leaving);
    const deactivated = await admin.post(`/api/admin/users/${leavingId}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect((await json<{ deactivatedAt: string | null }>(deactivated)).deactivatedAt).toEqual(expect.any(String));
    expect((await leaving.get('/api/auth/user')).status).toBe(401);
    const refused = await browser().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toBe(
      "This account has been deactivated. Ask your club's admin to reactivate it.",
    );
    const reactivated = await admin.post(`/api/admin/users/${leavingId}/reactivate`);
    expect((await json<{ deactivatedAt: string | null }>(reactivated)).deactivatedAt).toBeNull();
    expect((await browser().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('invites a coach by e-mail: the one-time link makes an account in the club with no squads', async () => {
    const email = `new.coach.${++counter}@club.test`;
    const invited = await admin.post('/api/admin/users/invitations', { email, role: 'coach' });
    expect(invited.status).toBe(201);
    expect(await json(invited)).toEqual({ email, role: 'coach', expiresAt: expect.any(String) });
    expect((await admin.post('/api/admin/users/invitations', { email: 'head@club.test', role: 'coach' })).status).toBe(
      409,
    );
    let token: string | undefined;
    await waitFor(
      async () => {
        const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml'));
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(outboxDir, file)));
          if (!JSON.stringify(mail.to).includes(email)) continue;
          token = /\/accept-invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
        }
        return token !== undefined;
      },
      { what: 'the invitation mail', timeoutMs: 20_000 },
    );
    const newcomer = browser();
    const body = { token, firstName: 'Nia', lastName: 'New', password: TEST_PASSWORD };
    const accepted = await newcomer.post('/api/auth/staff-invitations/accept', body);
    expect(accepted.status).toBe(201);
    expect(await json(accepted)).toEqual(expect.objectContaining({ email, role: 'coach' }));
    expect(await json(await newcomer.get('/api/squads'))).toEqual([]);
    expect((await newcomer.get(`/api/players/${anaId}`)).status).toBe(404);
    const again = await browser().post('/api/auth/staff-invitations/accept', { ...body, lastName: 'Again' });
    expect(again.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(again)).errors[0]!.field).toBe('token');
    const listed = await json<{ items: { email: string; squads: unknown[] }[] }>(await admin.get('/api/admin/users'));
    expect(listed.items.find((row) => row.email === email)?.squads).toEqual([]);
  });
});

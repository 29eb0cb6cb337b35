import { Client } from 'pg';
import { databaseUrl } from '@portal/server-kit';
import {
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

interface AssignmentBody {
  id: string;
  playerId: string;
  roadmapId: string;
  title: string;
  status: string;
}
interface SquadResult {
  squadId: string;
  created: number;
  assignments: AssignmentBody[];
  skipped: { playerId: string; reason: string }[];
}
interface TemplateBody {
  id: string;
  title: string;
  dueInDays: number | null;
}

/**
 * Assign to a squad and the club's assignment templates through the gateway (identity, roadmap and
 * the gateway as processes; real cookies): one assignment per player of the squad, each player sees
 * only their own, Idempotency-Key replays the first answer, another club gets 404, bad input 400.
 */
describe('squad-wide assignments and templates through the gateway', () => {
  let portal: TestPortal;
  let database: Client;
  let admin: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let otherAdmin: BrowserLikeClient;
  let anaId: string;
  let benId: string;
  let allPlayersId: string;

  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const assignmentCount = async () =>
    Number((await database.query(`SELECT count(*) AS n FROM "roadmap"."assignments"`)).rows[0].n);
  const templateCount = async () =>
    Number((await database.query(`SELECT count(*) AS n FROM "roadmap"."assignment_templates"`)).rows[0].n);
  const fields = {
    title: 'Weak-foot wall passes',
    category: 'Passing & Receiving',
    instructions: 'One hundred left-foot passes against a wall.',
    evidenceRequired: 'note',
    dueDate: '2030-01-15',
  };

  beforeAll(async () => {
    portal = await startTestPortal({
      services: ['identity', 'roadmap'],
      gatewayEnv: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNUP_BURST_PER_IP: '100' },
    });
    database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
    // One club ('My Club'): sign-ups and the CLI's coach land in its squad 'All players'.
    ana = await signUpPlayer(portal.baseUrl, 'ana');
    ben = await signUpPlayer(portal.baseUrl, 'ben');
    anaId = await playerIdOf(ana);
    benId = await playerIdOf(ben);
    admin = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'head@club.test', role: 'admin' });
    coach = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'cal@club.test', role: 'coach' });
    const club = await runAppCli(
      'identity',
      ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'],
      portal.env,
    );
    expect(club.code).toBe(0);
    const created = await runAppCli(
      'identity',
      ['user:create', '--email', 'rita@riverside.test', '--password', TEST_PASSWORD, '--first-name', 'Rita'].concat([
        '--last-name',
        'Admin',
        '--role',
        'admin',
        '--club',
        'riverside',
      ]),
      portal.env,
    );
    expect(created.code).toBe(0);
    otherAdmin = new BrowserLikeClient(portal.baseUrl);
    expect(
      (await otherAdmin.post('/api/auth/login', { email: 'rita@riverside.test', password: TEST_PASSWORD })).status,
    ).toBe(200);

    const squads = await json<{ id: string; name: string }[]>(await coach.get('/api/squads'));
    allPlayersId = squads.find((squad) => squad.name === 'All players')!.id;
    // Roadmap learns the memberships from identity's events: the roadmaps can be made once it has.
    for (const playerId of [anaId, benId]) {
      await waitFor(
        async () =>
          (await admin.post('/api/roadmaps', { playerId, title: 'Autumn block', description: null })).status === 201,
        { what: `a roadmap for ${playerId}` },
      );
    }
  });

  afterAll(async () => {
    await database?.end();
    await portal?.close();
  });

  it('creates one assignment per player of the squad; each player sees only their own; a retry with the key replays', async () => {
    const before = await assignmentCount();
    const headers = { 'idempotency-key': '"squad-assign-1"' };
    const response = await coach.post(`/api/squads/${allPlayersId}/assignments`, fields, headers);
    expect(response.status).toBe(201);
    const result = await json<SquadResult>(response);
    expect(result.created).toBe(2);
    expect(result.skipped).toEqual([]);
    expect(result.assignments.map((a) => a.playerId).sort()).toEqual([anaId, benId].sort());
    expect(await assignmentCount()).toBe(before + 2);

    const replay = await coach.post(`/api/squads/${allPlayersId}/assignments`, fields, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(replay)).toEqual(result);
    expect(await assignmentCount()).toBe(before + 2);

    const anas = await json<AssignmentBody[]>(await ana.get('/api/assignments'));
    const bens = await json<AssignmentBody[]>(await ben.get('/api/assignments'));
    const anaCopy = anas.find((a) => a.title === fields.title)!;
    const benCopy = bens.find((a) => a.title === fields.title)!;
    expect(anaCopy.playerId).toBe(anaId);
    expect(benCopy.playerId).toBe(benId);
    expect(anaCopy.id).not.toBe(benCopy.id);
    expect((await ana.post(`/api/assignments/${anaCopy.id}/start`)).status).toBe(200);
    expect((await json<AssignmentBody>(await ben.get(`/api/assignments/${benCopy.id}`))).status).toBe('not_started');
    expect((await ana.get(`/api/assignments/${benCopy.id}`)).status).toBe(404);
  });

  it("answers another club's admin 404, a player 403, anonymous 401, and bad input 400 naming the field, storing nothing", async () => {
    const before = await assignmentCount();
    const foreign = await otherAdmin.post(`/api/squads/${allPlayersId}/assignments`, fields);
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toEqual({ message: 'Squad not found' });
    expect((await ana.post(`/api/squads/${allPlayersId}/assignments`, fields)).status).toBe(403);
    const anonymous = await new BrowserLikeClient(portal.baseUrl).post(
      `/api/squads/${allPlayersId}/assignments`,
      fields,
    );
    expect(anonymous.status).toBe(401);

    const bad: [string, Record<string, unknown>, string][] = [
      [allPlayersId, { ...fields, title: '' }, 'title'],
      [allPlayersId, { ...fields, category: 'Cooking' }, 'category'],
      [allPlayersId, { ...fields, playerId: anaId }, 'playerId'],
      ['not-a-squad', fields, 'squadId'],
    ];
    for (const [squadId, body, field] of bad) {
      const response = await coach.post(`/api/squads/${squadId}/assignments`, body);
      expect(response.status).toBe(400);
      const answer = await json<{ errors: { field: string }[] }>(response);
      expect(answer.errors.map((error) => error.field)).toContain(field);
    }
    expect(await assignmentCount()).toBe(before);
  });

  it("keeps templates per club: staff of the club use them, another club's admin gets 404", async () => {
    const template = { ...fields, dueDate: undefined, dueInDays: 7, effortMinutes: 20 };
    delete template.dueDate;
    const created = await coach.post('/api/assignment-templates', template, { 'idempotency-key': '"template-1"' });
    expect(created.status).toBe(201);
    const body = await json<TemplateBody>(created);
    expect(body).toMatchObject({ title: fields.title, dueInDays: 7 });
    const replay = await coach.post('/api/assignment-templates', template, { 'idempotency-key': '"template-1"' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await templateCount()).toBe(1);

    expect((await json<TemplateBody[]>(await admin.get('/api/assignment-templates'))).map((t) => t.id)).toEqual([
      body.id,
    ]);
    expect(await json(await otherAdmin.get('/api/assignment-templates'))).toEqual([]);
    expect((await ana.get('/api/assignment-templates')).status).toBe(403);

    const foreignPatch = await otherAdmin.patch(`/api/assignment-templates/${body.id}`, { title: 'Mine' });
    expect(foreignPatch.status).toBe(404);
    expect(await json(foreignPatch)).toEqual({ message: 'Template not found' });
    expect((await otherAdmin.request('DELETE', `/api/assignment-templates/${body.id}`)).status).toBe(404);

    const badPatch = await coach.patch(`/api/assignment-templates/${body.id}`, { dueInDays: 1000 });
    expect(badPatch.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(badPatch)).errors[0]!.field).toBe('dueInDays');
    const badCreate = await coach.post('/api/assignment-templates', { ...template, instructions: 'short' });
    expect(badCreate.status).toBe(400);
    expect(await templateCount()).toBe(1);

    const renamed = await admin.patch(`/api/assignment-templates/${body.id}`, { title: 'Wall passes (weak foot)' });
    expect(renamed.status).toBe(200);
    expect((await json<TemplateBody>(renamed)).title).toBe('Wall passes (weak foot)');
    expect((await admin.request('DELETE', `/api/assignment-templates/${body.id}`)).status).toBe(204);
    expect(await json(await coach.get('/api/assignment-templates'))).toEqual([]);
  });
});

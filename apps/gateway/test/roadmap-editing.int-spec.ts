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
} from '@portal/server-kit/testing';

interface FocusAreaBody {
  id: string;
  roadmapId: string;
  title: string;
  description: string | null;
}

/**
 * What the staff roadmap screen edits, through the gateway with real cookies (identity, roadmap and
 * the gateway as processes): focus areas created, edited and deleted and read back on the current
 * roadmap; an assignment corrected and deleted with its submissions; the simple reading of a
 * submitted assignment; another club's admin gets 404 for all of it, bad input 400 naming the
 * field, and neither stores anything.
 */
describe('editing a roadmap from the staff screen, through the gateway', () => {
  let portal: TestPortal;
  let database: Client;
  let coach: BrowserLikeClient;
  let ana: BrowserLikeClient;
  let otherAdmin: BrowserLikeClient;
  let anaId: string;
  let roadmapId: string;

  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const count = async (table: string) =>
    Number((await database.query(`SELECT count(*) AS n FROM "roadmap"."${table}"`)).rows[0].n);
  const current = async () =>
    json<{ focusAreas: FocusAreaBody[]; assignments: { id: string; status: string; title: string }[] }>(
      await coach.get(`/api/roadmaps/${anaId}/current`),
    );
  const fieldsOf = async (response: Response) =>
    (await json<{ errors: { field: string }[] }>(response)).errors.map((error) => error.field);

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'roadmap'] });
    database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
    ana = await signUpPlayer(portal.baseUrl, 'ana');
    anaId = await playerIdOf(ana);
    coach = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'cal@club.test', role: 'coach' });
    expect(
      (await runAppCli('identity', ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'], portal.env)).code,
    ).toBe(0);
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
    const roadmap = await coach.post('/api/roadmaps', { playerId: anaId, title: 'Winter plan' });
    expect(roadmap.status).toBe(201);
    roadmapId = (await json<{ id: string }>(roadmap)).id;
  });

  afterAll(async () => {
    await database?.end();
    await portal?.close();
  });

  it('creates, edits and deletes focus areas, and the current roadmap shows them (the player reads them too)', async () => {
    const added = await coach.post(`/api/roadmaps/${roadmapId}/focus-areas`, {
      title: 'Scanning',
      description: 'Check both shoulders before receiving',
    });
    expect(added.status).toBe(201);
    const area = await json<FocusAreaBody>(added);
    expect((await current()).focusAreas).toEqual([
      { id: area.id, roadmapId, title: 'Scanning', description: 'Check both shoulders before receiving' },
    ]);
    const player = await json<{ focusAreas: FocusAreaBody[] }>(await ana.get(`/api/roadmaps/${anaId}/current`));
    expect(player.focusAreas.map((item) => item.title)).toEqual(['Scanning']);

    const edited = await coach.patch(`/api/roadmaps/focus-areas/${area.id}`, {
      title: 'Scanning early',
      description: '',
    });
    expect(edited.status).toBe(200);
    expect((await current()).focusAreas).toEqual([
      { id: area.id, roadmapId, title: 'Scanning early', description: null },
    ]);

    expect((await coach.request('DELETE', `/api/roadmaps/focus-areas/${area.id}`)).status).toBe(204);
    expect((await current()).focusAreas).toEqual([]);
    expect((await coach.request('DELETE', `/api/roadmaps/focus-areas/${area.id}`)).status).toBe(404);
  });

  it("answers another club's admin 404 for a focus area of this club's player, and stores nothing", async () => {
    const area = await json<FocusAreaBody>(
      await coach.post(`/api/roadmaps/${roadmapId}/focus-areas`, { title: 'Weak foot' }),
    );
    const before = await count('focus_areas');
    const add = await otherAdmin.post(`/api/roadmaps/${roadmapId}/focus-areas`, { title: 'Not yours' });
    expect(add.status).toBe(404);
    expect(await json(add)).toEqual({ message: 'Roadmap not found' });
    const edit = await otherAdmin.patch(`/api/roadmaps/focus-areas/${area.id}`, { title: 'Not yours' });
    expect(edit.status).toBe(404);
    expect(await json(edit)).toEqual({ message: 'Focus area not found' });
    expect((await otherAdmin.request('DELETE', `/api/roadmaps/focus-areas/${area.id}`)).status).toBe(404);
    expect((await ana.post(`/api/roadmaps/${roadmapId}/focus-areas`, { title: 'Mine' })).status).toBe(403);
    expect(await count('focus_areas')).toBe(before);
    expect((await current()).focusAreas.map((item) => item.title)).toEqual(['Weak foot']);
  });

  it('refuses bad focus-area input with 400 naming the field, storing nothing', async () => {
    const before = await count('focus_areas');
    const cases: [string, Record<string, unknown>, string][] = [
      [`/api/roadmaps/${roadmapId}/focus-areas`, { title: ' ' }, 'title'],
      [`/api/roadmaps/${roadmapId}/focus-areas`, { title: 'x'.repeat(201) }, 'title'],
      [`/api/roadmaps/${roadmapId}/focus-areas`, { title: 'Ok', description: 'x'.repeat(1001) }, 'description'],
      [`/api/roadmaps/${roadmapId}/focus-areas`, { title: 'Ok', colour: 'red' }, 'colour'],
      ['/api/roadmaps/not-a-roadmap/focus-areas', { title: 'Ok' }, 'roadmapId'],
    ];
    for (const [path, body, field] of cases) {
      const response = await coach.post(path, body);
      expect(response.status).toBe(400);
      expect(await fieldsOf(response)).toContain(field);
    }
    const patch = await coach.patch('/api/roadmaps/focus-areas/nope', { title: 'Ok' });
    expect(patch.status).toBe(400);
    expect(await fieldsOf(patch)).toContain('focusAreaId');
    expect(await count('focus_areas')).toBe(before);
  });

  it('corrects an assignment; the simple reading of submitted work is completed, the roadmap reading is submitted', async () => {
    const created = await coach.post('/api/assignments', {
      playerId: anaId,
      roadmapId,
      title: 'Wall pases',
      category: 'Passing & Receiving',
      instructions: 'One hundred left-foot passes against a wall.',
      evidenceRequired: 'note',
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    const edited = await coach.patch(`/api/assignments/${id}`, {
      title: 'Wall passes',
      category: 'Shooting',
      dueDate: '2030-01-15',
      effortMinutes: null,
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      title: 'Wall passes',
      category: 'Shooting',
      dueDate: '2030-01-15',
      effortMinutes: null,
      status: 'not_started',
    });
    const bad = await coach.patch(`/api/assignments/${id}`, { category: 'Cooking', dueDate: '2030-02-30' });
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual(expect.arrayContaining(['category', 'dueDate']));
    expect((await otherAdmin.patch(`/api/assignments/${id}`, { title: 'Not yours' })).status).toBe(404);

    expect((await ana.put(`/api/assignments/${id}`, { completed: true, completionNotes: 'Did 100' })).status).toBe(200);
    const [simple] = await json<{ id: string; completed: boolean; status: string; completionNotes: string }[]>(
      await ana.get('/api/assignments'),
    );
    expect(simple).toMatchObject({ id, completed: true, status: 'submitted', completionNotes: 'Did 100' });
    expect((await current()).assignments).toEqual([expect.objectContaining({ id, status: 'submitted' })]);
    expect(await json(await coach.get(`/api/assignments/${id}`))).toMatchObject({
      title: 'Wall passes',
      history: [expect.objectContaining({ kind: 'submission', note: 'Did 100' })],
    });
  });

  it('keeps resources as links or titled links, read both ways; another scheme is 400 naming it (issue 38.4)', async () => {
    const body = {
      playerId: anaId,
      roadmapId,
      title: 'Weak foot',
      category: 'Shooting',
      instructions: 'Twenty shots with the weaker foot, then watch the drill.',
      evidenceRequired: 'note',
    };
    const created = await coach.post('/api/assignments', {
      ...body,
      resources: ['https://club.test/plan', { title: 'Drill video', url: 'https://video.test/drill' }],
    });
    expect(created.status).toBe(201);
    const assignment = await json<{ id: string }>(created);
    expect(assignment).toMatchObject({
      resources: ['https://club.test/plan', 'https://video.test/drill'],
      resourceLinks: [
        { title: null, url: 'https://club.test/plan' },
        { title: 'Drill video', url: 'https://video.test/drill' },
      ],
    });
    // The player reads them from the assignment; an edit replaces the list.
    const [own] = await json<{ id: string; resourceLinks: unknown[] }[]>(await ana.get('/api/assignments'));
    expect(own?.resourceLinks).toHaveLength(2);
    const edited = await coach.patch(`/api/assignments/${assignment.id}`, {
      resources: [{ title: 'Only this', url: 'http://club.test/only' }],
    });
    expect(await json(edited)).toMatchObject({
      resources: ['http://club.test/only'],
      resourceLinks: [{ title: 'Only this', url: 'http://club.test/only' }],
    });

    const countOf = async () =>
      Number(
        (await database.query(`SELECT count(*) FROM roadmap.assignments WHERE title = 'Weak foot'`)).rows[0].count,
      );
    for (const bad of ['javascript:alert(1)', { title: 'Sneaky', url: 'data:text/html,<script>alert(1)</script>' }]) {
      const refused = await coach.post('/api/assignments', { ...body, resources: [bad] });
      expect(refused.status).toBe(400);
      expect(await fieldsOf(refused)).toEqual(['resources.0.url']);
      const refusedEdit = await coach.patch(`/api/assignments/${assignment.id}`, { resources: [bad] });
      expect(refusedEdit.status).toBe(400);
    }
    expect(await countOf()).toBe(1);
    expect(
      (await json<{ resources: string[] }>(await coach.get(`/api/assignments/${assignment.id}`))).resources,
    ).toEqual(['http://club.test/only']);
    expect((await coach.request('DELETE', `/api/assignments/${assignment.id}`)).status).toBe(204);
  });

  it("deletes an assignment with its submissions; another club's admin gets 404 and deletes nothing", async () => {
    const { assignments } = await current();
    const id = assignments[0]!.id;
    expect((await otherAdmin.request('DELETE', `/api/assignments/${id}`)).status).toBe(404);
    expect((await ana.request('DELETE', `/api/assignments/${id}`)).status).toBe(403);
    expect(await count('assignment_versions')).toBe(1);

    expect((await coach.request('DELETE', `/api/assignments/${id}`)).status).toBe(204);
    expect((await current()).assignments).toEqual([]);
    expect(await count('assignment_versions')).toBe(0);
    expect((await ana.get(`/api/assignments/${id}`)).status).toBe(404);
    const badId = await coach.request('DELETE', '/api/assignments/not-an-id');
    expect(badId.status).toBe(400);
    expect(await fieldsOf(badId)).toEqual(['id']);
  });
});

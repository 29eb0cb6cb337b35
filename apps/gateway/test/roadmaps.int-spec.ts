import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  signUpSquad,
  startTestPortal,
} from '@portal/server-kit/testing';

describe('roadmaps, assignments and reviews API through the gateway', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;
  let benPlayerId: string;
  let anaRoadmapId: string;

  const assignmentBody = (change: Record<string, unknown> = {}) => ({
    roadmapId: anaRoadmapId,
    playerId: anaPlayerId,
    title: 'Juggling ladder',
    category: 'Aerial Control',
    instructions: 'Juggle 50 touches alternating feet, then film your best set.',
    dueDate: '2026-12-10',
    effortMinutes: 20,
    evidenceRequired: 'note',
    ...change,
  });

  const assignmentsOf = async (browser: BrowserLikeClient, query = '') => {
    const response = await browser.get(`/api/assignments${query}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'roadmap'] });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
    benPlayerId = await playerIdOf(ben);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('404s a player without a roadmap, then a coach creates one and the player reads it', async () => {
    const missing = await ana.get(`/api/roadmaps/${anaPlayerId}/current`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'This player has no current roadmap' });

    const created = await coach.post('/api/roadmaps', { playerId: anaPlayerId, title: 'Winter plan', description: '' });
    expect(created.status).toBe(201);
    anaRoadmapId = (await created.json()).id;
    const current = await ana.get(`/api/roadmaps/${anaPlayerId}/current`);
    expect(current.status).toBe(200);
    expect(await current.json()).toMatchObject({
      id: anaRoadmapId,
      title: 'Winter plan',
      description: null,
      assignments: [],
      focusAreas: [],
    });
  });

  it.each([
    ['playerId', { title: 'x' }, 'Player is required'],
    ['title', { playerId: '00000000-0000-4000-8000-000000000000', title: ' ' }, 'Title is required'],
  ])('refuses a roadmap without %s (400, nothing stored)', async (field, body, message) => {
    const response = await coach.post('/api/roadmaps', body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ field, message }]);
  });

  it('answers 404 Player not found for a player identity does not know', async () => {
    const response = await coach.post('/api/roadmaps', {
      playerId: '00000000-0000-4000-8000-000000000000',
      title: 'Ghost plan',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Player not found' });
  });

  it('keeps roadmap creation to staff', async () => {
    expect((await ana.post('/api/roadmaps', { playerId: anaPlayerId, title: 'Mine' })).status).toBe(403);
    expect((await ana.get(`/api/roadmaps/${anaPlayerId}/current`)).status).toBe(200);
    expect(((await (await ana.get(`/api/roadmaps/${anaPlayerId}/current`)).json()) as { title: string }).title).toBe(
      'Winter plan',
    );
  });

  it.each([
    ['title', { title: '' }],
    ['category', { category: 'Goalkeeping' }],
    ['instructions', { instructions: 'too short' }],
    ['dueDate', { dueDate: '2026-02-30' }],
    ['dueDate', { dueDate: '10/12/2026' }],
    ['effortMinutes', { effortMinutes: 301 }],
    ['effortMinutes', { effortMinutes: 2.5 }],
    ['evidenceRequired', { evidenceRequired: 'photo' }],
    ['playerId', { playerId: '' }],
    ['roadmapId', { roadmapId: '' }],
    ['status', { status: 'approved' }],
  ])('answers 400 naming %s and stores nothing', async (field, change) => {
    const before = (await assignmentsOf(ana)).length;
    const response = await coach.post('/api/assignments', assignmentBody(change));
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.errors[0].field).toBe(field);
    expect(await assignmentsOf(ana)).toHaveLength(before);
  });

  it("refuses a roadmap that is not the player's (400) and creation by players (403)", async () => {
    const wrong = await coach.post('/api/assignments', assignmentBody({ playerId: benPlayerId }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([
      { field: 'roadmapId', message: "Roadmap must be this player's roadmap" },
    ]);
    expect((await ana.post('/api/assignments', assignmentBody())).status).toBe(403);
    expect(await assignmentsOf(ana)).toEqual([]);
  });

  it('runs the roadmap loop: start, submit evidence, review, history', async () => {
    const created = await coach.post('/api/assignments', assignmentBody({ evidenceRequired: 'link' }));
    expect(created.status).toBe(201);
    const { id } = await created.json();

    const early = await ana.post(`/api/assignments/${id}/submissions`, { link: 'https://clips.example/1' });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toContain('the allowed moves are: the player starts it');

    expect((await ana.post(`/api/assignments/${id}/start`)).status).toBe(200);
    const noLink = await ana.post(`/api/assignments/${id}/submissions`, { note: 'See my clip' });
    expect(noLink.status).toBe(400);
    expect((await noLink.json()).errors).toEqual([
      { field: 'evidence.link', message: 'This assignment needs a link as evidence' },
    ]);
    const badLink = await ana.post(`/api/assignments/${id}/submissions`, { link: 'javascript:alert(1)' });
    expect(badLink.status).toBe(400);
    expect((await badLink.json()).errors[0].field).toBe('link');

    const submitted = await ana.post(`/api/assignments/${id}/submissions`, {
      note: 'Best set: 42',
      link: 'https://clips.example/1',
    });
    expect(submitted.status).toBe(201);
    expect(await submitted.json()).toMatchObject({ status: 'submitted', completed: true });

    expect((await ana.post(`/api/assignments/${id}/reviews`, { decision: 'approved', note: 'Me' })).status).toBe(403);
    const noNote = await coach.post(`/api/assignments/${id}/reviews`, { decision: 'approved', note: '' });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).errors[0].field).toBe('note');

    const queue = await (await coach.get('/api/reviews?limit=10')).json();
    expect(queue.items.map((item: { assignment: { id: string } }) => item.assignment.id)).toContain(id);
    expect((await ana.get('/api/reviews')).status).toBe(403);

    const reviewed = await coach.post(`/api/assignments/${id}/reviews`, {
      decision: 'approved',
      note: 'Clean touches',
    });
    expect(reviewed.status).toBe(201);
    expect(await reviewed.json()).toMatchObject({ status: 'approved', coachNotes: 'Clean touches' });
    const again = await coach.post(`/api/assignments/${id}/reviews`, { decision: 'needs_changes', note: 'Hmm' });
    expect(again.status).toBe(409);

    const history = await (await ana.get(`/api/assignments/${id}/history`)).json();
    expect(history.map((v: { kind: string; note: string }) => [v.kind, v.note])).toEqual([
      ['submission', 'Best set: 42'],
      ['review', 'Clean touches'],
    ]);
    const counters = await (await coach.get('/api/roadmaps/counters?timeZone=America/New_York')).json();
    expect(counters).toEqual({ activeRoadmaps: 1, pendingReviews: 0, completedToday: 1 });
    expect((await coach.get('/api/roadmaps/counters?timeZone=Nowhere/City')).status).toBe(400);
    expect((await ana.get('/api/roadmaps/counters')).status).toBe(403);
  });

  it('marks complete with the simple model, and refuses to reopen', async () => {
    const { id } = await (await coach.post('/api/assignments', assignmentBody({ title: 'Simple one' }))).json();
    const reopen = await ana.put(`/api/assignments/${id}`, { completed: false, completionNotes: 'x' });
    expect(reopen.status).toBe(400);
    expect((await reopen.json()).errors[0].field).toBe('completed');
    const done = await ana.put(`/api/assignments/${id}`, { completed: true, completionNotes: 'Felt good' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ completed: true, completionNotes: 'Felt good', status: 'submitted' });
    expect((await ana.put(`/api/assignments/${id}`, { completed: true })).status).toBe(409);
    const list = await assignmentsOf(ana);
    expect(list[0]).toMatchObject({ id, title: 'Simple one', description: list[0].instructions, completed: true });
  });

  it.each([
    ['note', {}, { field: 'completionNotes', message: 'This assignment needs a note as evidence' }],
    [
      'link',
      { completionNotes: 'See my clip' },
      { field: 'completionLink', message: 'This assignment needs a link as evidence' },
    ],
    ['file', { completionNotes: '  ' }, { field: 'completionLink', message: expect.stringContaining('a link') }],
  ])(
    'Mark Complete on a %s assignment without that evidence is a 400 naming the field, and changes nothing',
    async (evidenceRequired, completion, error) => {
      const created = await coach.post(
        '/api/assignments',
        assignmentBody({ title: `Needs ${evidenceRequired}`, evidenceRequired }),
      );
      const { id } = await created.json();
      const refused = await ana.put(`/api/assignments/${id}`, { completed: true, ...completion });
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual([error]);
      const unchanged = await (await ana.get(`/api/assignments/${id}`)).json();
      expect(unchanged).toMatchObject({ status: 'not_started', completed: false, history: [] });
    },
  );

  it("Mark Complete with the evidence the type needs: a link is kept as the submission's link; other schemes are 400", async () => {
    const { id } = await (
      await coach.post('/api/assignments', assignmentBody({ title: 'Film it', evidenceRequired: 'link' }))
    ).json();
    const script = await ana.put(`/api/assignments/${id}`, { completed: true, completionLink: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect((await script.json()).errors[0].field).toBe('completionLink');
    const done = await ana.put(`/api/assignments/${id}`, {
      completed: true,
      completionNotes: 'Best set: 44',
      completionLink: 'https://clips.example/44',
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'submitted', completed: true, completionNotes: 'Best set: 44' });
    const history = await (await ana.get(`/api/assignments/${id}/history`)).json();
    expect(history).toMatchObject([{ kind: 'submission', note: 'Best set: 44', link: 'https://clips.example/44' }]);
    // Leaves the roadmap's counts to the tests below as they were.
    expect((await coach.request('DELETE', `/api/assignments/${id}`)).status).toBe(204);
  });

  it("keeps player A's work out of player B's reach: 404, as if it did not exist", async () => {
    const { id } = await (await coach.post('/api/assignments', assignmentBody({ title: 'Private' }))).json();
    expect((await ben.get(`/api/assignments?playerId=${anaPlayerId}`)).status).toBe(404);
    expect((await ben.get(`/api/roadmaps/${anaPlayerId}/current`)).status).toBe(404);
    expect((await ben.get(`/api/assignments/${id}`)).status).toBe(404);
    expect((await ben.get(`/api/assignments/${id}/history`)).status).toBe(404);
    expect((await ben.post(`/api/assignments/${id}/start`)).status).toBe(404);
    expect((await ben.put(`/api/assignments/${id}`, { completed: true })).status).toBe(404);
    expect((await ben.post(`/api/assignments/${id}/submissions`, { note: 'mine now' })).status).toBe(404);
    expect((await (await ana.get(`/api/assignments/${id}`)).json()).status).toBe('not_started');
    expect(await assignmentsOf(ben)).toEqual([]);
  });

  it("lets staff read a player's assignments with ?playerId=, edit and delete them, but not start them", async () => {
    const list = await assignmentsOf(coach, `?playerId=${anaPlayerId}`);
    expect(list.length).toBeGreaterThan(0);
    expect((await coach.get('/api/assignments')).status).toBe(400);
    const target = list.find((item: { title: string }) => item.title === 'Private');
    expect((await coach.post(`/api/assignments/${target.id}/start`)).status).toBe(403);
    const edited = await coach.patch(`/api/assignments/${target.id}`, { effortMinutes: 45 });
    expect(edited.status).toBe(200);
    expect((await edited.json()).effortMinutes).toBe(45);
    expect((await coach.patch(`/api/assignments/${target.id}`, { effortMinutes: 0 })).status).toBe(400);
    expect((await ana.patch(`/api/assignments/${target.id}`, { effortMinutes: 5 })).status).toBe(403);
    expect((await coach.request('DELETE', `/api/assignments/${target.id}`)).status).toBe(204);
    expect((await coach.get(`/api/assignments/${target.id}`)).status).toBe(404);
  });

  it('manages focus areas and reports roadmap progress for the coach list', async () => {
    const added = await coach.post(`/api/roadmaps/${anaRoadmapId}/focus-areas`, { title: 'First touch' });
    expect(added.status).toBe(201);
    const area = await added.json();
    expect((await coach.post(`/api/roadmaps/${anaRoadmapId}/focus-areas`, { title: '' })).status).toBe(400);
    expect((await ana.post(`/api/roadmaps/${anaRoadmapId}/focus-areas`, { title: 'Mine' })).status).toBe(403);
    expect(
      (await coach.patch(`/api/roadmaps/focus-areas/${area.id}`, { title: 'First touch', description: 'Soft' })).status,
    ).toBe(200);
    const current = await (await ana.get(`/api/roadmaps/${anaPlayerId}/current`)).json();
    expect(current.focusAreas).toEqual([
      { id: area.id, roadmapId: anaRoadmapId, title: 'First touch', description: 'Soft' },
    ]);
    expect((await coach.request('DELETE', `/api/roadmaps/focus-areas/${area.id}`)).status).toBe(204);

    const progress = await (await coach.get(`/api/roadmaps/progress?playerIds=${anaPlayerId},${benPlayerId}`)).json();
    expect(progress).toEqual([
      expect.objectContaining({ playerId: anaPlayerId, roadmapId: anaRoadmapId, approved: 1, submitted: 1 }),
    ]);
    expect((await coach.get('/api/roadmaps/progress?playerIds=nope')).status).toBe(400);
  });

  it('archives the previous roadmap when a new one is created', async () => {
    expect((await coach.post('/api/roadmaps', { playerId: anaPlayerId, title: 'Spring plan' })).status).toBe(201);
    const all = await (await ana.get('/api/roadmaps')).json();
    expect(all.map((item: { title: string; status: string }) => [item.title, item.status])).toEqual([
      ['Spring plan', 'current'],
      ['Winter plan', 'archived'],
    ]);
    const archived = await ana.get(`/api/roadmaps/by-id/${anaRoadmapId}`);
    expect(archived.status).toBe(200);
    expect((await archived.json()).assignments.length).toBeGreaterThan(0);
  });

  it('refuses anonymous callers and answers 503 when the roadmap service is down', async () => {
    const anonymous = new BrowserLikeClient(portal.baseUrl);
    expect((await anonymous.get('/api/assignments')).status).toBe(401);
    await portal.processes.get('roadmap')!.stop();
    const response = await ana.get('/api/assignments');
    expect(response.status).toBe(503);
    expect((await response.json()).message).toContain('roadmap service is unavailable');
  });
});

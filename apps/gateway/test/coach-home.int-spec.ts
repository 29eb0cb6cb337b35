import type { CoachHome } from '@portal/contracts';
import {
  type BrowserLikeClient,
  type TestPortal,
  createSignedInStaff,
  playerIdOf,
  signUpPlayer,
  startTestPortal,
} from '@portal/server-kit/testing';

/**
 * GET /api/coach/home through the gateway with real cookies: bad queries are 400 naming the field, a
 * player is refused (403), a coach sees only the players of the squads they coach (named), an admin
 * their club, and a squad that is not the caller's answers 404 like one that does not exist.
 */
describe('GET /api/coach/home', () => {
  let portal: TestPortal;
  let admin: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let anaId: string;
  let benId: string;
  let u15Id: string;
  let allPlayersId: string;

  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const ok = async <T>(request: Promise<Response>, status = 200): Promise<T> => {
    const response = await request;
    if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
    return json<T>(response);
  };
  const home = (client: BrowserLikeClient, query = '') => client.get(`/api/coach/home${query}`);

  async function submittedWork(playerId: string, player: BrowserLikeClient, title: string) {
    const roadmap = await ok<{ id: string }>(admin.post('/api/roadmaps', { playerId, title: 'Spring block' }), 201);
    const assignment = await ok<{ id: string }>(
      admin.post('/api/assignments', {
        roadmapId: roadmap.id,
        playerId,
        title,
        category: 'Aerial Control',
        instructions: 'Juggle 50 touches alternating feet, then film your best set.',
        evidenceRequired: 'note',
      }),
      201,
    );
    await ok(player.put(`/api/assignments/${assignment.id}`, { completed: true, completionNotes: 'Done' }));
  }

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'roadmap', 'media', 'tracking'] });
    ana = await signUpPlayer(portal.baseUrl, 'ana');
    ben = await signUpPlayer(portal.baseUrl, 'ben');
    anaId = await playerIdOf(ana);
    benId = await playerIdOf(ben);
    admin = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'head@club.test', role: 'admin' });
    coach = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'cal@club.test', role: 'coach' });
    const coachId = (await ok<{ id: string }>(coach.get('/api/auth/user'))).id;
    // The coach coaches U15 Blue only, which holds Ana; Ben stays in 'All players'.
    const squads = await ok<{ id: string; name: string }[]>(admin.get('/api/squads'));
    allPlayersId = squads.find((squad) => squad.name === 'All players')!.id;
    u15Id = (await ok<{ id: string }>(admin.post('/api/squads', { name: 'U15 Blue' }), 201)).id;
    await ok(admin.post(`/api/squads/${u15Id}/coaches`, { userId: coachId, role: 'head' }));
    await ok(admin.post(`/api/squads/${u15Id}/players`, { playerId: anaId }));
    expect((await admin.request('DELETE', `/api/squads/${allPlayersId}/coaches/${coachId}`)).status).toBe(204);
    await submittedWork(anaId, ana, 'Juggling ladder');
    await submittedWork(benId, ben, 'Wall passes');
  }, 240_000);

  afterAll(async () => {
    await portal?.close();
  });

  it('a bad query is a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?squadId=not-a-squad', 'squadId'],
      ['?timeZone=Mars%2FBase', 'timeZone'],
    ] as const) {
      const response = await home(coach, query);
      expect(response.status).toBe(400);
      const body = await json<{ errors: { field: string }[] }>(response);
      expect(body.errors.map((error) => error.field)).toContain(field);
    }
    expect((await home(coach, '?limit=50')).status).toBe(400);
  });

  it('a player is refused and a visitor must sign in', async () => {
    expect((await home(ana)).status).toBe(403);
    const anonymous = await fetch(`${portal.baseUrl}/api/coach/home`);
    expect(anonymous.status).toBe(401);
  });

  it("a coach sees only their squad's players, each named, and the page names the squad", async () => {
    const body = await ok<CoachHome>(home(coach, '?timeZone=Europe%2FLisbon'));
    expect(body.scope).toEqual({ kind: 'squads', squads: [{ id: u15Id, name: 'U15 Blue' }] });
    expect(body.reviews.count).toBe(1);
    expect(body.reviews.items.map((item) => [item.assignment.title, item.assignment.playerId])).toEqual([
      ['Juggling ladder', anaId],
    ]);
    expect(body.reviews.items[0]!.playerName).toMatch(/^ana/);
    expect(JSON.stringify(body)).not.toContain(benId);
  });

  it('an admin sees the whole club, and narrows it with ?squadId=', async () => {
    const body = await ok<CoachHome>(home(admin));
    expect(body.scope).toEqual({ kind: 'club' });
    expect(body.reviews.count).toBe(2);
    const u15 = await ok<CoachHome>(home(admin, `?squadId=${u15Id}`));
    expect(u15.scope).toEqual({ kind: 'squad', squad: { id: u15Id, name: 'U15 Blue' } });
    expect(u15.reviews.items.map((item) => item.assignment.playerId)).toEqual([anaId]);
  });

  it('lists new players without a roadmap and players with nothing logged for 7 days, each named (issue 37)', async () => {
    // Cleo joins U15 Blue: no roadmap, nothing logged. Ana has a roadmap; she logs a check-in today.
    const cleo = await signUpPlayer(portal.baseUrl, 'cleo');
    const cleoId = await playerIdOf(cleo);
    await ok(admin.post(`/api/squads/${u15Id}/players`, { playerId: cleoId }));
    const today = new Date().toISOString().slice(0, 10);
    await ok(ana.post('/api/wellness-logs', { date: today, energy: 4, fatigue: 2, sleep: 4, motivation: 5 }), 201);

    const body = await ok<CoachHome>(home(coach));
    expect(body.newPlayers).toEqual({ count: 1, items: [{ playerId: cleoId, playerName: 'cleo Test' }] });
    expect(body.quiet).toEqual({
      count: 1,
      items: [{ playerId: cleoId, playerName: 'cleo Test', lastLoggedOn: null }],
    });
    // The admin's club also holds Ben (a roadmap, nothing logged); another coach's players never show.
    const club = await ok<CoachHome>(home(admin));
    expect(club.newPlayers.items.map((item) => item.playerId)).toEqual([cleoId]);
    expect(club.quiet.items.map((item) => item.playerId).sort()).toEqual([benId, cleoId].sort());

    // Once Cleo has a roadmap she is no longer new.
    await ok(coach.post('/api/roadmaps', { playerId: cleoId, title: 'First steps' }), 201);
    expect((await ok<CoachHome>(home(coach))).newPlayers).toEqual({ count: 0, items: [] });
  });

  it('a squad the coach does not coach answers 404, like one that does not exist', async () => {
    const notTheirs = await home(coach, `?squadId=${allPlayersId}`);
    expect(notTheirs.status).toBe(404);
    expect(await json(notTheirs)).toEqual({ message: 'Squad not found' });
    expect((await home(coach, '?squadId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

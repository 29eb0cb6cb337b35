import {
  BrowserLikeClient,
  type TestPortal,
  TEST_PASSWORD,
  playerIdOf,
  runAppCli,
  signUpSquad,
  startTestPortal,
} from '@portal/server-kit/testing';

interface NamedItem {
  assignment: { id: string; playerId: string; title: string };
  submission: { note: string | null } | null;
  playerName: string;
}
interface NamedPage {
  items: NamedItem[];
  nextCursor: string | null;
}

/** The Reviews list (Roadmap Management): paged past 50, filtered by player, each submitter named by the server. */
describe('the review queue through the gateway', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let otherClubCoach: BrowserLikeClient;
  let anaPlayerId: string;
  let benPlayerId: string;
  const ANA_SUBMISSIONS = 52;
  const BEN_SUBMISSIONS = 2;

  const submitOne = async (player: BrowserLikeClient, playerId: string, roadmapId: string, title: string) => {
    const created = await coach.post('/api/assignments', {
      roadmapId,
      playerId,
      title,
      category: 'Aerial Control',
      instructions: 'Juggle 50 touches alternating feet, then write how it went.',
      dueDate: '2027-03-01',
      effortMinutes: 20,
      evidenceRequired: 'note',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await player.post(`/api/assignments/${id}/start`)).status).toBe(200);
    expect((await player.post(`/api/assignments/${id}/submissions`, { note: `Done: ${title}` })).status).toBe(201);
  };

  const roadmapOf = async (playerId: string, title: string) => {
    const response = await coach.post('/api/roadmaps', { playerId, title, description: '' });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  const queue = async (browser: BrowserLikeClient, query: string): Promise<NamedPage> => {
    const response = await browser.get(`/api/reviews${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as NamedPage;
  };

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'roadmap'] });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
    benPlayerId = await playerIdOf(ben);
    const anaRoadmap = await roadmapOf(anaPlayerId, 'Ana winter plan');
    const benRoadmap = await roadmapOf(benPlayerId, 'Ben winter plan');
    for (let index = 1; index <= ANA_SUBMISSIONS; index += 1) {
      await submitOne(ana, anaPlayerId, anaRoadmap, `Ana task ${index}`);
    }
    for (let index = 1; index <= BEN_SUBMISSIONS; index += 1) {
      await submitOne(ben, benPlayerId, benRoadmap, `Ben task ${index}`);
    }
    // Another club and its coach, who reaches none of this club's players.
    expect(
      (await runAppCli('identity', ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'], portal.env)).code,
    ).toBe(0);
    const email = 'coach.b@riverside.test';
    const created = await runAppCli(
      'identity',
      [
        'user:create',
        '--email',
        email,
        '--password',
        TEST_PASSWORD,
        '--first-name',
        'Rory',
        '--last-name',
        'Outsider',
        '--role',
        'coach',
        '--club',
        'riverside',
      ],
      portal.env,
    );
    expect(created.code).toBe(0);
    otherClubCoach = new BrowserLikeClient(portal.baseUrl);
    expect((await otherClubCoach.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await portal?.close();
  });

  it('pages past the first 50, oldest submission first, and names every submitter', async () => {
    const first = await queue(coach, '?limit=50');
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await queue(coach, `?limit=50&before=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all).toHaveLength(ANA_SUBMISSIONS + BEN_SUBMISSIONS);
    expect(new Set(all.map((item) => item.assignment.id)).size).toBe(all.length);
    expect(all.map((item) => item.assignment.title)).toEqual([
      ...Array.from({ length: ANA_SUBMISSIONS }, (_, index) => `Ana task ${index + 1}`),
      ...Array.from({ length: BEN_SUBMISSIONS }, (_, index) => `Ben task ${index + 1}`),
    ]);
    for (const item of all) {
      expect(item.playerName).toBe(item.assignment.playerId === anaPlayerId ? 'ana Test' : 'ben Test');
    }
    expect(second.items.at(-1)?.submission?.note).toBe(`Done: Ben task ${BEN_SUBMISSIONS}`);
  });

  it("filters by player on the server: only that player's work, named", async () => {
    const bens = await queue(coach, `?limit=50&playerId=${benPlayerId}`);
    expect(bens.items.map((item) => [item.assignment.title, item.playerName])).toEqual([
      ['Ben task 1', 'ben Test'],
      ['Ben task 2', 'ben Test'],
    ]);
    expect(bens.nextCursor).toBeNull();
    const anasFirst = await queue(coach, `?limit=30&playerId=${anaPlayerId}`);
    const anasRest = await queue(coach, `?limit=30&playerId=${anaPlayerId}&before=${anasFirst.nextCursor}`);
    expect([...anasFirst.items, ...anasRest.items]).toHaveLength(ANA_SUBMISSIONS);
    expect(anasRest.items.every((item) => item.assignment.playerId === anaPlayerId)).toBe(true);
  });

  it.each([
    ['playerId', '?playerId=ana'],
    ['before', '?limit=10&before=not*a*cursor'],
    ['before', `?limit=10&before=${Buffer.from('["x"]').toString('base64url')}`],
    ['limit', '?limit=0'],
  ])('answers 400 naming %s for %s', async (field, query) => {
    const response = await coach.get(`/api/reviews${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((error) => error.field)).toContain(field);
  });

  it("shows another club's coach none of this club's work, even naming the player", async () => {
    expect(await queue(otherClubCoach, `?limit=50&playerId=${anaPlayerId}`)).toEqual({ items: [], nextCursor: null });
    expect(await queue(otherClubCoach, '?limit=50')).toEqual({ items: [], nextCursor: null });
  });

  it('keeps the list to staff', async () => {
    expect((await ana.get('/api/reviews')).status).toBe(403);
    expect((await new BrowserLikeClient(portal.baseUrl).get('/api/reviews')).status).toBe(401);
  });
});

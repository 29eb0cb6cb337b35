import {
  BrowserLikeClient,
  type TestPortal,
  UNLIMITED_RATE_LIMITS,
  createSignedInStaff,
  playerIdOf,
  signUpPlayer,
  startTestPortal,
} from '@portal/server-kit/testing';

/**
 * Read your own writes across services (issue 37): identity answers a sign-up only once every other
 * service's copy of the memberships holds the new player (`<service>.scope.await-copy`), so the
 * player's coach acting on them the moment the sign-up answered never gets "Player not found".
 */
describe('a new player is in every service the moment their sign-up answers', () => {
  let portal: TestPortal;
  let coach: BrowserLikeClient;

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'roadmap'], gatewayEnv: UNLIMITED_RATE_LIMITS });
    coach = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'ryw.coach@club.test', role: 'coach' });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('lets the coach create a roadmap right after each of 100 sign-ups, with no 404', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const player = await signUpPlayer(portal.baseUrl, `ryw${attempt}`);
      const playerId = await playerIdOf(player);
      const roadmap = await coach.post('/api/roadmaps', { playerId, title: 'First steps' });
      statuses.push(roadmap.status);
    }
    const counts = statuses.reduce<Record<number, number>>((tally, status) => {
      tally[status] = (tally[status] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts).toEqual({ 201: 100 });
  });
});

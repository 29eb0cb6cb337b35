import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  signUpSquad,
  startTestPortal,
} from '@portal/server-kit/testing';

describe('training logs API through the gateway', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'tracking'] });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
  });

  afterAll(async () => {
    await portal?.close();
  });

  const listOf = async (browser: BrowserLikeClient, query = '') => {
    const response = await browser.get(`/api/training-logs${query}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('creates logs with the spec payload and lists them newest first', async () => {
    const first = await ana.post('/api/training-logs', {
      date: '2026-11-17',
      type: 'team_training',
      wellnessRating: 4,
      notes: 'Passing drills',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      date: '2026-11-17',
      type: 'team_training',
      wellnessRating: 4,
      notes: 'Passing drills',
      playerId: anaPlayerId,
    });
    expect(
      (await ana.post('/api/training-logs', { date: '2026-11-19', type: 'game', wellnessRating: 3, notes: '' })).status,
    ).toBe(201);

    const logs = await listOf(ana);
    expect(
      logs.map((log: { date: string; type: string; notes: string | null }) => [log.date, log.type, log.notes]),
    ).toEqual([
      ['2026-11-19', 'game', null],
      ['2026-11-17', 'team_training', 'Passing drills'],
    ]);
    expect(await listOf(ben)).toEqual([]);
  });

  it.each([
    ['date', { date: '2026-02-30', type: 'game', wellnessRating: 3, notes: '' }],
    ['date', { date: '19/11/2026', type: 'game', wellnessRating: 3, notes: '' }],
    ['type', { date: '2026-11-19', type: 'yoga', wellnessRating: 3, notes: '' }],
    ['type', { date: '2026-11-19', wellnessRating: 3, notes: '' }],
    ['wellnessRating', { date: '2026-11-19', type: 'game', wellnessRating: 0, notes: '' }],
    ['wellnessRating', { date: '2026-11-19', type: 'game', wellnessRating: 2.5, notes: '' }],
    ['notes', { date: '2026-11-19', type: 'game', wellnessRating: 3, notes: 'x'.repeat(2001) }],
    [
      'playerId',
      {
        date: '2026-11-19',
        type: 'game',
        wellnessRating: 3,
        notes: '',
        playerId: '00000000-0000-4000-8000-000000000000',
      },
    ],
  ])('answers 400 naming %s and stores nothing', async (field, body) => {
    const before = (await listOf(ben)).length;
    const response = await ben.post('/api/training-logs', body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.message).toContain(field);
    expect(error.errors[0].field).toBe(field);
    expect(await listOf(ben)).toHaveLength(before);
  });

  it("keeps another player's logs out of reach: 404, as for a player that does not exist", async () => {
    const response = await ben.get(`/api/training-logs?playerId=${anaPlayerId}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Player not found' });
    expect(
      (await ben.post(`/api/training-logs?playerId=${anaPlayerId}`, { date: '2026-11-19', type: 'game' })).status,
    ).toBe(404);
    expect((await listOf(ana)).length).toBe(2);
  });

  it("lets a coach read one player's logs with ?playerId=, but not write them", async () => {
    expect(await listOf(coach, `?playerId=${anaPlayerId}`)).toHaveLength(2);
    const missing = await coach.get('/api/training-logs');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'playerId is required' });
    expect((await coach.get('/api/training-logs?playerId=nope')).status).toBe(400);
    expect(
      (await coach.post(`/api/training-logs?playerId=${anaPlayerId}`, { date: '2026-11-19', type: 'game' })).status,
    ).toBe(403);
  });

  it('refuses anonymous callers with the 401 the client keys on', async () => {
    const anonymous = new BrowserLikeClient(portal.baseUrl);
    const response = await anonymous.get('/api/training-logs');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect((await anonymous.post('/api/training-logs', { date: '2026-11-19', type: 'game' })).status).toBe(401);
  });

  it('answers 503 when the tracking service is down', async () => {
    await portal.processes.get('tracking')!.stop();
    const response = await ana.get('/api/training-logs');
    expect(response.status).toBe(503);
    expect((await response.json()).message).toContain('tracking service is unavailable');
  });
});

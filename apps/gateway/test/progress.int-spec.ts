import { addDays, calendarDayOf, progressWeekStartOf, weekdayNameOf } from '@portal/contracts';
import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  signUpSquad,
  startTestPortal,
} from '@portal/server-kit/testing';

describe('training sessions, wellness, progress and exports through the gateway', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;
  const today = calendarDayOf(new Date(), 'UTC');
  const weekStart = progressWeekStartOf(today);

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'tracking'] });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
  });

  afterAll(async () => {
    await portal?.close();
  });

  const session = (change: Record<string, unknown> = {}) => ({
    type: 'Individual',
    category: 'Individual',
    minutes: 30,
    notes: '=cmd|calc, "quoted"',
    rpe: 5,
    date: `${today}T10:00:00.000+00:00`,
    dayOfWeek: weekdayNameOf(today),
    ...change,
  });
  const checkIn = (change: Record<string, unknown> = {}) => ({
    energy: 4,
    fatigue: 3,
    sleep: 4,
    motivation: 5,
    soreness: null,
    mood: 3,
    comment: '',
    date: `${today}T08:00:00.000+00:00`,
    ...change,
  });
  const json = async (response: Response, status = 200) => {
    expect(response.status).toBe(status);
    return response.json();
  };

  it('logs a session and a check-in with the spec payloads and shows them on the dashboard', async () => {
    const created = await json(await ana.post('/api/training-sessions', session()), 201);
    expect(created).toMatchObject({ date: today, minutes: 30, rpe: 5, playerId: anaPlayerId });
    expect(await json(await ana.post('/api/wellness-logs', checkIn()), 201)).toMatchObject({
      replaced: false,
      energy: 4,
    });
    const replaced = await json(await ana.post('/api/wellness-logs', checkIn({ energy: 2 })), 200);
    expect(replaced).toMatchObject({ replaced: true, energy: 2 });
    expect(await json(await ana.get('/api/wellness-logs'))).toHaveLength(1);
    expect(await json(await ana.get('/api/training-sessions'))).toHaveLength(1);

    const dashboard = await json(await ana.get(`/api/progress-dashboard?weekStart=${weekStart}&today=${today}`));
    expect(dashboard).toMatchObject({
      trainingLoad: { totalMinutes: 30, sessionCount: 1 },
      assignmentCompletion: { completionRate: 0, completed: 0, total: 0 },
      wellnessTrends: { averageEnergy: 2, alerts: [] },
      trafficLight: 'green',
      recommendations: [],
    });
    expect((await json(await ana.get(`/api/progress-trends?weekStart=${weekStart}`))).weeklyLoad).toHaveLength(12);
  });

  it.each([
    ['type', { type: 'Yoga' }],
    ['category', { category: undefined }],
    ['minutes', { minutes: 0 }],
    ['minutes', { minutes: 301 }],
    ['rpe', { rpe: 11 }],
    ['notes', { notes: 'x'.repeat(2001) }],
    ['date', { date: 'today' }],
    ['dayOfWeek', { dayOfWeek: weekdayNameOf(addDays(today, 2)) }],
    ['playerId', { playerId: '00000000-0000-4000-8000-000000000000' }],
  ])('answers 400 naming %s for a bad session and stores nothing', async (field, change) => {
    const response = await ben.post('/api/training-sessions', session(change));
    const error = await json(response, 400);
    expect(error.errors[0].field).toBe(field);
    expect(await json(await ben.get('/api/training-sessions'))).toEqual([]);
  });

  it.each([
    ['energy', { energy: 6 }],
    ['sleep', { sleep: undefined }],
    ['mood', { mood: 0 }],
    ['comment', { comment: 'x'.repeat(1001) }],
    ['date', { date: '2026-13-01' }],
  ])('answers 400 naming %s for a bad check-in and stores nothing', async (field, change) => {
    const error = await json(await ben.post('/api/wellness-logs', checkIn(change)), 400);
    expect(error.errors[0].field).toBe(field);
    expect(await json(await ben.get('/api/wellness-logs'))).toEqual([]);
  });

  it('refuses a weekStart that is not a Monday', async () => {
    const error = await json(await ana.get(`/api/progress-dashboard?weekStart=${addDays(weekStart, 2)}`), 400);
    expect(error.errors[0].field).toBe('weekStart');
  });

  it("keeps another player's data and exports out of reach: 404, as for a player that does not exist", async () => {
    expect((await ben.get(`/api/training-sessions?playerId=${anaPlayerId}`)).status).toBe(404);
    expect((await ben.get(`/api/wellness-logs?playerId=${anaPlayerId}`)).status).toBe(404);
    expect((await ben.get(`/api/progress-dashboard?playerId=${anaPlayerId}&weekStart=${weekStart}`)).status).toBe(404);
    expect((await ben.get(`/api/progress-trends?playerId=${anaPlayerId}&weekStart=${weekStart}`)).status).toBe(404);
    expect((await ben.get(`/api/export/training-sessions/${anaPlayerId}`)).status).toBe(404);
    expect((await ben.get(`/api/export/wellness-logs/${anaPlayerId}`)).status).toBe(404);
    expect((await new BrowserLikeClient(portal.baseUrl).get(`/api/export/wellness-logs/${anaPlayerId}`)).status).toBe(
      401,
    );
  });

  it('lets a coach read a player with ?playerId= but not log for them', async () => {
    expect(await json(await coach.get(`/api/training-sessions?playerId=${anaPlayerId}`))).toHaveLength(1);
    const dashboard = await json(
      await coach.get(`/api/progress-dashboard?playerId=${anaPlayerId}&weekStart=${weekStart}`),
    );
    expect(dashboard.playerId).toBe(anaPlayerId);
    expect((await coach.get(`/api/progress-dashboard?weekStart=${weekStart}`)).status).toBe(400);
    expect((await coach.post(`/api/training-sessions?playerId=${anaPlayerId}`, session())).status).toBe(403);
    expect((await coach.post(`/api/wellness-logs?playerId=${anaPlayerId}`, checkIn())).status).toBe(403);
  });

  it('answers exports as CSV attachments naming the player and the day, formulas neutralised', async () => {
    const response = await ana.get(`/api/export/training-sessions/${anaPlayerId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="training-sessions-ana-test-${today}.csv"`,
    );
    const text = await response.text();
    const [header, row] = text.split('\r\n');
    expect(header).toBe('Date,Day,Type,Category,Minutes,RPE,Load,Wellness (1-5),Notes,Logged At');
    expect(row).toMatch(
      new RegExp(`^${today},${weekdayNameOf(today)},Individual,Individual,30,5,150,,"'=cmd\\|calc, ""quoted""",`),
    );
    const wellness = await coach.get(`/api/export/wellness-logs/${anaPlayerId}`);
    expect(wellness.headers.get('content-disposition')).toBe(
      `attachment; filename="wellness-logs-ana-test-${today}.csv"`,
    );
    expect((await wellness.text()).split('\r\n')[1]).toMatch(new RegExp(`^${today},2,3,4,5,,3,,`));
  });
});

import { randomUUID } from 'node:crypto';
import { type Actor, progressWeekStartOf } from '@portal/contracts';
import { SessionStore } from '@portal/server-kit';
import {
  BrowserLikeClient,
  TEST_PASSWORD,
  type TestPortal,
  playerIdOf,
  runAppCli,
  signUpSquad,
  startTestPortal,
} from '@portal/server-kit/testing';
import IORedis from 'ioredis';

/**
 * Issue 26: a training entry is one record with two readings. Logged on Training it is a Progress
 * session (dashboard, CSV); logged on Progress it is in the Training list; the player's edit and
 * delete show in both; staff of the player's scope read it, others get 404, nobody else writes.
 */
describe('one training record, two readings, through the gateway', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let otherClubCoach: BrowserLikeClient;
  let parentOfAna: BrowserLikeClient;
  let redis: IORedis;
  let anaPlayerId: string;
  const day = '2026-11-24'; // a Tuesday
  const weekStart = progressWeekStartOf(day);

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'tracking'] });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
    expect(
      (await runAppCli('identity', ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'], portal.env)).code,
    ).toBe(0);
    const created = await runAppCli(
      'identity',
      [
        'user:create',
        '--email',
        'rory@riverside.test',
        '--password',
        TEST_PASSWORD,
        '--first-name',
        'Rory',
        '--last-name',
        'Rivers',
        '--role',
        'coach',
        '--club',
        'riverside',
      ],
      portal.env,
    );
    expect(created.code).toBe(0);
    otherClubCoach = new BrowserLikeClient(portal.baseUrl);
    expect(
      (await otherClubCoach.post('/api/auth/login', { email: 'rory@riverside.test', password: TEST_PASSWORD })).status,
    ).toBe(200);
    // A parent session as identity signs one in (no parent accounts to sign up with).
    redis = new IORedis(portal.env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 });
    const actor: Actor = { userId: randomUUID(), role: 'parent', childIds: [anaPlayerId] };
    parentOfAna = new BrowserLikeClient(portal.baseUrl);
    parentOfAna.setCookie('portal_sid', await new SessionStore(redis, portal.namespace).create(actor));
  });

  afterAll(async () => {
    redis?.disconnect();
    await portal?.close();
  });

  const json = async (response: Promise<Response>, status = 200) => {
    const answer = await response;
    const text = await answer.text();
    expect([answer.status, text]).toEqual([status, expect.anything()]);
    return text ? JSON.parse(text) : undefined;
  };
  const sessionsOf = (client: BrowserLikeClient, query = '') => json(client.get(`/api/training-sessions${query}`));
  const logsOf = (client: BrowserLikeClient, query = '') => json(client.get(`/api/training-logs${query}`));
  const csvOf = async (client: BrowserLikeClient) => {
    const response = await client.get(`/api/export/training-sessions/${anaPlayerId}`);
    expect(response.status).toBe(200);
    return (await response.text()).split('\r\n').filter(Boolean);
  };
  const dashboard = () => json(ana.get(`/api/progress-dashboard?weekStart=${weekStart}&today=${day}`));

  let logId: string;

  it('makes a log from Training a Progress session: sessions list, dashboard load and the CSV', async () => {
    const log = await json(
      ana.post('/api/training-logs', {
        date: day,
        type: 'team_training',
        wellnessRating: 4,
        notes: 'Rondos',
        minutes: 60,
      }),
      201,
    );
    logId = log.id;
    expect(log).toMatchObject({ date: day, type: 'team_training', wellnessRating: 4, minutes: 60, notes: 'Rondos' });

    expect(await sessionsOf(ana)).toEqual([
      expect.objectContaining({
        id: logId,
        date: day,
        dayOfWeek: 'Tuesday',
        type: 'Team',
        category: 'Team',
        minutes: 60,
        wellnessRating: 4,
        rpe: null,
      }),
    ]);
    const board = await dashboard();
    expect(board.trainingLoad).toEqual({ totalMinutes: 60, sessionCount: 1, load: 300 });
    const csv = await csvOf(ana);
    expect(csv[0]).toBe('Date,Day,Type,Category,Minutes,RPE,Load,Wellness (1-5),Notes,Logged At');
    expect(csv.slice(1).map((row) => row.split(',').slice(0, 9).join(','))).toEqual([
      `${day},Tuesday,Team,Team,60,,300,4,Rondos`,
    ]);
  });

  it('keeps a log without a duration a session with no minutes and no load', async () => {
    const log = await json(ana.post('/api/training-logs', { date: '2026-11-23', type: 'other' }), 201);
    expect((await sessionsOf(ana)).find((session: { id: string }) => session.id === log.id)).toMatchObject({
      type: 'Other',
      minutes: null,
      wellnessRating: null,
    });
    expect((await dashboard()).trainingLoad).toEqual({ totalMinutes: 60, sessionCount: 2, load: 300 });
    expect(await json(ana.request('DELETE', `/api/training-logs/${log.id}`))).toEqual({ id: log.id });
  });

  it('shows a session logged on Progress in the Training list', async () => {
    const session = await json(
      ana.post('/api/training-sessions', {
        type: 'Gym',
        category: 'Gym',
        minutes: 40,
        rpe: 6,
        notes: 'Core',
        date: '2026-11-25',
        dayOfWeek: 'Wednesday',
      }),
      201,
    );
    const logs = await logsOf(ana);
    expect(
      logs.map((log: { id: string; type: string; minutes: number | null }) => [log.id, log.type, log.minutes]),
    ).toEqual([
      [session.id, 'other', 40],
      [logId, 'team_training', 60],
    ]);
    // Saved again on Training as "Other", the Gym session stays a Gym session with its RPE.
    await json(
      ana.put(`/api/training-logs/${session.id}`, {
        date: '2026-11-25',
        type: 'other',
        minutes: 45,
        wellnessRating: 5,
      }),
    );
    expect((await sessionsOf(ana)).find((row: { id: string }) => row.id === session.id)).toMatchObject({
      type: 'Gym',
      rpe: 6,
      minutes: 45,
      wellnessRating: 5,
    });
    await json(ana.request('DELETE', `/api/training-logs/${session.id}`));
  });

  it("reflects the player's edit and delete in both readings, the dashboard and the CSV", async () => {
    const edited = await json(
      ana.put(`/api/training-logs/${logId}`, {
        date: '2026-11-26',
        type: 'game',
        wellnessRating: 2,
        notes: 'Cup',
        minutes: 90,
      }),
    );
    expect(edited).toMatchObject({ id: logId, date: '2026-11-26', type: 'game', wellnessRating: 2, minutes: 90 });
    expect(await logsOf(ana)).toEqual([expect.objectContaining({ id: logId, type: 'game', notes: 'Cup' })]);
    expect(await sessionsOf(ana)).toEqual([
      expect.objectContaining({
        id: logId,
        date: '2026-11-26',
        dayOfWeek: 'Thursday',
        type: 'Game',
        minutes: 90,
        wellnessRating: 2,
      }),
    ]);
    expect((await dashboard()).trainingLoad).toEqual({ totalMinutes: 90, sessionCount: 1, load: 450 });
    expect((await csvOf(ana))[1]).toContain('2026-11-26,Thursday,Game,Game,90,,450,2,Cup');

    expect(await json(ana.request('DELETE', `/api/training-logs/${logId}`))).toEqual({ id: logId });
    expect(await logsOf(ana)).toEqual([]);
    expect(await sessionsOf(ana)).toEqual([]);
    expect((await dashboard()).trainingLoad).toEqual({ totalMinutes: 0, sessionCount: 0, load: 0 });
    expect(await csvOf(ana)).toHaveLength(1);
    expect((await ana.request('DELETE', `/api/training-logs/${logId}`)).status).toBe(404);
  });

  it("lets the squad's coach and the parent read, another club's coach gets 404, and only the player writes", async () => {
    const log = await json(
      ana.post('/api/training-logs', { date: day, type: 'individual_training', minutes: 30 }),
      201,
    );
    expect(await logsOf(coach, `?playerId=${anaPlayerId}`)).toEqual([
      expect.objectContaining({ id: log.id, minutes: 30 }),
    ]);
    expect(await logsOf(parentOfAna, `?playerId=${anaPlayerId}`)).toEqual([expect.objectContaining({ id: log.id })]);
    expect((await otherClubCoach.get(`/api/training-logs?playerId=${anaPlayerId}`)).status).toBe(404);

    const edit = { date: day, type: 'game' };
    for (const staffOrParent of [coach, parentOfAna]) {
      expect((await staffOrParent.put(`/api/training-logs/${log.id}?playerId=${anaPlayerId}`, edit)).status).toBe(403);
      expect(
        (await staffOrParent.request('DELETE', `/api/training-logs/${log.id}?playerId=${anaPlayerId}`)).status,
      ).toBe(403);
    }
    // Another player naming Ana's entry finds nothing to change.
    expect((await ben.put(`/api/training-logs/${log.id}`, edit)).status).toBe(404);
    expect((await ben.request('DELETE', `/api/training-logs/${log.id}`)).status).toBe(404);
    expect(await logsOf(ana)).toEqual([expect.objectContaining({ id: log.id, type: 'individual_training' })]);
  });

  it.each([
    ['minutes', 'POST', { date: day, type: 'game', minutes: 0 }],
    ['minutes', 'POST', { date: day, type: 'game', minutes: 301 }],
    ['minutes', 'PUT', { date: day, type: 'game', minutes: 12.5 }],
    ['type', 'PUT', { date: day, type: 'yoga' }],
    ['date', 'PUT', { date: '2026-02-30', type: 'game' }],
    ['id', 'PUT /nope', { date: day, type: 'game' }],
  ])('answers 400 naming %s (%s) and stores nothing', async (field, method, body) => {
    const [logBefore] = await logsOf(ana);
    const path =
      method === 'POST' ? '/api/training-logs' : `/api/training-logs/${method === 'PUT' ? logBefore.id : 'nope'}`;
    const response = await ana.request(method === 'POST' ? 'POST' : 'PUT', path, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.errors[0].field).toBe(field);
    expect(await logsOf(ana)).toEqual([logBefore]);
  });
});

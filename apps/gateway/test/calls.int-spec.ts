import { databaseUrl } from '@portal/server-kit';
import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  signUpSquad,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { Client } from 'pg';

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

describe('mentorship calls API through the gateway', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let coachUserId: string;
  let database: Client;

  const countCalls = async () => {
    const response = await coach.get(
      `/api/calls/calendar?from=${new Date().toISOString()}&to=${new Date(Date.now() + 29 * 86_400_000).toISOString()}`,
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as unknown[]).length;
  };

  // Generous: a gateway, two services and three accounts, on a machine that may be loaded.
  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity', 'roadmap'] });
    ({ ana, ben, coach } = await signUpSquad(portal));
    coachUserId = (await (await coach.get('/api/auth/user')).json()).id;
    database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
  }, 120_000);

  afterAll(async () => {
    await database?.end();
    await portal?.close();
  });

  it('lets a coach set availability (names taken from identity) and refuses bad settings and players', async () => {
    const bad = await coach.put('/api/calls/availability', {
      timeZone: 'Mars/Base',
      weeklyHours: [],
      callMinutes: 120,
    });
    expect(bad.status).toBe(400);
    const errors = (await bad.json()).errors.map((error: { field: string }) => error.field);
    expect(errors).toEqual(expect.arrayContaining(['timeZone', 'callMinutes']));
    expect((await ana.put('/api/calls/availability', { timeZone: 'UTC', weeklyHours: [] })).status).toBe(403);

    const saved = await coach.put('/api/calls/availability', {
      timeZone: 'Europe/London',
      weeklyHours: everyDay,
      minimumNoticeHours: 2,
      meetingUrl: 'https://meet.example.com/cal',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ coachName: 'Cal Coach', callMinutes: 30, bufferMinutes: 0 });
    // A coach created a moment ago is listed once roadmap's copy of identity's staff holds them.
    const coaches = await waitFor(
      async () => {
        const listed = (await (await ana.get('/api/calls/coaches')).json()) as unknown[];
        return listed.length > 0 && listed;
      },
      { what: 'the new coach in the list a player books from' },
    );
    expect(coaches).toEqual([
      expect.objectContaining({ coachUserId, coachName: 'Cal Coach', externalBookingUrl: null }),
    ]);
  });

  it('books a slot for the signed-in player; to player B it does not exist', async () => {
    const { slots } = await (await ana.get(`/api/calls/coaches/${coachUserId}/slots`)).json();
    const booked = await ana.post('/api/calls', {
      coachUserId,
      startsAt: slots[4].startsAt,
      timeZone: 'America/New_York',
    });
    expect(booked.status).toBe(201);
    const call = await booked.json();
    expect(call).toMatchObject({ playerName: 'ana Test', coachName: 'Cal Coach', playerTimeZone: 'America/New_York' });

    // Another player's call answers as a call that does not exist.
    expect((await ben.get(`/api/calls/${call.id}`)).status).toBe(404);
    expect((await ben.post(`/api/calls/${call.id}/cancel`, {})).status).toBe(404);
    expect((await ben.post(`/api/calls/${call.id}/reschedule`, { startsAt: slots[8].startsAt })).status).toBe(404);
    const benCalls = await (await ben.get('/api/calls/mine')).json();
    expect(benCalls).toEqual({ upcoming: [], past: [] });
    expect((await ana.get('/api/calls/mine')).status).toBe(200);

    const invite = await ana.get(`/api/calls/${call.id}/invite.ics`);
    expect(invite.status).toBe(200);
    expect(invite.headers.get('content-type')).toContain('text/calendar');
    expect(await invite.text()).toContain(`UID:call-${call.id}@player-portal`);

    const taken = await ben.post('/api/calls', { coachUserId, startsAt: slots[4].startsAt });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: 'This time is no longer free' });

    // After-call notes: coaches only, a clear 400 for empty notes, and only once the call has started.
    expect((await ana.put(`/api/calls/${call.id}/notes`, { notes: 'Great call' })).status).toBe(403);
    const empty = await coach.put(`/api/calls/${call.id}/notes`, { notes: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual([{ field: 'notes', message: 'Notes are required' }]);
    const early = await coach.put(`/api/calls/${call.id}/notes`, { notes: 'Great call' });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: 'Notes can be written once the call has started' });

    const cancelled = await ana.post(`/api/calls/${call.id}/cancel`, { reason: 'School trip' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
  });

  it("addresses the invite from roadmap's copy of the player's contact, and asks identity when the copy has none", async () => {
    const benId = await playerIdOf(ben);
    const benEmail = (await (await ben.get('/api/auth/user')).json()).email as string;
    // The sign-up published the contact; roadmap's copy holds it once its consumer applied it.
    const copied = await waitFor(
      async () =>
        (
          await database.query(`SELECT "name", "email" FROM "roadmap"."player_contacts" WHERE "player_id" = $1`, [
            benId,
          ])
        ).rows[0],
      { what: "ben's contact in roadmap's copy" },
    );
    expect(copied).toEqual({ name: 'ben Test', email: benEmail });
    const { slots } = await (await ben.get(`/api/calls/coaches/${coachUserId}/slots`)).json();
    const storedContactOf = async (callId: string) =>
      (await database.query(`SELECT "player_name", "player_email" FROM "roadmap"."calls" WHERE "id" = $1`, [callId]))
        .rows[0];

    const fromCopy = await ben.post('/api/calls', { coachUserId, startsAt: slots[12].startsAt });
    expect(fromCopy.status).toBe(201);
    const first = await fromCopy.json();
    expect(await storedContactOf(first.id)).toEqual({ player_name: 'ben Test', player_email: benEmail });

    // A copy that does not hold the player yet: the booking asks identity, with ben's own rights.
    await database.query(`DELETE FROM "roadmap"."player_contacts" WHERE "player_id" = $1`, [benId]);
    const fromIdentity = await ben.post('/api/calls', { coachUserId, startsAt: slots[16].startsAt });
    expect(fromIdentity.status).toBe(201);
    const second = await fromIdentity.json();
    expect(second.playerName).toBe('ben Test');
    expect(await storedContactOf(second.id)).toEqual({ player_name: 'ben Test', player_email: benEmail });
    for (const call of [first, second]) expect((await ben.post(`/api/calls/${call.id}/cancel`, {})).status).toBe(200);
  });

  it('rejects bad input with a 400 naming the field, and books nothing', async () => {
    const before = await countCalls();
    const cases: [unknown, string][] = [
      [{ coachUserId: 'nope', startsAt: new Date().toISOString() }, 'coachUserId'],
      [{ coachUserId, startsAt: 'tomorrow at five' }, 'startsAt'],
      [{ coachUserId, startsAt: '2020-01-01T10:00:00Z' }, 'startsAt'],
      [{ coachUserId, startsAt: new Date(Date.now() + 90 * 86_400_000).toISOString() }, 'startsAt'],
      [
        {
          coachUserId,
          startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/:\d\d\.\d+Z$/, ':07.000Z'),
        },
        'startsAt',
      ],
      [
        { coachUserId, startsAt: new Date(Date.now() + 86_400_000).toISOString(), timeZone: 'Nowhere/Land' },
        'timeZone',
      ],
      [{ coachUserId, startsAt: new Date(Date.now() + 86_400_000).toISOString(), extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await ana.post('/api/calls', body);
      expect(response.status).toBe(400);
      const payload = await response.json();
      if (field) expect(payload.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await coach.post('/api/calls', { coachUserId, startsAt: new Date().toISOString() })).status).toBe(403);
    expect((await new BrowserLikeClient(portal.baseUrl).get('/api/calls/mine')).status).toBe(401);
    expect(await countCalls()).toBe(before);
  });
});

import { randomUUID } from 'node:crypto';
import type { Actor, CallAvailabilityInput } from '@portal/contracts';
import type { RpcClient } from '@portal/server-kit';
import {
  type ServiceUnderTest,
  TestMemberships,
  clubActors,
  clubFixture,
  startServiceUnderTest,
  waitFor,
} from '@portal/server-kit/testing';
import { Client } from 'pg';

describe('roadmap service: mentorship calls with PostgreSQL', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let memberships: TestMemberships;

  // Players are in the first squad; the coaches who book and run calls coach it, a coach of the
  // second squad is a colleague of the same club who does not reach these players.
  const club = clubFixture(2);
  const [playersSquad, otherSquad] = club.squadIds as [string, string];
  const admin = clubActors.admin(club);
  const player = async (): Promise<Actor & { playerId: string }> => {
    const actor = clubActors.player(club);
    await memberships.placePlayer(actor.playerId, club.clubId, [playersSquad], actor.userId);
    await memberships.nameContact(actor.playerId, 'Alex Player', 'alex@example.com');
    return actor;
  };
  const newCoach = async (squadId: string = playersSquad): Promise<Actor> => {
    const coach = clubActors.coach(club, [squadId]);
    await memberships.placeStaff(coach);
    return coach;
  };
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

  beforeAll(async () => {
    service = await startServiceUnderTest('roadmap', 5000);
    ({ rpc, pg } = service);
    memberships = new TestMemberships(service.connection, service.namespace, pg, 'roadmap');
    await memberships.placeStaff(admin);
  });

  afterAll(async () => {
    await service?.close();
  });

  const outboxOf = async (name: string, callId: string) =>
    (
      await pg.query(
        `SELECT "payload" FROM "roadmap"."outbox_events" WHERE "name" = $1 AND "payload"->>'callId' = $2 ORDER BY "seq"`,
        [name, callId],
      )
    ).rows.map((row) => row.payload);

  const setAvailability = (coach: Actor, change: Partial<CallAvailabilityInput> = {}) =>
    rpc.call(
      'roadmap.call-availability.update',
      {
        availability: {
          timeZone: 'Europe/London',
          weeklyHours: everyDay,
          callMinutes: 30,
          bufferMinutes: 0,
          minimumNoticeHours: 2,
          blockedDates: [],
          meetingUrl: 'https://meet.example.com/coach',
          ...change,
        },
        coach: { name: 'Sam Coach', email: 'sam@example.com' },
      },
      { actor: coach },
    );

  const slotsOf = async (coach: Actor, asActor: Actor) =>
    (await rpc.call('roadmap.call.slots', { coachUserId: coach.userId }, { actor: asActor })).slots;

  const book = (who: Actor & { playerId: string }, coach: Actor, startsAt: string) =>
    rpc.call(
      'roadmap.call.book',
      {
        playerId: who.playerId,
        coachUserId: coach.userId,
        startsAt,
        playerTimeZone: 'America/New_York',
      },
      { actor: who },
    );

  it('stores a coach’s availability and offers its slots for the next 4 weeks', async () => {
    const coach = await newCoach();
    await expect(rpc.call('roadmap.call-availability.get', {}, { actor: coach })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const saved = await setAvailability(coach, { blockedDates: ['2030-01-02', '2030-01-01', '2030-01-02'] });
    expect(saved).toMatchObject({
      coachName: 'Sam Coach',
      timeZone: 'Europe/London',
      blockedDates: ['2030-01-01', '2030-01-02'],
    });
    expect(saved).not.toHaveProperty('coachEmail');
    const slots = await slotsOf(coach, await player());
    const first = Date.parse(slots[0]!.startsAt);
    expect(first).toBeGreaterThanOrEqual(Date.now() + 2 * 3600_000 - 1000);
    expect(Date.parse(slots.at(-1)!.startsAt)).toBeLessThan(Date.now() + 28 * 24 * 3600_000);
    expect(slots.length).toBeGreaterThan(26 * 48);
    const coaches = await rpc.call('roadmap.call-coach.list', {}, { actor: await player() });
    expect(coaches.map((item) => item.coachUserId)).toContain(coach.userId);
  });

  it('gives exactly one booking and one 409 when players race for one slot; the booking is in the outbox', async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const [slot] = await slotsOf(coach, await player());
    const racers: (Actor & { playerId: string })[] = [];
    for (let index = 0; index < 8; index += 1) racers.push(await player());
    const results = await Promise.allSettled(racers.map((racer) => book(racer, coach, slot!.startsAt)));
    const booked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(booked).toHaveLength(1);
    for (const result of refused)
      expect(result.reason).toMatchObject({ code: 'CONFLICT', message: 'This time is no longer free' });
    const call = (booked[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof book>>>).value;
    const rows = await pg.query(`SELECT count(*)::int AS n FROM "roadmap"."calls" WHERE coach_user_id = $1`, [
      coach.userId,
    ]);
    expect(rows.rows[0].n).toBe(1);
    expect(await outboxOf('roadmap.call.booked', call.id)).toEqual([
      expect.objectContaining({
        callId: call.id,
        startsAt: slot!.startsAt,
        coachEmail: 'sam@example.com',
        playerEmail: 'alex@example.com',
        playerTimeZone: 'America/New_York',
        sequence: 0,
      }),
    ]);
    expect((await slotsOf(coach, await player())).map((free) => free.startsAt)).not.toContain(slot!.startsAt);
    // The database itself refuses an overlap, whatever the code checked.
    await expect(
      pg.query(
        `INSERT INTO "roadmap"."calls" (coach_user_id, player_id, player_name, starts_at, ends_at, booked_by)
         VALUES ($1, $2, 'Racer', $3::timestamptz + interval '10 minutes', $3::timestamptz + interval '40 minutes', $2)`,
        [coach.userId, randomUUID(), slot!.startsAt],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('inserts a booking only once it holds the coach’s calendar lock, so a concurrent booking or move of that coach waits', async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const [slot] = await slotsOf(coach, await player());
    // Another transaction holds this coach's calendar lock (as a concurrent booking or move would).
    const holder = new Client({
      connectionString: service.infra.postgresUrl.replace(/\/[^/]*$/, `/${service.namespace}`),
    });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT pg_advisory_xact_lock(hashtext('roadmap-call-coach'), hashtext($1))`, [coach.userId]);
      let settled = false;
      const booking = book(await player(), coach, slot!.startsAt).finally(() => (settled = true));
      // The booking's backend waits for that lock, with nothing of its call inserted yet.
      await waitFor(
        async () =>
          (
            await pg.query(
              `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database =
                 (SELECT oid FROM pg_database WHERE datname = current_database())`,
            )
          ).rows[0].n === 1,
        { timeoutMs: 10_000, what: 'the booking waiting for the coach calendar lock' },
      );
      expect(settled).toBe(false);
      const inserted = await pg.query(`SELECT count(*)::int AS n FROM "roadmap"."calls" WHERE coach_user_id = $1`, [
        coach.userId,
      ]);
      expect(inserted.rows[0].n).toBe(0);
      await holder.query('COMMIT');
      await expect(booking).resolves.toMatchObject({ coachUserId: coach.userId, startsAt: slot!.startsAt });
    } finally {
      await holder.end();
    }
  });

  it("addresses the invite from roadmap's copy, never from a contact an older gateway still sends", async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const alex = await player();
    const [slot] = await slotsOf(coach, alex);
    const booked = await rpc.call(
      'roadmap.call.book',
      {
        playerId: alex.playerId,
        coachUserId: coach.userId,
        startsAt: slot!.startsAt,
        playerTimeZone: null,
        player: { name: 'Someone Else', email: 'someone@else.test' },
      },
      { actor: alex },
    );
    expect(booked.playerName).toBe('Alex Player');
    const [event] = await outboxOf('roadmap.call.booked', booked.id);
    expect(event).toMatchObject({ playerName: 'Alex Player', playerEmail: 'alex@example.com' });
  });

  it('books for a player who signed up a moment ago, before the copy of memberships holds them', async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    // Signed in (the actor names their club) with their contact known, but no membership event yet.
    const newcomer = clubActors.player(club);
    await memberships.nameContact(newcomer.playerId, 'Nina Newcomer');
    const [slot] = await slotsOf(coach, newcomer);
    const booked = await book(newcomer, coach, slot!.startsAt);
    expect(booked).toMatchObject({ playerId: newcomer.playerId, playerName: 'Nina Newcomer', status: 'booked' });
  });

  it("without the player's contact in its copy and identity unreachable, refuses as unavailable and books nothing", async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const unnamed = clubActors.player(club);
    await memberships.placePlayer(unnamed.playerId, club.clubId, [playersSquad], unnamed.userId);
    const [slot] = await slotsOf(coach, unnamed);
    // No identity runs beside this service: the contact cannot be asked for, so nobody is invited blind.
    await expect(book(unnamed, coach, slot!.startsAt)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const rows = await pg.query(`SELECT count(*)::int AS n FROM "roadmap"."calls" WHERE player_id = $1`, [
      unnamed.playerId,
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('refuses times that are not offered, in the past, inside the notice or taken, and books nothing', async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const ana = await player();
    const inNotice = new Date(Math.ceil((Date.now() + 3600_000) / 1800_000) * 1800_000).toISOString();
    const offGrid = new Date(Math.ceil((Date.now() + 5 * 3600_000) / 1800_000) * 1800_000 + 600_000).toISOString();
    await expect(book(ana, coach, '2020-01-01T10:00:00.000Z')).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(book(ana, coach, inNotice)).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'startsAt', message: "Calls need at least 2 hours' notice" }],
    });
    await expect(book(ana, coach, offGrid)).rejects.toMatchObject({
      errors: [{ field: 'startsAt', message: 'The coach does not offer a call at this time' }],
    });
    await expect(book(ana, await newCoach(), offGrid)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const other = await player();
    await expect(
      rpc.call(
        'roadmap.call.book',
        {
          playerId: other.playerId,
          coachUserId: coach.userId,
          startsAt: offGrid,
          playerTimeZone: null,
        },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Player not found' });
    const rows = await pg.query(`SELECT count(*)::int AS n FROM "roadmap"."calls" WHERE coach_user_id = $1`, [
      coach.userId,
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('answers the first failing check although the checks run together: club, then availability, then the range', async () => {
    const ana = await player();
    const slots = (coach: Actor, range: { from?: string; to?: string } = {}) =>
      rpc.call('roadmap.call.slots', { coachUserId: coach.userId, ...range }, { actor: ana });
    const backwards = { from: '2030-01-02T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z' };
    const external = { externalBookingUrl: 'https://book.example.com/coach' };
    const outsider = clubActors.coach(clubFixture(1));
    await memberships.placeStaff(outsider);
    await setAvailability(outsider, external);
    const notBookable = { code: 'NOT_FOUND', message: 'This coach does not take bookings yet' };
    await expect(slots(outsider, backwards)).rejects.toMatchObject(notBookable);
    await expect(book(ana, outsider, backwards.from)).rejects.toMatchObject(notBookable);
    const ownPage = await newCoach();
    await setAvailability(ownPage, external);
    const takesOwnBookings = { code: 'CONFLICT', message: 'This coach takes bookings on their own booking page' };
    await expect(slots(ownPage, backwards)).rejects.toMatchObject(takesOwnBookings);
    await expect(book(ana, ownPage, backwards.from)).rejects.toMatchObject(takesOwnBookings);
    await expect(slots(await newCoach(), backwards)).rejects.toMatchObject(notBookable);
    const coach = await newCoach();
    await setAvailability(coach);
    await expect(slots(coach, backwards)).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'to', message: 'must be after from' }],
    });
  });

  it('lets the player or the coach reschedule and cancel up to the notice, telling the other side through events', async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const ana = await player();
    const slots = await slotsOf(coach, ana);
    const call = await book(ana, coach, slots[10]!.startsAt);

    // Outside the call: another player, a coach whose squads do not hold the player (404, as if absent).
    const stranger = await player();
    const otherSquadCoach = await newCoach(otherSquad);
    await expect(rpc.call('roadmap.call.get', { callId: call.id }, { actor: stranger })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Call not found',
    });
    await expect(
      rpc.call('roadmap.call.cancel', { callId: call.id, cancel: {} }, { actor: stranger }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Call not found' });
    await expect(
      rpc.call('roadmap.call.cancel', { callId: call.id, cancel: {} }, { actor: otherSquadCoach }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Call not found' });

    const moved = await rpc.call(
      'roadmap.call.reschedule',
      { callId: call.id, startsAt: slots[20]!.startsAt },
      { actor: ana },
    );
    expect(moved).toMatchObject({ startsAt: slots[20]!.startsAt, sequence: 1, status: 'booked' });
    const [rescheduled] = await outboxOf('roadmap.call.rescheduled', call.id);
    expect(rescheduled).toMatchObject({
      previousStartsAt: slots[10]!.startsAt,
      startsAt: slots[20]!.startsAt,
      changedByRole: 'player',
    });
    // The old time is free again; the new one is taken.
    const free = (await slotsOf(coach, ana)).map((slot) => slot.startsAt);
    expect(free).toContain(slots[10]!.startsAt);
    expect(free).not.toContain(slots[20]!.startsAt);

    const mine = await rpc.call('roadmap.call.mine', { playerId: ana.playerId }, { actor: ana });
    expect(mine.upcoming.map((item) => item.id)).toEqual([call.id]);
    const agenda = await rpc.call(
      'roadmap.call.calendar',
      { from: new Date().toISOString(), to: new Date(Date.now() + 28 * 24 * 3600_000).toISOString() },
      { actor: coach },
    );
    expect(agenda.map((item) => item.id)).toEqual([call.id]);

    const cancelled = await rpc.call(
      'roadmap.call.cancel',
      { callId: call.id, cancel: { reason: 'Match moved' } },
      { actor: coach },
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Match moved', sequence: 2 });
    expect(await outboxOf('roadmap.call.cancelled', call.id)).toEqual([
      expect.objectContaining({ reason: 'Match moved', changedByRole: 'coach', sequence: 2 }),
    ]);
    await expect(
      rpc.call('roadmap.call.cancel', { callId: call.id, cancel: {} }, { actor: ana }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const after = await rpc.call('roadmap.call.mine', { playerId: ana.playerId }, { actor: ana });
    expect(after.upcoming).toEqual([]);
    expect(after.past.map((item) => item.status)).toEqual(['cancelled']);
  });

  it('refuses to cancel or move a call inside the minimum notice, and a move onto a taken slot is a 409', async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const [ana, ben] = [await player(), await player()];
    const slots = await slotsOf(coach, ana);
    const anaCall = await book(ana, coach, slots[2]!.startsAt);
    await book(ben, coach, slots[5]!.startsAt);
    await expect(
      rpc.call('roadmap.call.reschedule', { callId: anaCall.id, startsAt: slots[5]!.startsAt }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This time is no longer free' });

    await setAvailability(coach, { minimumNoticeHours: 48 });
    await expect(
      rpc.call('roadmap.call.cancel', { callId: anaCall.id, cancel: {} }, { actor: ana }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Calls can be cancelled or moved up to 48 hours before they start',
    });
    await expect(
      rpc.call('roadmap.call.reschedule', { callId: anaCall.id, startsAt: slots[40]!.startsAt }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // An admin sees the call; notes wait for the call to start.
    await expect(rpc.call('roadmap.call.get', { callId: anaCall.id }, { actor: admin })).resolves.toMatchObject({
      id: anaCall.id,
    });
    await expect(
      rpc.call('roadmap.call.notes', { callId: anaCall.id, notes: { notes: 'Good session' } }, { actor: coach }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Notes can be written once the call has started' });
  });

  it('keeps the coach’s notes on a past call', async () => {
    const coach = await newCoach();
    await setAvailability(coach);
    const ana = await player();
    const [slot] = await slotsOf(coach, ana);
    const call = await book(ana, coach, slot!.startsAt);
    // Move the call into the past directly (no clock control over a running process), by the clock the
    // service reads (not PostgreSQL's, which a faked clock in scripts/test-weekdays.sh does not reach).
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await pg.query(`UPDATE "roadmap"."calls" SET starts_at = $2, ends_at = $3 WHERE id = $1`, [
      call.id,
      minutesAgo(120),
      minutesAgo(90),
    ]);
    await expect(
      rpc.call('roadmap.call.notes', { callId: call.id, notes: { notes: 'x' } }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // A coach who reaches the player sees the call but writes notes only on their own calls.
    await expect(
      rpc.call('roadmap.call.notes', { callId: call.id, notes: { notes: 'x' } }, { actor: await newCoach() }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'This is not your call' });
    await expect(
      rpc.call('roadmap.call.notes', { callId: call.id, notes: { notes: 'x' } }, { actor: await newCoach(otherSquad) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Call not found' });
    const noted = await rpc.call(
      'roadmap.call.notes',
      { callId: call.id, notes: { notes: ' Worked on scanning ' } },
      { actor: coach },
    );
    expect(noted.notes).toBe('Worked on scanning');
    const mine = await rpc.call('roadmap.call.mine', { playerId: ana.playerId }, { actor: ana });
    expect(mine.past.map((item) => item.notes)).toEqual(['Worked on scanning']);
  });
});

import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type DomainEvent,
  type EventMap,
  type EventName,
  type PlayerProgressPeriod,
  addDays,
  calendarDayOf,
  eventSubject,
  progressWeekStartOf,
  weekdayNameOf,
} from '@portal/contracts';
import { ActorTokens, RpcClient, encodeJson } from '@portal/server-kit';
import {
  type ServiceUnderTest,
  TestMemberships,
  clubActors,
  clubFixture,
  namespaceEnv,
  startServiceUnderTest,
  waitFor,
} from '@portal/server-kit/testing';
import type { NatsConnection } from 'nats';
import type { Client } from 'pg';

describe('tracking service: sessions, check-ins, dashboard, exports and the assignment projection', () => {
  let service: ServiceUnderTest;
  let namespace: string;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let pg: Client;
  let memberships: TestMemberships;

  const player = (): Actor & { playerId: string } => ({ userId: randomUUID(), role: 'player', playerId: randomUUID() });
  const club = clubFixture(1);
  const coach = clubActors.coach(club);
  /** A player of the coach's squad (tracking's copy of memberships holds it before this returns). */
  const squadPlayer = async (): Promise<Actor & { playerId: string }> => {
    const created = player();
    await memberships.placePlayer(created.playerId, club.clubId, club.squadIds);
    return created;
  };
  const today = calendarDayOf(new Date(), 'UTC');
  const weekStart = progressWeekStartOf(today);

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3000);
    ({ namespace, connection, rpc, pg } = service);
    memberships = new TestMemberships(connection, namespace, pg, 'tracking');
  });

  afterAll(async () => {
    await service?.close();
  });

  const logSession = (actor: Actor, playerId: string, date: string, minutes = 30, rpe: number | null = 5) =>
    rpc.call(
      'tracking.training-session.log',
      {
        playerId,
        session: {
          type: 'Team',
          category: 'Team',
          minutes,
          rpe,
          notes: `on ${date}`,
          date,
          dayOfWeek: weekdayNameOf(date),
        },
      },
      { actor },
    );
  const checkIn = (actor: Actor, playerId: string, date: string, energy = 4, sleep = 4) =>
    rpc.call(
      'tracking.wellness.check-in',
      { playerId, checkIn: { energy, fatigue: 3, sleep, motivation: 4, date } },
      { actor },
    );
  const outboxRows = async (name: string, playerId: string) =>
    (
      await pg.query(
        'SELECT "payload" FROM "tracking"."outbox_events" WHERE "name" = $1 AND "payload"->>\'playerId\' = $2 ORDER BY "occurred_at"',
        [name, playerId],
      )
    ).rows.map((row) => row.payload);

  it('logs sessions on the user’s calendar day and lists them newest first', async () => {
    const ana = await squadPlayer();
    const yesterday = addDays(today, -1);
    await logSession(ana, ana.playerId, yesterday);
    // an instant with its offset: the written day counts
    const created = await rpc.call(
      'tracking.training-session.log',
      {
        playerId: ana.playerId,
        session: {
          type: 'Game',
          category: 'Team',
          minutes: 90,
          rpe: 8,
          date: `${today}T23:30:00.000+05:00`,
          dayOfWeek: weekdayNameOf(today),
        },
      },
      { actor: ana },
    );
    expect(created).toMatchObject({
      date: today,
      type: 'Game',
      minutes: 90,
      rpe: 8,
      notes: null,
      dayOfWeek: weekdayNameOf(today),
    });
    const listed = await rpc.call('tracking.training-session.list', { playerId: ana.playerId }, { actor: ana });
    expect(listed.items.map((session) => session.date)).toEqual([today, yesterday]);
    expect(
      (await rpc.call('tracking.training-session.list', { playerId: ana.playerId }, { actor: coach })).items,
    ).toHaveLength(2);
    expect(await outboxRows('tracking.training-session.logged', ana.playerId)).toContainEqual({
      sessionId: created.id,
      playerId: ana.playerId,
      date: today,
      type: 'Game',
      category: 'Team',
      minutes: 90,
      rpe: 8,
    });
  });

  it('refuses another player (404), staff logging for a player (403), and a weekday that contradicts the date, storing nothing', async () => {
    const ana = await squadPlayer();
    const ben = player();
    await expect(logSession(ben, ana.playerId, today)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(logSession(coach, ana.playerId, today)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(rpc.call('tracking.wellness.list', { playerId: ana.playerId }, { actor: ben })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      rpc.call('tracking.progress.dashboard', { playerId: ana.playerId, weekStart }, { actor: ben }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rpc.call('tracking.export.training-sessions', { playerId: ana.playerId }, { actor: ben }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rpc.call(
        'tracking.training-session.log',
        {
          playerId: ana.playerId,
          session: {
            type: 'Team',
            category: 'Team',
            minutes: 30,
            date: today,
            dayOfWeek: weekdayNameOf(addDays(today, 1)),
          },
        },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field: 'session.dayOfWeek' })] });
    const { rowCount } = await pg.query('SELECT 1 FROM "tracking"."training_sessions" WHERE "player_id" = $1', [
      ana.playerId,
    ]);
    expect(rowCount).toBe(0);
  });

  it('keeps one check-in per player per day: a second replaces the first and says so', async () => {
    const ana = player();
    const first = await checkIn(ana, ana.playerId, today, 4);
    expect(first).toMatchObject({ replaced: false, energy: 4, date: today });
    const [again, twice] = await Promise.all([
      checkIn(ana, ana.playerId, today, 2),
      checkIn(ana, ana.playerId, today, 2),
    ]);
    expect([again.replaced, twice.replaced]).toEqual([true, true]);
    expect(again.id).toBe(first.id);
    const rows = (
      await pg.query('SELECT "energy" FROM "tracking"."wellness_logs" WHERE "player_id" = $1', [ana.playerId])
    ).rows;
    expect(rows).toEqual([{ energy: 2 }]);
    const events = await outboxRows('tracking.wellness.checked-in', ana.playerId);
    expect(events.map((event) => event.replaced)).toEqual([false, true, true]);
  });

  it('explains the week on the dashboard and raises an alert once when the light turns red', async () => {
    const ana = await squadPlayer();
    await logSession(ana, ana.playerId, today, 60, 7);
    await checkIn(ana, ana.playerId, today, 4, 1);
    const dashboard = await rpc.call(
      'tracking.progress.dashboard',
      { playerId: ana.playerId, weekStart, today },
      { actor: coach },
    );
    expect(dashboard).toMatchObject({
      trafficLight: 'red',
      trainingLoad: { totalMinutes: 60, sessionCount: 1, load: 420 },
      wellnessTrends: { averageEnergy: 4, alerts: [`Sleep Quality was rated 1 out of 5 on ${today}.`] },
      figures: { limitedData: true, dataDays: 1 },
    });
    expect(dashboard.alerts[0]).toMatchObject({ rule: 'wellness-item-at-1', figures: { item: 'sleep', value: 1 } });
    await checkIn(ana, ana.playerId, today, 4, 1); // still red: no second alert
    const alerts = await outboxRows('tracking.alert.raised', ana.playerId);
    expect(alerts).toEqual([
      {
        playerId: ana.playerId,
        weekStart,
        trafficLight: 'red',
        alerts: [{ rule: 'wellness-item-at-1', message: `Sleep Quality was rated 1 out of 5 on ${today}.` }],
      },
    ]);
    await expect(
      rpc.call(
        'tracking.progress.dashboard',
        { playerId: ana.playerId, weekStart: addDays(weekStart, 1) },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it("answers a report batch in one call: each player's own rows in their own days, and each week's light as that week's dashboard gives it", async () => {
    const ana = await squadPlayer();
    const ben = await squadPlayer();
    const cleo = await squadPlayer(); // nothing on file
    const anaDays = { start: addDays(today, -20), end: today };
    const benDays = { start: addDays(today, -40), end: addDays(today, -15) };
    const logEntry = (actor: Actor & { playerId: string }, date: string, type: 'game' | 'team_training') =>
      rpc.call(
        'tracking.training-log.create',
        { playerId: actor.playerId, log: { date, type, wellnessRating: 3 } },
        { actor },
      );
    await logSession(ana, ana.playerId, addDays(today, -60)); // before the chronic-load lead: left out
    await logSession(ana, ana.playerId, addDays(today, -30), 60, 6); // in the lead (start − 27 days)
    await logSession(ana, ana.playerId, addDays(today, -10), 45, 8);
    await checkIn(ana, ana.playerId, addDays(today, -25)); // before the period: only its lights see it
    await checkIn(ana, ana.playerId, addDays(today, -5), 4, 1);
    await logEntry(ana, addDays(today, -3), 'game');
    // ben's days differ: rows inside ana's days but outside his own are not his period's
    await logSession(ben, ben.playerId, addDays(today, -70)); // before his lead (start − 27 = today − 67)
    await logSession(ben, ben.playerId, addDays(today, -50), 40, 5); // in his lead
    await logSession(ben, ben.playerId, addDays(today, -30), 50, 6);
    await logSession(ben, ben.playerId, addDays(today, -20), 55, 7);
    await logSession(ben, ben.playerId, addDays(today, -10)); // after his end
    await checkIn(ben, ben.playerId, addDays(today, -45)); // before his start
    await checkIn(ben, ben.playerId, addDays(today, -35));
    await checkIn(ben, ben.playerId, addDays(today, -16), 2, 3);
    await checkIn(ben, ben.playerId, addDays(today, -5)); // after his end
    await logEntry(ben, addDays(today, -41), 'team_training'); // before his start
    await logEntry(ben, addDays(today, -30), 'team_training');
    await logEntry(ben, addDays(today, -15), 'game');
    await logEntry(ben, addDays(today, -3), 'game'); // after his end

    // the reports worker calls as itself
    const reports = new RpcClient(connection, namespace, 5000, {
      issuer: 'reports',
      tokens: new ActorTokens(namespaceEnv(namespace, service.infra).ACTOR_SIGNING_KEY!),
    });
    const periods = await reports.call(
      'tracking.progress.periods',
      {
        periods: [
          { playerId: ben.playerId, ...benDays },
          { playerId: cleo.playerId, start: anaDays.start, end: anaDays.end },
          { playerId: ana.playerId, ...anaDays },
        ],
      },
      { asService: true },
    );
    expect(periods.map((period) => period.playerId)).toEqual([ben.playerId, cleo.playerId, ana.playerId]);
    const [benPeriod, cleoPeriod, anaPeriod] = periods as [
      PlayerProgressPeriod,
      PlayerProgressPeriod,
      PlayerProgressPeriod,
    ];

    // A Training log is also a session (one record, two readings: issue 26).
    expect(anaPeriod.sessions.map((session) => session.date)).toEqual([
      addDays(today, -3),
      addDays(today, -10),
      addDays(today, -30),
    ]);
    expect(anaPeriod.checkIns.map((row) => row.date)).toEqual([addDays(today, -5)]);
    // The Training reading of her entries in her days: the log, and her Team session read as Team Training.
    expect(anaPeriod.trainingLogs).toMatchObject([
      { date: addDays(today, -3), type: 'game', wellnessRating: 3, minutes: null },
      { date: addDays(today, -10), type: 'team_training', wellnessRating: null, minutes: 45 },
    ]);
    expect(anaPeriod.weeks.at(-1)).toMatchObject({ weekStart, asOf: today });
    expect(anaPeriod.weeks.some((week) => week.trafficLight === 'red')).toBe(true);

    // His sessions and his Training logs, one kind of record (a log logged after the session of its day comes first).
    expect(benPeriod.sessions.map((session) => [session.date, session.type])).toEqual([
      [addDays(today, -15), 'Game'],
      [addDays(today, -20), 'Team'],
      [addDays(today, -30), 'Team'],
      [addDays(today, -30), 'Team'],
      [addDays(today, -41), 'Team'],
      [addDays(today, -50), 'Team'],
    ]);
    expect(benPeriod.checkIns.map((row) => row.date)).toEqual([addDays(today, -16), addDays(today, -35)]);
    expect(benPeriod.trainingLogs.map((log) => [log.date, log.type])).toEqual([
      [addDays(today, -15), 'game'],
      [addDays(today, -20), 'team_training'],
      [addDays(today, -30), 'team_training'],
      [addDays(today, -30), 'team_training'],
    ]);
    for (const period of [anaPeriod, benPeriod]) {
      for (const row of [...period.sessions, ...period.checkIns, ...period.trainingLogs])
        expect(row.playerId).toBe(period.playerId);
    }
    expect(benPeriod.weeks.at(-1)).toMatchObject({ asOf: benDays.end });

    expect(cleoPeriod).toMatchObject({ trainingLogs: [], sessions: [], checkIns: [] });
    expect(cleoPeriod.weeks.map((week) => week.weekStart)).toEqual(anaPeriod.weeks.map((week) => week.weekStart));

    for (const period of periods) {
      for (const week of period.weeks) {
        const dashboard = await rpc.call(
          'tracking.progress.dashboard',
          { playerId: period.playerId, weekStart: week.weekStart, today: week.asOf },
          { actor: coach },
        );
        expect(week).toEqual({
          weekStart: week.weekStart,
          asOf: dashboard.asOf,
          trafficLight: dashboard.trafficLight,
          alerts: dashboard.alerts,
        });
      }
    }

    // a player reaches their own period only; one other player in the batch answers it all 404
    const own = await rpc.call(
      'tracking.progress.periods',
      { periods: [{ playerId: ana.playerId, ...anaDays }] },
      { actor: ana },
    );
    expect(own).toEqual([anaPeriod]);
    await expect(
      rpc.call(
        'tracking.progress.periods',
        {
          periods: [
            { playerId: ana.playerId, ...anaDays },
            { playerId: ben.playerId, ...benDays },
          ],
        },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rpc.call(
        'tracking.progress.periods',
        {
          periods: [
            { playerId: ana.playerId, ...anaDays },
            { playerId: ana.playerId, ...benDays },
          ],
        },
        { actor: coach },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      rpc.call(
        'tracking.progress.periods',
        { periods: Array.from({ length: 51 }, () => ({ playerId: randomUUID(), ...anaDays })) },
        { actor: coach },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      rpc.call(
        'tracking.progress.periods',
        { periods: [{ playerId: ana.playerId, start: anaDays.end, end: anaDays.start }] },
        { actor: coach },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('answers REPLY_TOO_LARGE, not a timeout, when a batch answer is larger than NATS carries', async () => {
    const [heavy, light] = [await squadPlayer(), await squadPlayer()];
    const days = { start: addDays(today, -41), end: today };
    // 200 sessions with 2,000-character notes, each read twice (as a session and as a Training log: one
    // record, two readings), about 0.9 MB of answer: written straight to the table.
    await pg.query(
      `INSERT INTO "tracking"."training_sessions" ("player_id", "date", "day_of_week", "type", "category", "minutes", "rpe", "notes")
       SELECT $1, $2::date, 'Monday', 'Team', 'Team', 30, 5, repeat('x', 2000) FROM generate_series(1, 200)`,
      [heavy.playerId, today],
    );
    await logSession(light, light.playerId, today);
    const periods = [
      { playerId: heavy.playerId, ...days },
      { playerId: light.playerId, ...days },
    ];
    await expect(rpc.call('tracking.progress.periods', { periods }, { actor: coach })).resolves.toHaveLength(2);
    await pg.query(
      `INSERT INTO "tracking"."training_sessions" ("player_id", "date", "day_of_week", "type", "category", "minutes", "rpe", "notes")
       SELECT $1, $2::date, 'Monday', 'Team', 'Team', 30, 5, repeat('x', 2000) FROM generate_series(1, 100)`,
      [light.playerId, today],
    );
    await expect(rpc.call('tracking.progress.periods', { periods }, { actor: coach })).rejects.toMatchObject({
      code: 'REPLY_TOO_LARGE',
    });
    // Asked one by one (as the reports worker then does), each answer fits.
    for (const period of periods)
      await expect(
        rpc.call('tracking.progress.periods', { periods: [period] }, { actor: coach }),
      ).resolves.toHaveLength(1);
  });

  it('exports every session page by page, newest first', async () => {
    const ana = await squadPlayer();
    for (let index = 0; index < 3; index += 1)
      await logSession(ana, ana.playerId, addDays(today, -index), 10 + index, null);
    const page = await rpc.call('tracking.export.training-sessions', { playerId: ana.playerId }, { actor: coach });
    expect(page.nextCursor).toBeNull();
    expect(page.rows.map((row) => [row[0], row[4], row[6]])).toEqual([
      [today, 10, 50],
      [addDays(today, -1), 11, 55],
      [addDays(today, -2), 12, 60],
    ]);
  });

  describe('assignment projection (durable consumer of roadmap events)', () => {
    const publish = async <E extends EventName>(
      name: E,
      payload: EventMap[E],
      id = randomUUID(),
      occurredAt = new Date().toISOString(),
    ) => {
      const event: DomainEvent<E> = { meta: { id, name, occurredAt } as DomainEvent<E>['meta'], payload };
      // a fresh Nats-Msg-Id each time: a redelivered copy slips past JetStream's de-duplication
      await connection.jetstream().publish(eventSubject(namespace, name), encodeJson(event), { msgID: randomUUID() });
      return id;
    };
    const processed = async (id: string) =>
      (await pg.query('SELECT 1 FROM "tracking"."processed_events" WHERE "event_id" = $1', [id])).rowCount === 1;

    it('applies each event once, even redelivered, and feeds completion and overdue work', async () => {
      const ana = player();
      const roadmapId = randomUUID();
      const coachId = randomUUID();
      const assignment = (title: string, dueDate: string | null) => ({
        assignmentId: randomUUID(),
        roadmapId,
        playerId: ana.playerId,
        title,
        dueDate,
      });
      const first = assignment('Juggling', addDays(today, -3));
      const second = assignment('Passing', null);
      const third = assignment('Deleted one', null);
      const t0 = Date.now();
      const at = (offset: number) => new Date(t0 + offset).toISOString();
      for (const [index, item] of [first, second, third].entries()) {
        await publish(
          'roadmap.assignment.created',
          { ...item, status: 'not_started', createdBy: coachId },
          randomUUID(),
          at(index),
        );
      }
      const approvedId = await publish(
        'roadmap.assignment.status-changed',
        { ...second, from: 'submitted', to: 'approved', changedBy: coachId, note: 'Good' },
        randomUUID(),
        at(10),
      );
      const deletedId = await publish(
        'roadmap.assignment.deleted',
        { assignmentId: third.assignmentId, roadmapId, playerId: ana.playerId },
        randomUUID(),
        at(11),
      );
      await waitFor(async () => (await processed(approvedId)) && (await processed(deletedId)), {
        what: 'the projection to apply the events',
      });

      // the approval redelivered (same event id) and an older event arriving late change nothing
      const redelivered = await publish(
        'roadmap.assignment.status-changed',
        { ...second, from: 'approved', to: 'needs_changes', changedBy: coachId, note: null },
        approvedId,
        at(10),
      );
      const late = await publish(
        'roadmap.assignment.status-changed',
        { ...second, from: 'not_started', to: 'in_progress', changedBy: coachId, note: null },
        randomUUID(),
        at(5),
      );
      await waitFor(() => processed(late), { what: 'the late event' });
      expect(redelivered).toBe(approvedId);
      const stored = (
        await pg.query(
          'SELECT "title", "status", "deleted" FROM "tracking"."assignment_statuses" WHERE "player_id" = $1 ORDER BY "title"',
          [ana.playerId],
        )
      ).rows;
      expect(stored).toEqual([
        { title: 'Deleted one', status: 'not_started', deleted: true },
        { title: 'Juggling', status: 'not_started', deleted: false },
        { title: 'Passing', status: 'approved', deleted: false },
      ]);

      const dashboard = await rpc.call(
        'tracking.progress.dashboard',
        { playerId: ana.playerId, weekStart, today },
        { actor: ana },
      );
      expect(dashboard.assignmentCompletion).toEqual({ completionRate: 50, completed: 1, total: 2 });
      expect(dashboard.trafficLight).toBe('yellow');
      expect(dashboard.alerts.map((alert) => alert.rule)).toEqual(['assignment-overdue']);

      await publish(
        'roadmap.assignment.updated',
        { ...first, title: 'Juggling 50', dueDate: addDays(today, 3) },
        randomUUID(),
        at(20),
      );
      await waitFor(
        async () =>
          (await pg.query('SELECT 1 FROM "tracking"."assignment_statuses" WHERE "title" = $1', ['Juggling 50']))
            .rowCount === 1,
        { what: 'the update' },
      );
      const updated = await rpc.call(
        'tracking.progress.dashboard',
        { playerId: ana.playerId, weekStart, today },
        { actor: ana },
      );
      expect(updated.trafficLight).toBe('green');
    });
  });
});

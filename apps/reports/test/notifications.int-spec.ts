import { randomUUID } from 'node:crypto';
import { type Actor, type DomainEvent, type EventMap, type EventName, eventSubject } from '@portal/contracts';
import { JetStreamPublisher, RpcClient, connectNats, createLogger, encodeJson } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  AppProcess,
  type TestInfra,
  TestMemberships,
  clubActors,
  clubFixture,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  waitFor,
  testRpcSigner,
} from '@portal/server-kit/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';

function event<E extends EventName>(name: E, payload: EventMap[E]): DomainEvent<E> {
  return { meta: { id: randomUUID(), name, occurredAt: new Date().toISOString() }, payload };
}

describe('reports: notifications from domain events, per user', () => {
  let infra: TestInfra;
  let namespace: string;
  let processes: AppProcess[] = [];
  let connection: NatsConnection;
  let rpc: RpcClient;
  let publisher: JetStreamPublisher;
  let player: Actor & { playerId: string };
  let otherPlayer: Actor & { playerId: string };
  let pg: Client;
  let memberships: TestMemberships;
  // Every player signed up here is in the club's one squad, which the coach coaches.
  const club = clubFixture(1);
  const coach: Actor & { clubId: string } = clubActors.coach(club);

  const signUp = async (email: string, firstName: string): Promise<Actor & { playerId: string }> => {
    const { actor } = await rpc.call('identity.auth.signup', {
      email,
      password: 'a-long-passphrase-42',
      firstName,
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    await memberships.placePlayer(actor.playerId!, club.clubId, club.squadIds, actor.userId);
    return { ...actor, playerId: actor.playerId! };
  };
  const listFor = (actor: Actor) => rpc.call('reports.notification.list', {}, { actor });
  const unreadOf = async (actor: Actor) => (await rpc.call('reports.notification.unread-count', {}, { actor })).unread;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    const env = namespaceEnv(namespace, infra);
    processes = [await AppProcess.start({ app: 'identity', env })];
    processes.push(await AppProcess.start({ app: 'reports', env }));
    connection = await connectNats(infra.natsUrl, 'notifications-test', createLogger('test', 'silent'));
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
    publisher = new JetStreamPublisher(connection, namespace);
    pg = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await pg.connect();
    memberships = new TestMemberships(connection, namespace, pg, 'reports');
    await memberships.placeStaff(coach);
    player = await signUp('ana@family.test', 'Ana');
    otherPlayer = await signUp('bea@family.test', 'Bea');
  });

  afterAll(async () => {
    await pg?.end();
    await connection?.close();
    await Promise.all(processes.map((process) => process.stop()));
    await destroyNamespace(namespace, infra);
  });

  it('tells the player of a new assignment once, even when the event is delivered twice', async () => {
    const created = event('roadmap.assignment.created', {
      assignmentId: randomUUID(),
      roadmapId: randomUUID(),
      playerId: player.playerId,
      title: 'Wall passes',
      status: 'not_started',
      dueDate: '2026-12-01',
      createdBy: coach.userId,
    });
    await publisher.publish(created);
    // A redelivery: the same event id again, past JetStream's duplicate window (no Nats-Msg-Id).
    await connection.jetstream().publish(eventSubject(namespace, created.meta.name), encodeJson(created));
    const marker = event('media.video.reviewed', {
      videoId: randomUUID(),
      playerId: player.playerId,
      title: 'Free kicks',
      status: 'Reviewed',
      reviewedBy: coach.userId,
    });
    await publisher.publish(marker);
    await waitFor(async () => (await listFor(player)).items.length === 2, { what: 'both notifications' });
    const { items } = await listFor(player);
    expect(items.map((item) => [item.kind, item.title, item.body, item.link, item.read])).toEqual([
      ['video-reviewed', 'Video feedback', 'Your coach reviewed Free kicks: Reviewed.', '/videos', false],
      ['assignment-created', 'New assignment', 'Wall passes. Due 2026-12-01.', '/assignments', false],
    ]);
    expect(await unreadOf(player)).toBe(2);
    // Nobody else was told.
    expect((await listFor(otherPlayer)).items).toEqual([]);
    expect((await listFor(coach)).items).toEqual([]);
  });

  it('tells staff of submitted work, a new video and a red light, naming the player; yellow tells nobody', async () => {
    const base = { assignmentId: randomUUID(), roadmapId: randomUUID(), playerId: otherPlayer.playerId };
    await publisher.publish(
      event('tracking.alert.raised', {
        playerId: otherPlayer.playerId,
        weekStart: '2026-11-16',
        trafficLight: 'yellow',
        alerts: [{ rule: 'load', message: 'Load rose 30%.' }],
      }),
    );
    await publisher.publish(
      event('roadmap.assignment.status-changed', {
        ...base,
        title: 'Scanning drill',
        from: 'in_progress',
        to: 'submitted',
        dueDate: null,
        changedBy: otherPlayer.userId,
        note: null,
      }),
    );
    await publisher.publish(
      event('media.video.uploaded', { videoId: randomUUID(), playerId: otherPlayer.playerId, title: 'Match clip' }),
    );
    await publisher.publish(
      event('tracking.alert.raised', {
        playerId: otherPlayer.playerId,
        weekStart: '2026-11-16',
        trafficLight: 'red',
        alerts: [{ rule: 'acwr', message: 'Acute:chronic ratio 1.6.' }],
      }),
    );
    await waitFor(async () => (await listFor(coach)).items.length === 3, { what: "the coach's notifications" });
    const { items } = await listFor(coach);
    expect(items.map((item) => [item.kind, item.body, item.link])).toEqual([
      [
        'traffic-light-red',
        'Bea Silva is on red for the week of 2026-11-16. Acute:chronic ratio 1.6.',
        `/player/${otherPlayer.playerId}`,
      ],
      ['video-uploaded', 'Bea Silva uploaded Match clip.', '/video-analysis'],
      [
        'assignment-submitted',
        'Bea Silva submitted Scanning drill.',
        `/roadmap?playerId=${otherPlayer.playerId}&tab=submitted`,
      ],
    ]);
    expect((await listFor(otherPlayer)).items).toEqual([]);
  });

  it('tells the player of a review with the note, pages latest first, and marks one or all read', async () => {
    const base = { assignmentId: randomUUID(), roadmapId: randomUUID(), playerId: player.playerId, dueDate: null };
    await publisher.publish(
      event('roadmap.assignment.status-changed', {
        ...base,
        title: 'Wall passes',
        from: 'submitted',
        to: 'needs_changes',
        changedBy: coach.userId,
        note: 'Use your left foot.',
      }),
    );
    await publisher.publish(
      event('roadmap.assignment.status-changed', {
        ...base,
        title: 'Wall passes',
        from: 'submitted',
        to: 'approved',
        changedBy: coach.userId,
        note: null,
      }),
    );
    await waitFor(async () => (await listFor(player)).items.length === 4, { what: 'the review notifications' });
    const first = await rpc.call('reports.notification.list', { limit: 3 }, { actor: player });
    expect(first.items.map((item) => item.title)).toEqual([
      'Assignment approved',
      'Changes requested',
      'Video feedback',
    ]);
    expect(first.items[1]!.body).toBe("Wall passes needs changes. Coach's note: Use your left foot.");
    const second = await rpc.call(
      'reports.notification.list',
      { limit: 3, before: first.nextCursor! },
      { actor: player },
    );
    expect(second).toEqual({ items: [expect.objectContaining({ title: 'New assignment' })], nextCursor: null });

    // Someone else's notification is not found for them, and stays unread.
    await expect(
      rpc.call('reports.notification.mark-read', { notificationId: first.items[0]!.id }, { actor: coach }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await rpc.call('reports.notification.mark-read', { notificationId: first.items[0]!.id }, { actor: player });
    expect(await unreadOf(player)).toBe(3);
    expect(await rpc.call('reports.notification.mark-all-read', {}, { actor: player })).toEqual({ updated: 3 });
    expect(await unreadOf(player)).toBe(0);
    expect(await unreadOf(coach)).toBe(3);
  });
  it("tells the other side of a call once per event: the coach of a booking, the player of a coach's cancel", async () => {
    const caller = await signUp('cleo@family.test', 'Cleo');
    const callCoach: Actor = clubActors.coach(club);
    const call = {
      callId: randomUUID(),
      playerId: caller.playerId,
      playerName: 'Cleo Silva',
      playerEmail: 'cleo@family.test',
      playerTimeZone: 'Europe/Lisbon',
      coachUserId: callCoach.userId,
      coachName: 'Sam Coach',
      coachEmail: null,
      coachTimeZone: 'Europe/London',
      startsAt: '2026-12-01T18:00:00.000Z',
      endsAt: '2026-12-01T18:30:00.000Z',
      meetingUrl: null,
      sequence: 0,
      changedBy: caller.userId,
      changedByRole: 'player' as const,
    };
    const booked = event('roadmap.call.booked', call);
    await publisher.publish(booked);
    // The same event redelivered (no Nats-Msg-Id, so JetStream does not drop it): applied once.
    await connection.jetstream().publish(eventSubject(namespace, booked.meta.name), encodeJson(booked));
    const cancelled = event('roadmap.call.cancelled', {
      ...call,
      sequence: 1,
      changedBy: callCoach.userId,
      changedByRole: 'coach',
      reason: 'Snow on the pitch',
    });
    await publisher.publish(cancelled);

    await waitFor(async () => (await listFor(caller)).items.length === 1, { what: "the player's call notification" });
    await waitFor(async () => (await listFor(callCoach)).items.length === 1, { what: "the coach's call notification" });
    expect((await listFor(callCoach)).items.map((item) => [item.kind, item.title, item.body, item.link])).toEqual([
      [
        'call-booked',
        'New mentorship call',
        'Cleo Silva booked a call with you for Tue 1 Dec, 18:00 (Europe/London).',
        '/calls/coach',
      ],
    ]);
    expect((await listFor(caller)).items.map((item) => [item.kind, item.body, item.link])).toEqual([
      [
        'call-cancelled',
        'Sam Coach cancelled your call on Tue 1 Dec, 18:00 (Europe/Lisbon). Reason: Snow on the pitch',
        '/calls',
      ],
    ]);
    // A marker published after the redelivery has been applied: the duplicate had its chance and added nothing.
    const marker = event('roadmap.call.rescheduled', {
      ...call,
      sequence: 2,
      startsAt: '2026-12-02T18:00:00.000Z',
      endsAt: '2026-12-02T18:30:00.000Z',
      previousStartsAt: call.startsAt,
    });
    await publisher.publish(marker);
    await waitFor(async () => (await listFor(callCoach)).items.length === 2, { what: 'the marker notification' });
    expect((await listFor(callCoach)).items.map((item) => item.kind)).toEqual(['call-rescheduled', 'call-booked']);
  });

  it("follows the staff member's current scope: one about a player they no longer reach is neither listed, counted nor marked", async () => {
    const squadCoach = clubActors.coach(club);
    await memberships.placeStaff(squadCoach);
    const dee = await signUp('dee@family.test', 'Dee');
    await publisher.publish(
      event('media.video.uploaded', { videoId: randomUUID(), playerId: dee.playerId, title: 'Corner routine' }),
    );
    await waitFor(async () => (await listFor(squadCoach)).items.length === 1, { what: "the coach's notification" });
    const [aboutDee] = (await listFor(squadCoach)).items;
    expect(aboutDee).toMatchObject({ kind: 'video-uploaded', body: 'Dee Silva uploaded Corner routine.', read: false });
    // A row from before notifications named their player (NULL): it stays with its user whatever the scope.
    await pg.query(
      `INSERT INTO "reports"."notifications" ("user_id", "event_id", "kind", "title", "body", "link", "created_at")
       VALUES ($1, $2, 'video-uploaded', 'New video to review', 'Someone uploaded a clip.', '/video-analysis', now() - interval '1 day')`,
      [squadCoach.userId, randomUUID()],
    );
    expect((await listFor(squadCoach)).items.map((item) => item.body)).toEqual([
      'Dee Silva uploaded Corner routine.',
      'Someone uploaded a clip.',
    ]);
    expect(await unreadOf(squadCoach)).toBe(2);

    // Removed from the squad: identity rewrites the coach's session (a new actor) and publishes the change.
    const removed: Actor & { clubId: string } = { ...squadCoach, squadIds: [randomUUID()] };
    await memberships.placeStaff(removed);
    expect((await listFor(removed)).items.map((item) => item.body)).toEqual(['Someone uploaded a clip.']);
    expect(await unreadOf(removed)).toBe(1);
    await expect(
      rpc.call('reports.notification.mark-read', { notificationId: aboutDee!.id }, { actor: removed }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    expect(await rpc.call('reports.notification.mark-all-read', {}, { actor: removed })).toEqual({ updated: 1 });
    expect(await unreadOf(removed)).toBe(0);

    // Added back: the notification about Dee is there again, still unread.
    await memberships.placeStaff(squadCoach);
    expect((await listFor(squadCoach)).items.map((item) => [item.body, item.read])).toEqual([
      ['Dee Silva uploaded Corner routine.', false],
      ['Someone uploaded a clip.', true],
    ]);
    expect(await unreadOf(squadCoach)).toBe(1);
    await rpc.call('reports.notification.mark-read', { notificationId: aboutDee!.id }, { actor: squadCoach });
    expect(await unreadOf(squadCoach)).toBe(0);
  });
});

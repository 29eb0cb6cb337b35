import { randomUUID } from 'node:crypto';
import { type Actor, QUEUES, bullPrefix, callReminderJobId } from '@portal/contracts';
import { RpcClient, connectNats, createLogger, redisConnection } from '@portal/server-kit';
import {
  AppProcess,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  waitFor,
  testRpcSigner,
} from '@portal/server-kit/testing';
import { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { NatsConnection } from 'nats';
import { SMTPServer } from 'smtp-server';

/** roadmap books → roadmap.call.* through the outbox → reports service queues mails and reminders → worker sends. */
describe('reports: call invites and reminders', () => {
  let infra: TestInfra;
  let namespace: string;
  let processes: AppProcess[] = [];
  let worker: AppProcess;
  let connection: NatsConnection;
  let rpc: RpcClient;
  let redis: IORedis;
  let reportsQueue: Queue;
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let env: Record<string, string>;

  const coach: Actor = { userId: randomUUID(), role: 'coach' };
  const player: Actor & { playerId: string } = { userId: randomUUID(), role: 'player', playerId: randomUUID() };
  const mailsWith = (text: string) => received.filter((mail) => mail.subject?.includes(text));

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => received.push(parsed))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    env = { ...namespaceEnv(namespace, infra), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    processes = await Promise.all([
      AppProcess.start({ app: 'roadmap', env }),
      AppProcess.start({ app: 'reports', env }),
    ]);
    worker = await AppProcess.start({ app: 'reports', entry: 'worker', env });
    connection = await connectNats(infra.natsUrl, 'call-reminders-test', createLogger('test', 'silent'));
    rpc = new RpcClient(connection, namespace, 5000, testRpcSigner());
    redis = redisConnection(infra.redisUrl);
    reportsQueue = new Queue(QUEUES.reports, { connection: redis, prefix: bullPrefix(namespace) });
    await rpc.call(
      'roadmap.call-availability.update',
      {
        availability: {
          timeZone: 'Europe/London',
          weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
          callMinutes: 30,
          bufferMinutes: 0,
          minimumNoticeHours: 2,
          blockedDates: [],
          meetingUrl: 'https://meet.example.com/coach',
        },
        coach: { name: 'Sam Coach', email: 'sam@club.test' },
      },
      { actor: coach },
    );
  });

  afterAll(async () => {
    await reportsQueue?.close();
    await redis?.quit();
    await connection?.close();
    await worker?.stop();
    await Promise.all(processes.map((process) => process.stop()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await destroyNamespace(namespace, infra);
  });

  /** When BullMQ will run the job; `timestamp + delay` is within a few ms of the intended instant. */
  const near = (value: number | undefined, expected: number) =>
    value !== undefined && Math.abs(value - expected) < 1000;
  const reminderAt = async (callId: string, kind: '24h' | '1h') => {
    const job = await reportsQueue.getJob(callReminderJobId(callId, kind));
    return job ? { state: await job.getState(), runsAt: job.timestamp + (job.opts.delay ?? 0), job } : undefined;
  };

  it('mails the invite with the .ics, schedules, moves and removes the reminders, and sends a reminder once', async () => {
    const { slots } = await rpc.call('roadmap.call.slots', { coachUserId: coach.userId }, { actor: player });
    const start = slots.find((slot) => Date.parse(slot.startsAt) > Date.now() + 2 * 86_400_000)!;
    const call = await rpc.call(
      'roadmap.call.book',
      {
        playerId: player.playerId,
        coachUserId: coach.userId,
        startsAt: start.startsAt,
        playerTimeZone: 'America/New_York',
        player: { name: 'Alex Player', email: 'alex@family.test' },
      },
      { actor: player },
    );

    await waitFor(() => mailsWith('Mentorship call booked').length === 1, { what: 'the booking mail' });
    const [booked] = mailsWith('Mentorship call booked');
    expect((booked!.to as { value: { address: string }[] }).value.map((item) => item.address).sort()).toEqual([
      'alex@family.test',
      'sam@club.test',
    ]);
    const ics = booked!.attachments.find((attachment) => attachment.filename === 'mentorship-call.ics');
    expect(ics?.content.toString()).toContain('METHOD:REQUEST');
    expect(ics?.content.toString()).toContain(`UID:call-${call.id}@player-portal`);

    await waitFor(async () => (await reminderAt(call.id, '1h'))?.state === 'delayed', { what: 'the 1 h reminder' });
    expect(near((await reminderAt(call.id, '24h'))?.runsAt, Date.parse(start.startsAt) - 24 * 3600_000)).toBe(true);
    expect(near((await reminderAt(call.id, '1h'))?.runsAt, Date.parse(start.startsAt) - 3600_000)).toBe(true);

    const later = slots.find((slot) => Date.parse(slot.startsAt) > Date.parse(start.startsAt) + 86_400_000)!;
    await rpc.call('roadmap.call.reschedule', { callId: call.id, startsAt: later.startsAt }, { actor: player });
    await waitFor(async () => near((await reminderAt(call.id, '1h'))?.runsAt, Date.parse(later.startsAt) - 3600_000), {
      what: 'the moved 1 h reminder',
    });
    expect(near((await reminderAt(call.id, '24h'))?.runsAt, Date.parse(later.startsAt) - 24 * 3600_000)).toBe(true);
    await waitFor(() => mailsWith('Mentorship call moved').length === 1, { what: 'the reschedule mail' });

    // A due reminder is sent once, even when the worker restarts and the job runs again.
    const due = (await reminderAt(call.id, '1h'))!.job;
    await due.promote();
    await waitFor(() => mailsWith('Reminder: mentorship call in one hour').length === 1, { what: 'the reminder' });
    await worker.stop();
    worker = await AppProcess.start({ app: 'reports', entry: 'worker', env });
    await reportsQueue.add(
      'reports.call-reminder',
      { payload: due.data.payload },
      { jobId: `${callReminderJobId(call.id, '1h')}-again` },
    );
    await waitFor(
      async () => (await reportsQueue.getJob(`${callReminderJobId(call.id, '1h')}-again`))?.finishedOn !== undefined,
      {
        what: 'the repeated reminder job',
      },
    );
    expect(mailsWith('Reminder: mentorship call in one hour')).toHaveLength(1);

    await rpc.call('roadmap.call.cancel', { callId: call.id, cancel: { reason: 'Injury' } }, { actor: coach });
    await waitFor(() => mailsWith('Mentorship call cancelled').length === 1, { what: 'the cancellation mail' });
    const cancelled = mailsWith('Mentorship call cancelled')[0]!;
    expect(cancelled.attachments[0]!.content.toString()).toContain('METHOD:CANCEL');
    await waitFor(async () => (await reminderAt(call.id, '24h')) === undefined, { what: 'the 24 h reminder removed' });
  });
});

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { durableConsumerName, eventStreamName, eventSubject } from '@portal/contracts';
import {
  DurableEventConsumer,
  PgEventIdempotencyStore,
  JetStreamPublisher,
  OutboxRelay,
  OutboxWriter,
  PgOutboxStore,
  createLogger,
  encodeJson,
  ensureDatabase,
  ensureEventStream,
} from '@portal/server-kit';
import {
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  resolveTestInfra,
  waitFor,
} from '@portal/server-kit/testing';
import { type NatsConnection, connect } from 'nats';
import type { DataSource } from 'typeorm';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { OUTBOX_TEST_SCHEMA, outboxTestDataSource } = require('./fixtures/outbox-test-db.js');

const logger = createLogger('outbox-test', 'silent');

function runRelayThatDies(
  env: Record<string, string>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(__dirname, 'fixtures', 'relay-dies-after-publish.js')], {
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

describe('transactional outbox → JetStream → durable consumer', () => {
  let infra: TestInfra;
  let namespace: string;
  let dataSource: DataSource;
  let connection: NatsConnection;
  const writer = new OutboxWriter(OUTBOX_TEST_SCHEMA);

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    await ensureDatabase(infra.postgresUrl, namespace);
    dataSource = await outboxTestDataSource(infra.postgresUrl, namespace).initialize();
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${OUTBOX_TEST_SCHEMA}"`);
    await dataSource.runMigrations();
    await dataSource.query(
      `CREATE TABLE "${OUTBOX_TEST_SCHEMA}"."handled" ("event_id" uuid NOT NULL, "log_id" uuid NOT NULL)`,
    );
    connection = await connect({ servers: infra.natsUrl });
    await ensureEventStream(connection, namespace);
  });

  afterAll(async () => {
    await connection?.close();
    await dataSource?.destroy();
    await destroyNamespace(namespace, infra);
  });

  const trainingLogCreated = () => ({
    logId: randomUUID(),
    playerId: randomUUID(),
    date: '2026-11-20',
    type: 'game',
    wellnessRating: 4,
  });

  it('refuses to write an event outside a transaction', async () => {
    await expect(
      writer.append(dataSource.manager, 'tracking.training-log.created', trainingLogCreated()),
    ).rejects.toThrow(/inside the transaction/);
  });

  it('writes nothing when the change rolls back', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        await writer.append(manager, 'tracking.training-log.created', trainingLogCreated());
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM "${OUTBOX_TEST_SCHEMA}"."outbox_events"`,
    );
    expect(count).toBe(0);
  });

  it("appends a batch's events in one statement, in the order given, each checked against its schema", async () => {
    const payloads = [trainingLogCreated(), trainingLogCreated(), trainingLogCreated()];
    await expect(
      dataSource.transaction((manager) =>
        writer.appendAll(manager, 'tracking.training-log.created', [
          payloads[0]!,
          { ...payloads[1]!, logId: 'not-an-id' },
        ]),
      ),
    ).rejects.toThrow();
    const ids = await dataSource.transaction((manager) =>
      writer.appendAll(manager, 'tracking.training-log.created', payloads),
    );
    const rows: { id: string; payload: { logId: string } }[] = await dataSource.query(
      `SELECT "id", "payload" FROM "${OUTBOX_TEST_SCHEMA}"."outbox_events" ORDER BY "seq"`,
    );
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows.map((row) => row.payload.logId)).toEqual(payloads.map((payload) => payload.logId));
    await dataSource.query(`DELETE FROM "${OUTBOX_TEST_SCHEMA}"."outbox_events"`);
  });

  it('delivers an event exactly once although the relay died after publishing and before marking it sent', async () => {
    const payload = trainingLogCreated();
    const eventId = await dataSource.transaction((manager) =>
      writer.append(manager, 'tracking.training-log.created', payload),
    );

    const crashed = await runRelayThatDies({
      POSTGRES_URL: infra.postgresUrl,
      NATS_URL: infra.natsUrl,
      PORTAL_NAMESPACE: namespace,
    });
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.output).toContain(`published ${eventId}`);
    const [row] = await dataSource.query(
      `SELECT "published_at" FROM "${OUTBOX_TEST_SCHEMA}"."outbox_events" WHERE "id" = $1`,
      [eventId],
    );
    expect(row.published_at).toBeNull();

    const consumer = new DurableEventConsumer({
      connection,
      idempotency: new PgEventIdempotencyStore(dataSource, OUTBOX_TEST_SCHEMA),
      namespace,
      service: 'outbox-test',
      consumer: 'handled-recorder',
      events: ['tracking.training-log.created'],
      logger,
      handle: async (event, manager) => {
        await manager.query(`INSERT INTO "${OUTBOX_TEST_SCHEMA}"."handled" ("event_id", "log_id") VALUES ($1, $2)`, [
          event.meta.id,
          event.payload.logId,
        ]);
      },
    });
    await consumer.start();
    const relay = new OutboxRelay(
      new PgOutboxStore(dataSource, OUTBOX_TEST_SCHEMA),
      new JetStreamPublisher(connection, namespace),
      logger,
      { batchSize: 10, pollIntervalMs: 50, maxBackoffMs: 500 },
    );
    relay.start();
    try {
      await waitFor(
        async () => {
          const [marked] = await dataSource.query(
            `SELECT "published_at" FROM "${OUTBOX_TEST_SCHEMA}"."outbox_events" WHERE "id" = $1`,
            [eventId],
          );
          return marked.published_at !== null;
        },
        { what: 'the restarted relay to mark the event sent' },
      );
      await waitFor(async () => (await handledRows(eventId)).length > 0, { what: 'the consumer to handle the event' });

      // The republished copy was dropped by JetStream's de-duplication on Nats-Msg-Id.
      const manager = await connection.jetstreamManager();
      const stream = await manager.streams.info(eventStreamName(namespace));
      expect(stream.state.messages).toBe(1);

      // A copy that slips past de-duplication (a different message id) is ignored by the consumer.
      const [outboxRow] = await dataSource.query(
        `SELECT "payload", "occurred_at" FROM "${OUTBOX_TEST_SCHEMA}"."outbox_events" WHERE "id" = $1`,
        [eventId],
      );
      const duplicate = {
        meta: { id: eventId, name: 'tracking.training-log.created', occurredAt: outboxRow.occurred_at.toISOString() },
        payload: outboxRow.payload,
      };
      await connection
        .jetstream()
        .publish(eventSubject(namespace, 'tracking.training-log.created'), encodeJson(duplicate), {
          msgID: randomUUID(),
        });
      const consumerName = durableConsumerName(namespace, 'outbox-test', 'handled-recorder');
      await waitFor(
        async () => {
          const info = await manager.consumers.info(eventStreamName(namespace), consumerName);
          return info.delivered.stream_seq === 2 && info.num_ack_pending === 0;
        },
        { what: 'the duplicate to be delivered and acknowledged' },
      );

      const handled = await handledRows(eventId);
      expect(handled).toEqual([{ event_id: eventId, log_id: payload.logId }]);
    } finally {
      await relay.stop();
      await consumer.stop();
    }
  });

  async function handledRows(eventId: string): Promise<{ event_id: string; log_id: string }[]> {
    return dataSource.query(
      `SELECT "event_id", "log_id" FROM "${OUTBOX_TEST_SCHEMA}"."handled" WHERE "event_id" = $1`,
      [eventId],
    );
  }
});

import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@portal/contracts';
import pino from 'pino';
import {
  type EventPublisher,
  OutboxRelay,
  type OutboxRow,
  type OutboxStore,
  publishInOrder,
  toDomainEvent,
} from './outbox-relay';

const row = (n: number): OutboxRow => ({
  id: randomUUID(),
  name: 'tracking.training-log.created',
  payload: { n },
  requestId: n % 2 ? `req-${n}` : null,
  occurredAt: new Date(Date.UTC(2026, 10, 21, 12, 0, n)),
});

/** In-memory store with the same contract as PgOutboxStore: only returned ids are marked sent. */
class MemoryStore implements OutboxStore {
  readonly published = new Set<string>();
  constructor(readonly rows: OutboxRow[]) {}
  async processBatch(limit: number, publish: (rows: OutboxRow[]) => Promise<string[]>): Promise<number> {
    const pending = this.rows.filter((candidate) => !this.published.has(candidate.id)).slice(0, limit);
    if (pending.length === 0) return 0;
    const ids = await publish(pending);
    ids.forEach((id) => this.published.add(id));
    return ids.length;
  }
}

class RecordingPublisher implements EventPublisher {
  readonly sent: DomainEvent[] = [];
  failOn = new Set<string>();
  async publish(event: DomainEvent): Promise<void> {
    if (this.failOn.has(event.meta.id)) throw new Error('broker unavailable');
    this.sent.push(event);
  }
}

const silent = pino({ level: 'silent' });

describe('outbox relay logic', () => {
  it('turns a row into an event whose id is the row id (the de-duplication key)', () => {
    const source = row(1);
    expect(toDomainEvent(source)).toEqual({
      meta: { id: source.id, name: source.name, occurredAt: '2026-11-21T12:00:01.000Z', requestId: 'req-1' },
      payload: { n: 1 },
    });
    expect(toDomainEvent(row(2)).meta).not.toHaveProperty('requestId');
  });

  it('publishes in order and reports every id as sent', async () => {
    const rows = [row(1), row(2), row(3)];
    const publisher = new RecordingPublisher();
    expect(await publishInOrder(rows, publisher, () => undefined)).toEqual(rows.map((r) => r.id));
    expect(publisher.sent.map((event) => event.meta.id)).toEqual(rows.map((r) => r.id));
  });

  it('stops at the first failure: earlier rows are marked, the failed and later ones are not', async () => {
    const rows = [row(1), row(2), row(3)];
    const publisher = new RecordingPublisher();
    publisher.failOn.add(rows[1]!.id);
    const failures: string[] = [];
    expect(await publishInOrder(rows, publisher, (failed) => failures.push(failed.id))).toEqual([rows[0]!.id]);
    expect(failures).toEqual([rows[1]!.id]);
    expect(publisher.sent).toHaveLength(1);
  });

  it('retries the unmarked rows on the next pass, so nothing is lost', async () => {
    const rows = [row(1), row(2), row(3)];
    const store = new MemoryStore(rows);
    const publisher = new RecordingPublisher();
    publisher.failOn.add(rows[1]!.id);
    const relay = new OutboxRelay(store, publisher, silent);
    expect(await relay.relayOnce()).toBe(1);
    publisher.failOn.clear();
    expect(await relay.relayOnce()).toBe(2);
    expect(await relay.relayOnce()).toBe(0);
    expect([...store.published]).toEqual(rows.map((r) => r.id));
  });

  it('respects the batch size', async () => {
    const store = new MemoryStore(Array.from({ length: 5 }, (_, n) => row(n)));
    const relay = new OutboxRelay(store, new RecordingPublisher(), silent, {
      batchSize: 2,
      pollIntervalMs: 10,
      maxBackoffMs: 100,
    });
    expect(await relay.relayOnce()).toBe(2);
  });

  it('drains the outbox in the background until stopped', async () => {
    const store = new MemoryStore(Array.from({ length: 7 }, (_, n) => row(n)));
    const relay = new OutboxRelay(store, new RecordingPublisher(), silent, {
      batchSize: 3,
      pollIntervalMs: 5,
      maxBackoffMs: 50,
    });
    relay.start();
    const deadline = Date.now() + 2000;
    while (store.published.size < 7 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await relay.stop();
    expect(store.published.size).toBe(7);
  });
});

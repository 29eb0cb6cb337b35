import type { DomainEvent, EventName } from '@portal/contracts';
import type { Logger } from 'pino';

export interface OutboxRow {
  id: string;
  name: EventName;
  payload: unknown;
  requestId: string | null;
  /** W3C trace context of the request that wrote the row (null when tracing was off). */
  traceParent?: string | null;
  occurredAt: Date;
}

/** Storage side of the relay: claims unpublished rows and marks the ones the callback returns. */
export interface OutboxStore {
  processBatch(limit: number, publish: (rows: OutboxRow[]) => Promise<string[]>): Promise<number>;
}

export interface EventPublisher {
  publish(event: DomainEvent): Promise<void>;
}

export function toDomainEvent(row: OutboxRow): DomainEvent {
  return {
    meta: {
      id: row.id,
      name: row.name,
      occurredAt: row.occurredAt.toISOString(),
      ...(row.requestId ? { requestId: row.requestId } : {}),
      ...(row.traceParent ? { traceparent: row.traceParent } : {}),
    },
    payload: row.payload as DomainEvent['payload'],
  };
}

/**
 * Publishes rows in order and returns the ids published before the first failure, so those are
 * marked sent and the failed one (and everything after it) is retried on the next pass.
 * A row published but not marked (the process died in between) is published again with the same
 * event id, which JetStream de-duplicates and consumers ignore.
 */
export async function publishInOrder(
  rows: OutboxRow[],
  publisher: EventPublisher,
  onFailure: (row: OutboxRow, error: unknown) => void,
): Promise<string[]> {
  const published: string[] = [];
  for (const row of rows) {
    try {
      await publisher.publish(toDomainEvent(row));
    } catch (error) {
      onFailure(row, error);
      break;
    }
    published.push(row.id);
  }
  return published;
}

export interface OutboxRelayOptions {
  batchSize: number;
  pollIntervalMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_RELAY_OPTIONS: OutboxRelayOptions = { batchSize: 100, pollIntervalMs: 250, maxBackoffMs: 10_000 };

/** Moves outbox rows to the event stream until stopped. Safe to run in every replica at once. */
export class OutboxRelay {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private failures = 0;

  constructor(
    private readonly store: OutboxStore,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions = DEFAULT_RELAY_OPTIONS,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** One pass; returns how many events were published. Exposed for tests and the shutdown flush. */
  async relayOnce(): Promise<number> {
    let failed = false;
    const count = await this.store.processBatch(this.options.batchSize, (rows) =>
      publishInOrder(rows, this.publisher, (row, error) => {
        failed = true;
        this.logger.warn(
          { err: error, eventId: row.id, event: row.name },
          'publishing an outbox event failed; will retry',
        );
      }),
    );
    this.failures = failed ? this.failures + 1 : 0;
    return count;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let published = 0;
      try {
        published = await this.relayOnce();
      } catch (error) {
        this.failures += 1;
        this.logger.error({ err: error }, 'outbox relay pass failed');
      }
      if (published >= this.options.batchSize && this.failures === 0) continue;
      await this.sleep(this.delay());
    }
  }

  private delay(): number {
    if (this.failures === 0) return this.options.pollIntervalMs;
    return Math.min(this.options.pollIntervalMs * 2 ** this.failures, this.options.maxBackoffMs);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

import type { EventName } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import type { OutboxRow, OutboxStore } from './outbox-relay';

interface OutboxRecord {
  id: string;
  name: EventName;
  payload: unknown;
  request_id: string | null;
  trace_parent: string | null;
  occurred_at: Date;
}

/** Claims rows with SKIP LOCKED so relays in several replicas never publish the same batch at once. */
export class PgOutboxStore implements OutboxStore {
  /** Whether the last batch found rows: while events keep coming, the next pass skips the probe. */
  private busy = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {}

  async processBatch(limit: number, publish: (rows: OutboxRow[]) => Promise<string[]>): Promise<number> {
    // Most idle polls find nothing: one index probe answers that without a transaction's three round trips.
    if (!this.busy && !(await this.pending())) return 0;
    return this.dataSource.transaction(async (manager) => {
      const records: OutboxRecord[] = await manager.query(
        `SELECT "id", "name", "payload", "request_id", "trace_parent", "occurred_at" FROM "${this.schema}"."outbox_events"
         WHERE "published_at" IS NULL ORDER BY "seq" LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      this.busy = records.length > 0;
      if (records.length === 0) return 0;
      const published = await publish(
        records.map((record) => ({
          id: record.id,
          name: record.name,
          payload: record.payload,
          requestId: record.request_id,
          traceParent: record.trace_parent,
          occurredAt: record.occurred_at,
        })),
      );
      if (published.length > 0) {
        await manager.query(
          `UPDATE "${this.schema}"."outbox_events" SET "published_at" = now() WHERE "id" = ANY($1::uuid[])`,
          [published],
        );
      }
      return published.length;
    });
  }

  private async pending(): Promise<boolean> {
    const [probe]: { pending: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM "${this.schema}"."outbox_events" WHERE "published_at" IS NULL) AS "pending"`,
    );
    return probe?.pending === true;
  }

  /** Rows not yet relayed and the age of the oldest, for the backlog gauges (the partial index keeps it cheap). */
  async backlog(): Promise<{ rows: number; oldestAgeSeconds: number }> {
    const [row]: { rows: string; oldest_age: number | null }[] = await this.dataSource.query(
      `SELECT count(*) AS "rows", extract(epoch FROM now() - min("occurred_at"))::float8 AS "oldest_age"
       FROM "${this.schema}"."outbox_events" WHERE "published_at" IS NULL`,
    );
    return { rows: Number(row?.rows ?? 0), oldestAgeSeconds: Math.max(0, row?.oldest_age ?? 0) };
  }
}

import type { EventName } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import type { OutboxRow, OutboxStore } from './outbox-relay';

interface OutboxRecord {
  id: string;
  name: EventName;
  payload: unknown;
  request_id: string | null;
  occurred_at: Date;
}

/** Claims rows with SKIP LOCKED so relays in several replicas never publish the same batch at once. */
export class PgOutboxStore implements OutboxStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {}

  processBatch(limit: number, publish: (rows: OutboxRow[]) => Promise<string[]>): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const records: OutboxRecord[] = await manager.query(
        `SELECT "id", "name", "payload", "request_id", "occurred_at" FROM "${this.schema}"."outbox_events"
         WHERE "published_at" IS NULL ORDER BY "seq" LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (records.length === 0) return 0;
      const published = await publish(
        records.map((record) => ({
          id: record.id,
          name: record.name,
          payload: record.payload,
          requestId: record.request_id,
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
}

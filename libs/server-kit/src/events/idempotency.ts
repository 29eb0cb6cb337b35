import { redisKey } from '@portal/contracts';
import type IORedis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';

/** Runs a handler at most once per (consumer, event id); returns false when it had already run. */
export interface EventIdempotencyStore {
  runOnce(consumer: string, eventId: string, handle: (manager: EntityManager) => Promise<void>): Promise<boolean>;
}

/** The id is recorded in `processed_events` in the same transaction as the handler's writes. */
export class PgEventIdempotencyStore implements EventIdempotencyStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {}

  runOnce(consumer: string, eventId: string, handle: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "${this.schema}"."processed_events" ("consumer", "event_id") VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING "event_id"`,
        [consumer, eventId],
      );
      if (inserted.length === 0) return false;
      await handle(manager);
      return true;
    });
  }
}

/**
 * For processes without a database (the gateway): the id is marked in Redis after the handler
 * succeeds, so a crash between the two runs the handler again. Only naturally idempotent handlers
 * (ending sessions, deleting keys) may run here.
 */
export class RedisEventIdempotencyStore implements EventIdempotencyStore {
  constructor(
    private readonly redis: IORedis,
    private readonly namespace: string,
    private readonly retentionSeconds = 7 * 24 * 3600,
  ) {}

  async runOnce(
    consumer: string,
    eventId: string,
    handle: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    const key = redisKey(this.namespace, 'processed-event', consumer, eventId);
    if ((await this.redis.exists(key)) === 1) return false;
    await handle(undefined as unknown as EntityManager);
    await this.redis.set(key, '1', 'EX', this.retentionSeconds);
    return true;
  }
}

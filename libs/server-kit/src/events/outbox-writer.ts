import { randomUUID } from 'node:crypto';
import { type EventMap, type EventName, eventDefinitions } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import { claimIdempotencyKey } from '../idempotency/idempotent-rpc';
import { currentRequestId } from '../logging';
import { traceParentOf } from '../tracing';

/**
 * Writes a domain event into the service's outbox inside the caller's transaction, so the event
 * exists if and only if the change it describes was committed.
 */
export class OutboxWriter {
  constructor(readonly schemaName: string) {}

  async append<E extends EventName>(manager: EntityManager, name: E, payload: EventMap[E]): Promise<string> {
    const [id] = await this.appendAll(manager, name, [payload]);
    return id!;
  }

  /** Several events of one kind in one statement (a batch's changes), in the order given. */
  async appendAll<E extends EventName>(
    manager: EntityManager,
    name: E,
    payloads: readonly EventMap[E][],
  ): Promise<string[]> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Event ${name} must be appended inside the transaction of the change it describes`);
    }
    const checked = payloads.map((payload) => JSON.stringify(eventDefinitions[name].parse(payload)));
    const ids = payloads.map(() => randomUUID());
    if (ids.length === 0) return ids;
    // Every change a client may repeat publishes an event, so its Idempotency-Key is recorded here,
    // in the change's own transaction: a repeat of the key rolls its copy of the change back.
    await claimIdempotencyKey(manager, this.schemaName);
    // WITH ORDINALITY keeps the given order in the outbox's sequence, which the relay publishes in.
    await manager.query(
      `INSERT INTO "${this.schemaName}"."outbox_events" ("id", "name", "payload", "request_id", "trace_parent")
       SELECT "event"."id", $3, "event"."payload"::jsonb, $4, $5
       FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS "event"("id", "payload", "position")
       ORDER BY "event"."position"`,
      [ids, checked, name, currentRequestId() ?? null, traceParentOf() ?? null],
    );
    return ids;
  }
}

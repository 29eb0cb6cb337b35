import { randomUUID } from 'node:crypto';
import { type EventMap, type EventName, eventDefinitions } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import { currentRequestId } from '../logging';
import { traceParentOf } from '../tracing';

/**
 * Writes a domain event into the service's outbox inside the caller's transaction, so the event
 * exists if and only if the change it describes was committed.
 */
export class OutboxWriter {
  constructor(readonly schemaName: string) {}

  async append<E extends EventName>(manager: EntityManager, name: E, payload: EventMap[E]): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Event ${name} must be appended inside the transaction of the change it describes`);
    }
    const checked = eventDefinitions[name].parse(payload);
    const id = randomUUID();
    await manager.query(
      `INSERT INTO "${this.schemaName}"."outbox_events" ("id", "name", "payload", "request_id", "trace_parent")
       VALUES ($1, $2, $3, $4, $5)`,
      [id, name, JSON.stringify(checked), currentRequestId() ?? null, traceParentOf() ?? null],
    );
    return id;
  }
}

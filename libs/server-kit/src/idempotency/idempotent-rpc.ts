import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import { IDEMPOTENCY_KEY_RETENTION_SECONDS, type IdempotencyRecord } from './idempotency.rules';

/** The RPC being handled carries an Idempotency-Key: whose, for which subject, and for what request. */
export interface IdempotentRpc {
  userId: string;
  subject: string;
  key: string;
  fingerprint: string;
}

interface IdempotentRpcState extends IdempotentRpc {
  /** Set once the key is recorded in the transaction of the request's change. */
  claimed: boolean;
}

/** The answer as stored: wrapped, so an empty answer is still "answered". */
export interface StoredAnswer {
  data: unknown;
}

const current = new AsyncLocalStorage<IdempotentRpcState>();

/** Another request with the same key committed its change first; the transport answers from its record. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('The Idempotency-Key was recorded by another request');
    this.name = 'IdempotencyKeyTaken';
  }
}

/** Runs a handler so that the first change it commits records the key; tells whether it did. */
export async function runIdempotentRpc<T>(
  rpc: IdempotentRpc,
  work: () => Promise<T>,
): Promise<{ result: T; claimed: boolean }> {
  const state: IdempotentRpcState = { ...rpc, claimed: false };
  const result = await current.run(state, work);
  return { result, claimed: state.claimed };
}

/**
 * Records the current request's Idempotency-Key inside the transaction of its change (the outbox
 * writer calls this with the change's first event), so the change is committed at most once per
 * (user, subject, key): a repeat waits on the primary key until the first transaction ends, then
 * finds it and rolls its own change back. Without a key, or once claimed, it does nothing.
 */
export async function claimIdempotencyKey(manager: EntityManager, schema: string): Promise<void> {
  const state = current.getStore();
  if (!state || state.claimed) return;
  const table = `"${schema}"."idempotency_keys"`;
  await manager.query(
    `DELETE FROM ${table} WHERE "user_id" = $1 AND "created_at" < now() - make_interval(secs => $2)`,
    [state.userId, IDEMPOTENCY_KEY_RETENTION_SECONDS],
  );
  const inserted: unknown[] = await manager.query(
    `INSERT INTO ${table} ("user_id", "subject", "key", "fingerprint") VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING "key"`,
    [state.userId, state.subject, state.key, state.fingerprint],
  );
  if (inserted.length === 0) throw new IdempotencyKeyTaken();
  state.claimed = true;
}

/** The service's record of keys and answers (its own schema's `idempotency_keys`). */
export interface IdempotencyRecords {
  find(rpc: IdempotentRpc): Promise<IdempotencyRecord<StoredAnswer> | undefined>;
  saveAnswer(rpc: IdempotentRpc, answer: unknown): Promise<void>;
}

export class PgIdempotencyRecords implements IdempotencyRecords {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {}

  async find(rpc: IdempotentRpc): Promise<IdempotencyRecord<StoredAnswer> | undefined> {
    const rows: { fingerprint: string; answer: StoredAnswer | null }[] = await this.dataSource.query(
      `SELECT "fingerprint", "answer" FROM "${this.schema}"."idempotency_keys"
       WHERE "user_id" = $1 AND "subject" = $2 AND "key" = $3
         AND "created_at" >= now() - make_interval(secs => $4)`,
      [rpc.userId, rpc.subject, rpc.key, IDEMPOTENCY_KEY_RETENTION_SECONDS],
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.answer === null
      ? { fingerprint: row.fingerprint }
      : { fingerprint: row.fingerprint, answer: row.answer };
  }

  async saveAnswer(rpc: IdempotentRpc, answer: unknown): Promise<void> {
    const stored: StoredAnswer = { data: answer ?? null };
    await this.dataSource.query(
      `UPDATE "${this.schema}"."idempotency_keys" SET "answer" = $4::jsonb
       WHERE "user_id" = $1 AND "subject" = $2 AND "key" = $3`,
      [rpc.userId, rpc.subject, rpc.key, JSON.stringify(stored)],
    );
  }
}

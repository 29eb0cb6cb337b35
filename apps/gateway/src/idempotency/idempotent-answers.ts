import { createHash, randomUUID } from 'node:crypto';
import { redisKey } from '@portal/contracts';
import {
  IDEMPOTENCY_KEY_RETENTION_SECONDS,
  type IdempotencyDecision,
  type IdempotencyRecord,
  decideOnRecord,
} from '@portal/server-kit';
import type IORedis from 'ioredis';

/** One user's key: keys of different users never meet. */
export interface IdempotencySlot {
  userId: string;
  key: string;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

type StoredRecord = IdempotencyRecord<HttpAnswer> & { token?: string };

export type Reservation =
  { kind: 'proceed'; token: string } | Exclude<IdempotencyDecision<HttpAnswer>, { kind: 'proceed' }>;

// Deletes the in-flight marker only if it is still this request's (it may have expired and been retaken).
const RELEASE_IF_OURS = `
local stored = redis.call('GET', KEYS[1])
if stored and cjson.decode(stored).token == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The gateway's record of requests sent with an Idempotency-Key, in Redis per (user, key): the
 * request's fingerprint with an in-flight marker (SET NX, expiring so a crashed gateway frees it),
 * then the answer for 24 hours. Only successful answers are kept: after a failure (a 503 above all,
 * when the change may or may not have been committed) the marker is removed so the client can try
 * again, and the service's own record of the key keeps that retry from committing twice.
 */
export class IdempotentAnswers {
  constructor(
    private readonly redis: IORedis,
    private readonly namespace: string,
    private readonly inFlightSeconds: number,
  ) {}

  async reserve(slot: IdempotencySlot, fingerprint: string): Promise<Reservation> {
    const key = this.redisKeyOf(slot);
    const token = randomUUID();
    const marker: StoredRecord = { fingerprint, token };
    // Twice: the record found by the first attempt may expire before it is read.
    for (let attempt = 0; attempt < 2; attempt++) {
      const set = await this.redis.set(key, JSON.stringify(marker), 'EX', this.inFlightSeconds, 'NX');
      if (set === 'OK') return { kind: 'proceed', token };
      const stored = await this.redis.get(key);
      if (stored === null) continue;
      const decision = decideOnRecord(JSON.parse(stored) as StoredRecord, fingerprint);
      if (decision.kind !== 'proceed') return decision;
    }
    return { kind: 'in-flight' };
  }

  async remember(slot: IdempotencySlot, fingerprint: string, answer: HttpAnswer): Promise<void> {
    const record: StoredRecord = { fingerprint, answer };
    await this.redis.set(this.redisKeyOf(slot), JSON.stringify(record), 'EX', IDEMPOTENCY_KEY_RETENTION_SECONDS);
  }

  async release(slot: IdempotencySlot, token: string): Promise<void> {
    await this.redis.eval(RELEASE_IF_OURS, 1, this.redisKeyOf(slot), token);
  }

  private redisKeyOf(slot: IdempotencySlot): string {
    // The key is the client's text: hashed, so any character is safe in a Redis key of bounded length.
    const hashedKey = createHash('sha256').update(slot.key).digest('base64url');
    return redisKey(this.namespace, 'idempotency', slot.userId, hashedKey);
  }
}

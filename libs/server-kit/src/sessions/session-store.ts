import { createHash, randomBytes } from 'node:crypto';
import { type Actor, actorSchema, redisKey } from '@portal/contracts';
import type IORedis from 'ioredis';
import { z } from 'zod';
import { DEFAULT_SESSION_POLICY, type SessionPolicy, judgeSession } from './session-policy';

const sessionRecordSchema = z.object({
  actor: actorSchema,
  createdAt: z.number(),
  lastSeenAt: z.number(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const COMPARE_AND_SET = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[3] == '' then redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL') else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

/** 256 random bits, base64url: 43 characters. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/**
 * Server-side sessions in Redis. The browser holds an opaque id; Redis holds only its SHA-256, so a
 * leaked Redis dump cannot be replayed as cookies. Each user's sessions are indexed so a role or
 * password change can end them all.
 */
export class SessionStore {
  constructor(
    private readonly redis: IORedis,
    private readonly namespace: string,
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
    private readonly clock: () => number = Date.now,
  ) {}

  async create(actor: Actor): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    const now = this.clock();
    const record: SessionRecord = { actor, createdAt: now, lastSeenAt: now };
    const digest = this.digest(sessionId);
    await this.redis
      .multi()
      .set(
        this.sessionKey(digest),
        JSON.stringify(record),
        'PX',
        Math.min(this.policy.idleTtlMs, this.policy.absoluteTtlMs),
      )
      .sadd(this.userIndexKey(actor.userId), digest)
      .pexpire(this.userIndexKey(actor.userId), this.policy.absoluteTtlMs)
      .exec();
    return sessionId;
  }

  /** The session's actor, or undefined when unknown, malformed or expired (an expired one is deleted). */
  async resolve(sessionId: unknown): Promise<SessionRecord | undefined> {
    if (!isWellFormedSessionId(sessionId)) return undefined;
    const digest = this.digest(sessionId);
    const raw = await this.redis.get(this.sessionKey(digest));
    if (!raw) return undefined;
    const parsed = sessionRecordSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      await this.redis.del(this.sessionKey(digest));
      return undefined;
    }
    const record = parsed.data;
    const verdict = judgeSession(record, this.policy, this.clock());
    if (!verdict.valid) {
      await this.removeDigest(digest, record.actor.userId);
      return undefined;
    }
    if (verdict.shouldTouch) {
      const touched: SessionRecord = { ...record, lastSeenAt: this.clock() };
      // Only over the exact record read: never resurrect a session deleted meanwhile (logout,
      // revocation), nor put back an actor that identity rewrote meanwhile (a squad change).
      await this.compareAndSet(this.sessionKey(digest), raw, JSON.stringify(touched), verdict.remainingMs);
      return touched;
    }
    return record;
  }

  /**
   * Rewrites the actor of every session of a user (their squads or club changed), keeping each
   * session's times and expiry; the next request of each session carries the new actor. Returns how
   * many sessions were rewritten.
   */
  async updateActorForUser(userId: string, update: (actor: Actor) => Actor): Promise<number> {
    const digests = await this.redis.smembers(this.userIndexKey(userId));
    let rewritten = 0;
    for (const digest of digests) {
      const key = this.sessionKey(digest);
      // A concurrent touch changes the record between our read and write: read again and retry.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const raw = await this.redis.get(key);
        if (!raw) break;
        const parsed = sessionRecordSchema.safeParse(JSON.parse(raw));
        if (!parsed.success) break;
        const next: SessionRecord = { ...parsed.data, actor: update(parsed.data.actor) };
        if (await this.compareAndSet(key, raw, JSON.stringify(next))) {
          rewritten += 1;
          break;
        }
      }
    }
    return rewritten;
  }

  async destroy(sessionId: unknown): Promise<void> {
    if (!isWellFormedSessionId(sessionId)) return;
    const digest = this.digest(sessionId);
    const raw = await this.redis.get(this.sessionKey(digest));
    const userId = raw ? sessionRecordSchema.safeParse(JSON.parse(raw)).data?.actor.userId : undefined;
    await this.removeDigest(digest, userId);
  }

  /** Ends every session of a user, optionally keeping the one making the change. Returns how many ended. */
  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<number> {
    const keep = exceptSessionId && isWellFormedSessionId(exceptSessionId) ? this.digest(exceptSessionId) : undefined;
    const digests = (await this.redis.smembers(this.userIndexKey(userId))).filter((digest) => digest !== keep);
    if (digests.length === 0) return 0;
    await this.redis
      .multi()
      .del(...digests.map((digest) => this.sessionKey(digest)))
      .srem(this.userIndexKey(userId), ...digests)
      .exec();
    return digests.length;
  }

  /**
   * Ends the user's sessions whose record `shouldEnd` picks (and any that cannot be read), for an event
   * that arrives late: it names what the change made stale, so a session begun since with the new
   * standing stays. Returns how many ended.
   */
  async revokeWhere(userId: string, shouldEnd: (record: SessionRecord) => boolean): Promise<number> {
    const digests = await this.redis.smembers(this.userIndexKey(userId));
    if (digests.length === 0) return 0;
    const records = await this.redis.mget(...digests.map((digest) => this.sessionKey(digest)));
    const ending = digests.filter((_digest, index) => {
      const raw = records[index];
      if (!raw) return true;
      const record = sessionRecordSchema.safeParse(JSON.parse(raw));
      return !record.success || shouldEnd(record.data);
    });
    if (ending.length === 0) return 0;
    await this.redis
      .multi()
      .del(...ending.map((digest) => this.sessionKey(digest)))
      .srem(this.userIndexKey(userId), ...ending)
      .exec();
    return ending.length;
  }

  /**
   * Sets `key` to `next` only while it still holds `expected`; with `ttlMs` the expiry is renewed,
   * without it kept. Returns whether it was set.
   */
  private async compareAndSet(key: string, expected: string, next: string, ttlMs?: number): Promise<boolean> {
    const result = await this.redis.eval(
      COMPARE_AND_SET,
      1,
      key,
      expected,
      next,
      ttlMs === undefined ? '' : String(Math.max(1, Math.round(ttlMs))),
    );
    return result === 1;
  }

  private async removeDigest(digest: string, userId: string | undefined): Promise<void> {
    const transaction = this.redis.multi().del(this.sessionKey(digest));
    if (userId) transaction.srem(this.userIndexKey(userId), digest);
    await transaction.exec();
  }

  private digest(sessionId: string): string {
    return createHash('sha256').update(sessionId).digest('base64url');
  }

  private sessionKey(digest: string): string {
    return redisKey(this.namespace, 'session', digest);
  }

  private userIndexKey(userId: string): string {
    return redisKey(this.namespace, 'user-sessions', userId);
  }
}

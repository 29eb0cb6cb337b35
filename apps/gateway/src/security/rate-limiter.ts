import { HttpException, HttpStatus } from '@nestjs/common';
import { redisKey, tooManyAttemptsMessage } from '@portal/contracts';
import type IORedis from 'ioredis';

export interface RateLimitRule {
  /** Short name used in the Redis key, e.g. `login-failures-ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Raised as `429 {message}`; the HTTP filter adds `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: tooManyAttemptsMessage(retryAfterSeconds) }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Checks every rule's sliding window (a sorted set of attempt times, server clock) and, only when all
 * have room and ARGV[2] is 1, records the attempt in each. A refused attempt is not recorded, so the
 * wait returned is exact: the moment enough recorded attempts leave the window that is full.
 * KEYS: one per rule. ARGV: member, record (0|1), then window ms and limit per rule.
 * Returns 0 when allowed, else the wait in milliseconds.
 */
const SLIDING_WINDOW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local wait = 0
for index, key in ipairs(KEYS) do
  local window = tonumber(ARGV[1 + index * 2])
  local limit = tonumber(ARGV[2 + index * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local freeing = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local until_free = tonumber(freeing[2]) + window - now
    if until_free > wait then wait = until_free end
  end
end
if wait > 0 or ARGV[2] ~= '1' then return wait end
for index, key in ipairs(KEYS) do
  local window = tonumber(ARGV[1 + index * 2])
  redis.call('ZADD', key, now, now .. '-' .. ARGV[1])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

/**
 * Sliding-window limits in Redis, so they hold across gateway replicas and never refuse a whole
 * window at once: an attempt is allowed whenever fewer than `limit` were recorded in the last
 * `windowSeconds`.
 */
export class RateLimiter {
  constructor(
    private readonly redis: IORedis,
    private readonly namespace: string,
  ) {}

  /** Records this attempt against every rule, or refuses it (429, recording nothing) when one is full. */
  async consume(rules: readonly RateLimitRule[], subject: string): Promise<void> {
    await this.run(rules, subject, true);
  }

  /** Refuses (429) when a rule is full, without recording anything. */
  async assertRoom(rules: readonly RateLimitRule[], subject: string): Promise<void> {
    await this.run(rules, subject, false);
  }

  /** Records an attempt whatever the limits say (a failure that already happened). */
  async record(rule: RateLimitRule, subject: string): Promise<void> {
    await this.run([{ ...rule, limit: Number.MAX_SAFE_INTEGER }], subject, true);
  }

  private async run(rules: readonly RateLimitRule[], subject: string, record: boolean): Promise<void> {
    const keys = rules.map((rule) => redisKey(this.namespace, 'rate', rule.name, subject.toLowerCase()));
    const member = `${process.pid}-${Math.random().toString(36).slice(2)}`;
    const args = rules.flatMap((rule) => [rule.windowSeconds * 1000, rule.limit]);
    const waitMs = Number(
      await this.redis.eval(SLIDING_WINDOW_SCRIPT, keys.length, ...keys, member, record ? 1 : 0, ...args),
    );
    if (waitMs > 0) throw new TooManyRequestsException(Math.max(1, Math.ceil(waitMs / 1000)));
  }
}

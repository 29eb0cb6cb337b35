import { HttpException, HttpStatus } from '@nestjs/common';
import { redisKey } from '@portal/contracts';
import type IORedis from 'ioredis';

export interface RateLimitRule {
  /** Short name used in the Redis key, e.g. `login-ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  retryAfterSeconds: number;
}

/** Raised as `429 {message}`; the HTTP filter adds `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      { message: `Too many attempts. Try again in ${humanDuration(retryAfterSeconds)}.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in Redis, so limits hold across gateway replicas. The window starts at the
 * first hit and the key expires with it.
 */
export class RateLimiter {
  constructor(
    private readonly redis: IORedis,
    private readonly namespace: string,
  ) {}

  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
    const key = this.key(rule, subject);
    const results = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? rule.windowSeconds);
    return { count, retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds };
  }

  async peek(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
    const key = this.key(rule, subject);
    const results = await this.redis.multi().get(key).ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? -1);
    return { count, retryAfterSeconds: ttl > 0 ? ttl : rule.windowSeconds };
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.del(this.key(rule, subject));
  }

  /** Counts this attempt and refuses it when over the limit. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const state = await this.hit(rule, subject);
    if (state.count > rule.limit) throw new TooManyRequestsException(state.retryAfterSeconds);
  }

  private key(rule: RateLimitRule, subject: string): string {
    return redisKey(this.namespace, 'rate', rule.name, subject.toLowerCase());
  }
}

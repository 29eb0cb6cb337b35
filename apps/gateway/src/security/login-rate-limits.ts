import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@portal/server-kit';
import type { GatewayConfig } from '../gateway-config';
import { RateLimiter, type RateLimitRule, TooManyRequestsException } from './rate-limiter';

/**
 * Login limits: every attempt counts against the caller's address; failed attempts count against the
 * account, so guessing one player's password from many addresses is slowed too. A successful login
 * clears the account's failures.
 */
@Injectable()
export class LoginRateLimits {
  private readonly perAddress: RateLimitRule;
  private readonly perAccount: RateLimitRule;
  readonly signupPerAddress: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(CONFIG) config: GatewayConfig,
  ) {
    this.perAddress = {
      name: 'login-ip',
      limit: config.RATE_LIMIT_LOGIN_PER_IP,
      windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    };
    this.perAccount = {
      name: 'login-account',
      limit: config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    };
    this.signupPerAddress = {
      name: 'signup-ip',
      limit: config.RATE_LIMIT_SIGNUP_PER_IP,
      windowSeconds: config.RATE_LIMIT_SIGNUP_WINDOW_SECONDS,
    };
  }

  async assertAllowed(address: string, email: string): Promise<void> {
    const account = await this.limiter.peek(this.perAccount, email);
    if (account.count >= this.perAccount.limit) throw new TooManyRequestsException(account.retryAfterSeconds);
    await this.limiter.consume(this.perAddress, address);
  }

  recordFailure(email: string): Promise<unknown> {
    return this.limiter.hit(this.perAccount, email);
  }

  clearFailures(email: string): Promise<void> {
    return this.limiter.reset(this.perAccount, email);
  }

  assertSignupAllowed(address: string): Promise<void> {
    return this.limiter.consume(this.signupPerAddress, address);
  }
}

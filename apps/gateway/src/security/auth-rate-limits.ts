import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@portal/server-kit';
import type { GatewayConfig } from '../gateway-config';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

/**
 * The gateway's first line for the public account routes, per client address. The limits that
 * protect one account's password live in identity, where the password is checked; these slow one
 * address trying many accounts, or creating them, without refusing a team that shares an address.
 */
@Injectable()
export class AuthRateLimits {
  private readonly loginFailures: RateLimitRule;
  private readonly signupBurst: RateLimitRule;
  private readonly signupHourly: RateLimitRule;
  private readonly signupFailures: RateLimitRule;
  private readonly passwordResetRequests: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(CONFIG) config: GatewayConfig,
  ) {
    this.loginFailures = {
      name: 'login-failures-ip',
      limit: config.RATE_LIMIT_LOGIN_PER_IP,
      windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    };
    this.signupBurst = { name: 'signup-burst-ip', limit: config.RATE_LIMIT_SIGNUP_BURST_PER_IP, windowSeconds: 60 };
    this.signupHourly = {
      name: 'signup-ip',
      limit: config.RATE_LIMIT_SIGNUP_PER_IP,
      windowSeconds: config.RATE_LIMIT_SIGNUP_WINDOW_SECONDS,
    };
    this.signupFailures = {
      name: 'signup-failures-ip',
      limit: config.RATE_LIMIT_SIGNUP_FAILURES_PER_IP,
      windowSeconds: config.RATE_LIMIT_SIGNUP_WINDOW_SECONDS,
    };
    this.passwordResetRequests = {
      name: 'password-reset-ip',
      limit: config.RATE_LIMIT_PASSWORD_RESET_PER_IP,
      windowSeconds: 60 * 60,
    };
  }

  /** Before a login: refused when this address failed too often lately (successes never count). */
  assertLoginAllowed(address: string): Promise<void> {
    return this.limiter.assertRoom([this.loginFailures], address);
  }

  recordLoginFailure(address: string): Promise<void> {
    return this.limiter.record(this.loginFailures, address);
  }

  /** Counts the sign-up against the minute's burst and the hour's ceiling, unless failures already stop it. */
  async consumeSignup(address: string): Promise<void> {
    await this.limiter.assertRoom([this.signupFailures], address);
    await this.limiter.consume([this.signupBurst, this.signupHourly], address);
  }

  /** A sign-up identity refused (e-mail taken, common password): probing costs more than joining. */
  recordSignupFailure(address: string): Promise<void> {
    return this.limiter.record(this.signupFailures, address);
  }

  consumePasswordResetRequest(address: string): Promise<void> {
    return this.limiter.consume([this.passwordResetRequests], address);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { tooManyAttemptsMessage } from '@portal/contracts';
import { LOGGER, type Logger, ServiceError } from '@portal/server-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { CredentialAttemptsRepository } from './credential-attempts.repository';
import { type ThrottlePolicy, activeFailures, secondsUntilAllowed } from './credential-throttle.rules';

/** The password-change form is one source of its own: the signed-in user, whatever their address. */
export const PASSWORD_CHANGE_SOURCE = 'password-change';

/** One sweep of stale rows per this many checks keeps the table small without a timer. */
const SWEEP_EVERY_CHECKS = 100;

export interface CredentialCheck<T> {
  account: string;
  source: string;
  /** The source needs no earlier success to skip the account-wide wait (a signed-in user). */
  trustedSource?: boolean;
  /** Resolves to the result when the secret was right, or undefined when it was wrong. */
  verify: () => Promise<T | undefined>;
}

/**
 * Runs a credential check within the limits. The attempt counts as a failure before the (slow)
 * verification runs, under a row lock, so parallel guesses cannot all slip past the limit; a correct
 * secret then clears it. State lives in PostgreSQL, beside the accounts: identity needs no other store
 * to check a password, the limits hold across replicas and restarts, and Redis eviction cannot reset
 * them.
 */
@Injectable()
export class CredentialThrottle {
  private readonly policy: ThrottlePolicy;
  private checks = 0;

  constructor(
    private readonly attempts: CredentialAttemptsRepository,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.policy = {
      freeFailuresPerSource: config.LOGIN_FREE_FAILURES_PER_ADDRESS,
      freeFailuresPerAccount: config.LOGIN_FREE_FAILURES_PER_ACCOUNT,
      baseDelaySeconds: config.LOGIN_BASE_DELAY_SECONDS,
      maxSourceDelaySeconds: config.LOGIN_MAX_DELAY_PER_ADDRESS_SECONDS,
      maxAccountDelaySeconds: config.LOGIN_MAX_DELAY_PER_ACCOUNT_SECONDS,
      forgetFailuresAfterSeconds: config.LOGIN_FORGET_FAILURES_AFTER_SECONDS,
    };
  }

  /** The result of `verify` when the secret was right; undefined when wrong; 429 when it must wait. */
  async check<T>({ account, source, trustedSource = false, verify }: CredentialCheck<T>): Promise<T | undefined> {
    await this.reserveAttempt(account, source, trustedSource);
    const result = await verify();
    if (result !== undefined) await this.attempts.recordSuccess(account, source);
    this.sweepNow();
    return result;
  }

  private async reserveAttempt(account: string, source: string, trustedSource: boolean): Promise<void> {
    const wait = await this.attempts.transaction(async (manager) => {
      const now = new Date();
      const sourceRecord = await this.attempts.lockSource(manager, account, source);
      const accountRecord = await this.attempts.accountFailures(
        manager,
        account,
        this.policy.forgetFailuresAfterSeconds,
      );
      const state = {
        source: { failures: activeFailures(sourceRecord, this.policy, now), lastFailedAt: sourceRecord.lastFailedAt },
        account: accountRecord,
        knownSource: trustedSource || sourceRecord.lastSucceededAt !== null,
      };
      const seconds = secondsUntilAllowed(state, this.policy, now);
      if (seconds === 0) await this.attempts.recordFailure(manager, account, source, state.source.failures + 1, now);
      return seconds;
    });
    if (wait > 0) {
      this.logger.warn({ source, retryAfterSeconds: wait }, 'credential check refused: too many failures');
      throw ServiceError.rateLimited(tooManyAttemptsMessage(wait), wait);
    }
  }

  private sweepNow(): void {
    this.checks += 1;
    if (this.checks % SWEEP_EVERY_CHECKS !== 0) return;
    this.attempts.sweepStale().catch((error: unknown) => this.logger.warn({ err: error }, 'sweep failed'));
  }
}

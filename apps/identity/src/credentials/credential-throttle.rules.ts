/**
 * How long a credential check must wait after failed ones. Failures count per (account, source), a
 * source being the client address of a login or the password-change form, and, more loosely, per
 * account across every source. Nothing locks an account: each failure past a free allowance doubles
 * the wait before the next check, up to a ceiling, so guessing stays slow while the real owner, on
 * another address, is not held by the guesser's failures. Pure: no clock, no storage.
 */
export interface ThrottlePolicy {
  /** Failures per (account, source) checked without any wait. */
  freeFailuresPerSource: number;
  /** Failures per account, over every source, before the account-wide wait starts. */
  freeFailuresPerAccount: number;
  /** The first wait; each further failure doubles it. */
  baseDelaySeconds: number;
  maxSourceDelaySeconds: number;
  /** Lower than the per-source ceiling: it also holds the owner on a new address. */
  maxAccountDelaySeconds: number;
  /** A failure this old no longer counts. */
  forgetFailuresAfterSeconds: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeFailuresPerSource: 5,
  freeFailuresPerAccount: 20,
  baseDelaySeconds: 1,
  maxSourceDelaySeconds: 15 * 60,
  maxAccountDelaySeconds: 60,
  forgetFailuresAfterSeconds: 24 * 60 * 60,
};

export interface FailureRecord {
  failures: number;
  lastFailedAt: Date | null;
}

export interface ThrottleState {
  /** This account and source. */
  source: FailureRecord;
  /** Every source of this account together (including this one). */
  account: FailureRecord;
  /**
   * The source has signed in to this account before (a known address, or the signed-in user changing
   * their password): the account-wide wait does not apply to it.
   */
  knownSource: boolean;
}

/** The wait after `failures` failures: none within the free allowance, then doubling to a ceiling. */
export function delayAfterFailures(failures: number, freeFailures: number, baseSeconds: number, maxSeconds: number) {
  if (failures < freeFailures) return 0;
  const doublings = failures - freeFailures;
  // 2^30 seconds is beyond any ceiling; capping the exponent keeps the arithmetic finite.
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(doublings, 30));
}

/** Whole seconds until the next check may run; 0 when it may run now. */
export function secondsUntilAllowed(state: ThrottleState, policy: ThrottlePolicy, now: Date): number {
  const sourceWait = waitFor(
    state.source,
    now,
    policy,
    delayAfterFailures(
      state.source.failures,
      policy.freeFailuresPerSource,
      policy.baseDelaySeconds,
      policy.maxSourceDelaySeconds,
    ),
  );
  const accountWait = state.knownSource
    ? 0
    : waitFor(
        state.account,
        now,
        policy,
        delayAfterFailures(
          state.account.failures,
          policy.freeFailuresPerAccount,
          policy.baseDelaySeconds,
          policy.maxAccountDelaySeconds,
        ),
      );
  return Math.ceil(Math.max(0, sourceWait, accountWait));
}

function waitFor(record: FailureRecord, now: Date, policy: ThrottlePolicy, delaySeconds: number): number {
  if (!record.lastFailedAt || delaySeconds === 0) return 0;
  const sinceLastFailure = (now.getTime() - record.lastFailedAt.getTime()) / 1000;
  if (sinceLastFailure >= policy.forgetFailuresAfterSeconds) return 0;
  return delaySeconds - sinceLastFailure;
}

/** Failures that still count: a run of failures is forgotten once its last one is old enough. */
export function activeFailures(record: FailureRecord, policy: ThrottlePolicy, now: Date): number {
  if (!record.lastFailedAt) return 0;
  const age = (now.getTime() - record.lastFailedAt.getTime()) / 1000;
  return age >= policy.forgetFailuresAfterSeconds ? 0 : record.failures;
}

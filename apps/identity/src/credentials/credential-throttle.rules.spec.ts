import {
  DEFAULT_THROTTLE_POLICY,
  type ThrottlePolicy,
  activeFailures,
  delayAfterFailures,
  secondsUntilAllowed,
} from './credential-throttle.rules';

const policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY;
const now = new Date('2026-11-22T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const none = { failures: 0, lastFailedAt: null };

describe('delayAfterFailures', () => {
  it('waits nothing within the free allowance', () => {
    expect(delayAfterFailures(0, 5, 1, 900)).toBe(0);
    expect(delayAfterFailures(4, 5, 1, 900)).toBe(0);
  });

  it('doubles from the base with every failure past it', () => {
    expect([5, 6, 7, 8, 9].map((failures) => delayAfterFailures(failures, 5, 1, 900))).toEqual([1, 2, 4, 8, 16]);
    expect(delayAfterFailures(7, 5, 3, 900)).toBe(12);
  });

  it('stops at the ceiling, however many failures there were', () => {
    expect(delayAfterFailures(15, 5, 1, 900)).toBe(900);
    expect(delayAfterFailures(10_000, 5, 1, 900)).toBe(900);
  });
});

describe('secondsUntilAllowed', () => {
  it('lets a check run with no failures, or fewer than the free allowance', () => {
    expect(secondsUntilAllowed({ source: none, account: none, knownSource: false }, policy, now)).toBe(0);
    const four = { failures: 4, lastFailedAt: secondsAgo(0) };
    expect(secondsUntilAllowed({ source: four, account: four, knownSource: false }, policy, now)).toBe(0);
  });

  it('makes a guesser on one address wait longer after each failure', () => {
    const after = (failures: number, ago: number) => {
      const record = { failures, lastFailedAt: secondsAgo(ago) };
      return secondsUntilAllowed({ source: record, account: record, knownSource: false }, policy, now);
    };
    expect(after(5, 0)).toBe(1);
    expect(after(8, 0)).toBe(8);
    expect(after(8, 3)).toBe(5);
    expect(after(8, 8)).toBe(0);
    expect(after(20, 0)).toBe(900);
  });

  it('does not hold the owner on another address by a guesser’s failures below the account allowance', () => {
    const guesser = { failures: 15, lastFailedAt: secondsAgo(1) };
    expect(secondsUntilAllowed({ source: none, account: guesser, knownSource: false }, policy, now)).toBe(0);
  });

  it('slows every new address once the account has many failures, with a low ceiling', () => {
    const account = { failures: 22, lastFailedAt: secondsAgo(1) };
    expect(secondsUntilAllowed({ source: none, account, knownSource: false }, policy, now)).toBe(3);
    const flooded = { failures: 5_000, lastFailedAt: secondsAgo(10) };
    expect(secondsUntilAllowed({ source: none, account: flooded, knownSource: false }, policy, now)).toBe(50);
  });

  it('spares an address that signed in to the account before from the account-wide wait', () => {
    const flooded = { failures: 5_000, lastFailedAt: secondsAgo(0) };
    expect(secondsUntilAllowed({ source: none, account: flooded, knownSource: true }, policy, now)).toBe(0);
  });

  it('still applies the per-address wait to a known address', () => {
    const source = { failures: 6, lastFailedAt: secondsAgo(0) };
    expect(secondsUntilAllowed({ source, account: source, knownSource: true }, policy, now)).toBe(2);
  });

  it('forgets a run of failures a day after the last one', () => {
    const old = { failures: 40, lastFailedAt: secondsAgo(24 * 60 * 60) };
    expect(secondsUntilAllowed({ source: old, account: old, knownSource: false }, policy, now)).toBe(0);
  });

  it('rounds a partial second up, so a retry at the given time is allowed', () => {
    const record = { failures: 6, lastFailedAt: new Date(now.getTime() - 500) };
    expect(secondsUntilAllowed({ source: record, account: record, knownSource: false }, policy, now)).toBe(2);
  });
});

describe('activeFailures', () => {
  it('counts recent failures and drops a run whose last failure is a day old', () => {
    expect(activeFailures({ failures: 7, lastFailedAt: secondsAgo(60) }, policy, now)).toBe(7);
    expect(activeFailures({ failures: 7, lastFailedAt: secondsAgo(24 * 60 * 60) }, policy, now)).toBe(0);
    expect(activeFailures(none, policy, now)).toBe(0);
  });
});

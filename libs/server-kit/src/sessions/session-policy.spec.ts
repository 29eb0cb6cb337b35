import { judgeSession } from './session-policy';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const policy = { idleTtlMs: 7 * DAY, absoluteTtlMs: 30 * DAY, touchIntervalMs: MINUTE };

describe('session expiry rules', () => {
  const createdAt = Date.UTC(2026, 0, 1);

  it('keeps a fresh session without rewriting it on every request', () => {
    expect(judgeSession({ createdAt, lastSeenAt: createdAt }, policy, createdAt + 10_000)).toEqual({
      valid: true,
      shouldTouch: false,
      remainingMs: 7 * DAY - 10_000,
    });
  });

  it('refreshes lastSeenAt once the touch interval has passed, extending the idle window', () => {
    const verdict = judgeSession({ createdAt, lastSeenAt: createdAt }, policy, createdAt + 2 * MINUTE);
    expect(verdict).toEqual({ valid: true, shouldTouch: true, remainingMs: 7 * DAY });
  });

  it('ends a session idle for the idle lifetime', () => {
    expect(judgeSession({ createdAt, lastSeenAt: createdAt }, policy, createdAt + 7 * DAY)).toEqual({
      valid: false,
      reason: 'idle',
    });
  });

  it('ends an active session at the absolute lifetime', () => {
    const now = createdAt + 30 * DAY;
    expect(judgeSession({ createdAt, lastSeenAt: now - MINUTE }, policy, now)).toEqual({
      valid: false,
      reason: 'absolute',
    });
  });

  it('never lets the idle window reach past the absolute end', () => {
    const now = createdAt + 29 * DAY;
    const verdict = judgeSession({ createdAt, lastSeenAt: now - 2 * MINUTE }, policy, now);
    expect(verdict).toEqual({ valid: true, shouldTouch: true, remainingMs: DAY });
  });
});

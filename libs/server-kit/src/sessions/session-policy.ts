export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleTtlMs: number;
  /** A session ends this long after sign-in, however active. */
  absoluteTtlMs: number;
  /** lastSeenAt is refreshed at most this often, so a busy user does not write on every request. */
  touchIntervalMs: number;
}

export interface SessionTimes {
  createdAt: number;
  lastSeenAt: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleTtlMs: 7 * 24 * 3600 * 1000,
  absoluteTtlMs: 30 * 24 * 3600 * 1000,
  touchIntervalMs: 60 * 1000,
};

export type SessionVerdict =
  { valid: false; reason: 'idle' | 'absolute' } | { valid: true; shouldTouch: boolean; remainingMs: number };

/** The expiry rules: whichever of idle and absolute comes first ends the session. */
export function judgeSession(times: SessionTimes, policy: SessionPolicy, now: number): SessionVerdict {
  const absoluteEnd = times.createdAt + policy.absoluteTtlMs;
  if (now >= absoluteEnd) return { valid: false, reason: 'absolute' };
  if (now >= times.lastSeenAt + policy.idleTtlMs) return { valid: false, reason: 'idle' };
  const shouldTouch = now - times.lastSeenAt >= policy.touchIntervalMs;
  const lastSeen = shouldTouch ? now : times.lastSeenAt;
  return { valid: true, shouldTouch, remainingMs: Math.min(absoluteEnd, lastSeen + policy.idleTtlMs) - now };
}

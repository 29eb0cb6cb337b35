/**
 * The gateway's per-address limits raised out of the way: every request of a test or benchmark comes
 * from 127.0.0.1, so the defaults (30 sign-ups a minute, 30 failed logins) would refuse its own
 * accounts. For tests whose point is input handling or scope, not rate limiting (which has its own tests).
 */
export const UNLIMITED_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_SIGNUP_PER_IP: '1000000',
  RATE_LIMIT_SIGNUP_BURST_PER_IP: '1000000',
  RATE_LIMIT_SIGNUP_FAILURES_PER_IP: '1000000',
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000000',
} as const;

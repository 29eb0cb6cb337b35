import type { GatewayConfig } from '../gateway-config';

export type RateLimitSettings = Pick<
  GatewayConfig,
  | 'RATE_LIMIT_LOGIN_PER_IP'
  | 'RATE_LIMIT_LOGIN_WINDOW_SECONDS'
  | 'RATE_LIMIT_SIGNUP_PER_IP'
  | 'RATE_LIMIT_SIGNUP_BURST_PER_IP'
  | 'RATE_LIMIT_SIGNUP_FAILURES_PER_IP'
  | 'RATE_LIMIT_SIGNUP_WINDOW_SECONDS'
  | 'RATE_LIMIT_PASSWORD_RESET_PER_IP'
>;

function per(seconds: number): string {
  return seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

/**
 * The limits the gateway (security/auth-rate-limits.ts) and identity apply, per route, as the document
 * states them. A unit test checks every key names a route.
 */
export function rateLimitsOf(settings: RateLimitSettings): Map<string, string> {
  const signup =
    `per client address, ${settings.RATE_LIMIT_SIGNUP_BURST_PER_IP} a minute and ` +
    `${settings.RATE_LIMIT_SIGNUP_PER_IP} per ${per(settings.RATE_LIMIT_SIGNUP_WINDOW_SECONDS)}; after ` +
    `${settings.RATE_LIMIT_SIGNUP_FAILURES_PER_IP} refused sign-ups in that time, none until the window moves on.`;
  const login =
    `per client address, at most ${settings.RATE_LIMIT_LOGIN_PER_IP} failed sign-ins per ` +
    `${per(settings.RATE_LIMIT_LOGIN_WINDOW_SECONDS)}; identity also slows repeated failures on one account.`;
  const passwordReset = `per client address, ${settings.RATE_LIMIT_PASSWORD_RESET_PER_IP} per hour.`;
  return new Map([
    ['POST /api/auth/login', login],
    ['POST /api/auth/signup', signup],
    ['POST /api/auth/staff-invitations/accept', signup],
    ['POST /api/guardian-invitations/accept', signup],
    ['POST /api/auth/password-reset/request', passwordReset],
    ['POST /api/auth/password-reset', passwordReset],
    ['POST /api/auth/password', 'identity slows repeated wrong current passwords on one account.'],
    ['POST /api/players/:id/parents/:parentId/invite', 'a few invitations per guardian an hour (identity).'],
    ['POST /api/players/:id/consent-requests', 'a few requests per consent a day (identity).'],
  ]);
}

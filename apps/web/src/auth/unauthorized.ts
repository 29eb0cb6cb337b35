/** Spec §8: a list load or save failed because the session is gone (message starts with 401 and contains Unauthorized). */
export function isUnauthorizedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /^401\b/.test(message) && message.includes('Unauthorized');
}

/** Where the browser goes to sign in again (spec §7 browser navigations). */
export const LOGIN_NAVIGATION_PATH = '/api/login';
export const LOGOUT_NAVIGATION_PATH = '/api/logout';
/** Spec §9: 500 ms before the unauthorised redirect. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

import { useEffect } from 'react';
import { showToast } from '../common/toast';
import { loginNavigationPathFor } from './return-to';
import { isUnauthorizedError, UNAUTHORIZED_REDIRECT_DELAY_MS } from './unauthorized';

let redirectScheduled = false;

/**
 * Spec §8: when a list load or save fails with 401 Unauthorized, say so and send the browser to
 * /api/login after 500 ms, carrying the current page as `returnTo` so signing in again comes back
 * to it. Returns true when it handled the error (callers then skip their own toast).
 */
export function redirectIfUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (!redirectScheduled) {
    redirectScheduled = true;
    showToast({ title: 'Unauthorized', message: 'You are logged out. Logging in again...', tone: 'error' });
    const { pathname, search, hash } = window.location;
    const target = loginNavigationPathFor(`${pathname}${search}${hash}`);
    window.setTimeout(() => window.location.assign(target), UNAUTHORIZED_REDIRECT_DELAY_MS);
  }
  return true;
}

/** For queries: `useUnauthorizedRedirect(error)` right after the query hook. */
export function useUnauthorizedRedirect(error: unknown): void {
  useEffect(() => {
    redirectIfUnauthorized(error);
  }, [error]);
}

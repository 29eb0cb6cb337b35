import { isApiError, serverMessageOf } from '../api/api-error';
import { isUnauthorizedError } from '../auth/unauthorized';

/**
 * Why a data load failed, as a screen must treat it: only `session` (a 401) means signing in again;
 * a lost connection or a server that is down for a moment is retried in place, never a redirect.
 */
export type LoadFailureKind = 'session' | 'offline' | 'unavailable' | 'failed';

/** Statuses of a gateway or service that is restarting, overloaded or cut off: worth a retry. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export function loadFailureKind(error: unknown): LoadFailureKind {
  if (isUnauthorizedError(error) || (isApiError(error) && error.status === 401)) return 'session';
  if (!isApiError(error)) return 'failed';
  if (error.status === 0) return 'offline';
  if (UNAVAILABLE_STATUSES.has(error.status)) return 'unavailable';
  return 'failed';
}

/** True only for a load the session's end broke (spec §8: 401). */
export function isSessionFailure(error: unknown): boolean {
  return loadFailureKind(error) === 'session';
}

/** The sentence under a failed load's title: what happened and that "Try again" may help. */
export function loadFailureMessage(error: unknown): string {
  switch (loadFailureKind(error)) {
    case 'session':
      return 'Your session has ended. Please log in again.';
    case 'offline':
      return 'The portal could not be reached. Check your connection, then try again.';
    case 'unavailable':
      return 'The portal is busy or restarting. Please try again in a moment.';
    default:
      return serverMessageOf(error) ?? 'Something went wrong while loading. Please try again.';
  }
}

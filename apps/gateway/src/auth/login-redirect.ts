const MAX_RETURN_TO_LENGTH = 2048;

/**
 * Where GET /api/login (the client's re-login navigation, spec §8) sends the browser: the login page,
 * carrying the page to come back to. Only a path on this site is passed on (the web app sanitises it
 * again before navigating); anything else is dropped, so this never redirects off the site.
 */
export function loginPageFor(returnTo: unknown): string {
  if (typeof returnTo !== 'string' || returnTo.length === 0 || returnTo.length > MAX_RETURN_TO_LENGTH) return '/login';
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return '/login';
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

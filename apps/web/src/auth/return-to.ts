import { LOGIN_NAVIGATION_PATH } from './unauthorized';

const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';
const PUBLIC_ONLY_PATHS = new Set(['/login', '/signup']);

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * The page to come back to after login, or null when `raw` is not a safe same-site path: it must
 * start with a single '/', contain no backslash, whitespace or control characters, stay on this
 * origin, and not be a server navigation (/api/...) or the login/signup pages themselves.
 */
export function sanitizeReturnTo(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || /\s/.test(raw) || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  if (PUBLIC_ONLY_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?returnTo=<path>` for a signed-out visit to a signed-in page. */
export function loginPathFor(wantedPath: string): string {
  const returnTo = sanitizeReturnTo(wantedPath);
  return returnTo && returnTo !== '/' ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login';
}

/**
 * Where the unauthorised flow (spec §8) sends the browser: /api/login, carrying the page the user was
 * on (`currentPath`: pathname, search and hash) so that after signing in again they come back to it.
 */
export function loginNavigationPathFor(currentPath: string): string {
  const returnTo = sanitizeReturnTo(currentPath);
  return returnTo && returnTo !== '/'
    ? `${LOGIN_NAVIGATION_PATH}?returnTo=${encodeURIComponent(returnTo)}`
    : LOGIN_NAVIGATION_PATH;
}

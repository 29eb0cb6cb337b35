export type PublicScreen = 'landing' | 'login' | 'signup';

/**
 * The public screen a first visit to `pathname` most likely shows, so its chunk can load while the
 * session check runs: `/` is the landing page for a signed-out visitor (a signed-in one gets the
 * dashboard and has fetched one small unused chunk).
 */
export function publicScreenFor(pathname: string): PublicScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return 'landing';
  if (path === '/login') return 'login';
  if (path === '/signup') return 'signup';
  return null;
}

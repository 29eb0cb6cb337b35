/*
 * What an address says about an invite, read without the contracts' schemas: the route guards use it
 * on every page, and importing a schema there would put zod into the first script every visitor
 * loads (bench:web's landing budget). Validating the code itself is club-invite's job.
 */

/** Whether the address carries an invite parameter at all (a malformed one is still shown as an invite). */
export function hasInviteParameter(search: string): boolean {
  return new URLSearchParams(search).has('invite');
}

/**
 * Where a visitor already signed in goes from a public-only page: an invite link (`/signup?invite=`)
 * leads to the join page, so a signed-in player can join the squad; anything else keeps its default.
 */
export function signedInInviteDestination(pathname: string, search: string): string | undefined {
  if (pathname !== '/signup' || !hasInviteParameter(search)) return undefined;
  const invite = new URLSearchParams(search).get('invite') ?? '';
  return `/join?${new URLSearchParams({ invite }).toString()}`;
}

import type { Page } from '@portal/contracts';

/**
 * The two answers of a player's list endpoint: without `?limit=` the spec's plain array (the newest
 * UNPAGED_LIST_CEILING items), with `?limit=&before=` the page itself, cursor included.
 */
export function arrayOrPage<T>(page: Page<T>, limit: number | undefined): T[] | Page<T> {
  return limit === undefined ? page.items : page;
}

/**
 * The list's `total` from the matches the page query counted (at most `lookahead` + 1 past the
 * page's start): exact while they end within the lookahead, else the lookahead's end, flagged as a
 * lower bound ("125+"). Paging on extends it, so the pager always offers the pages that exist.
 */
export function listTotal(
  counted: number,
  page: number,
  pageSize: number,
  lookahead: number,
): { total: number; totalCapped: boolean } {
  const countedUpTo = (page - 1) * pageSize + lookahead;
  return counted > countedUpTo ? { total: countedUpTo, totalCapped: true } : { total: counted, totalCapped: false };
}

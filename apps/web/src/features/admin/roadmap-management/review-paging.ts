/**
 * Cursor paging for the Reviews list (feature-slice §7): the cursors of the pages read so far, the
 * first page's being none. Next pushes the page's `nextCursor`, Previous goes back one.
 */
export interface CursorTrail {
  /** Filter and squad the trail belongs to: another starts again at the first page. */
  key: string;
  cursors: readonly (string | undefined)[];
}

export const firstPage = (key: string): CursorTrail => ({ key, cursors: [undefined] });

/** The trail for `key`: the one kept if it is for the same filter, else the first page. */
export function trailFor(trail: CursorTrail, key: string): CursorTrail {
  return trail.key === key ? trail : firstPage(key);
}

export const currentCursor = (trail: CursorTrail): string | undefined => trail.cursors.at(-1);
export const pageNumber = (trail: CursorTrail): number => trail.cursors.length;

export function nextPage(trail: CursorTrail, nextCursor: string): CursorTrail {
  return { key: trail.key, cursors: [...trail.cursors, nextCursor] };
}

export function previousPage(trail: CursorTrail): CursorTrail {
  return trail.cursors.length > 1 ? { key: trail.key, cursors: trail.cursors.slice(0, -1) } : trail;
}

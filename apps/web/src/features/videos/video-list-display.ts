/** Videos per page on Video Analysis (the API serves at most LIST_PAGE_MAX). */
export const VIDEO_PAGE_SIZE = 24;

/** How long the title search waits after the last key before asking the server. */
export const VIDEO_SEARCH_DEBOUNCE_MS = 300;

export interface VideoListNarrowing {
  /** The title search, trimmed ('' for none). */
  search: string;
  /** A status other than All Videos. */
  status: string | null;
  /** The player picked in the staff player filter. */
  playerName: string | null;
}

export interface EmptyState {
  title: string;
  message: string;
  /** Whether a "Clear filters" action makes sense. */
  canClear: boolean;
}

/**
 * "No videos yet" only when nothing narrows the list; otherwise the search or filters are why the
 * grid is empty, and the reader can clear them.
 */
export function videoListEmptyState(
  narrowing: VideoListNarrowing,
  reader: { isPlayer: boolean; squadLabel: string | null },
): EmptyState {
  if (narrowing.search) {
    return {
      title: 'No videos match this search',
      message: `No video title contains "${narrowing.search}". Try another word or clear the search.`,
      canClear: true,
    };
  }
  if (narrowing.status || narrowing.playerName) {
    const parts = [
      narrowing.playerName ? `from ${narrowing.playerName}` : null,
      narrowing.status ? `with the status ${narrowing.status}` : null,
    ].filter(Boolean);
    return {
      title: 'No videos match these filters',
      message: `There are no videos ${parts.join(' ')}.`,
      canClear: true,
    };
  }
  if (reader.isPlayer) {
    return {
      title: 'No videos yet',
      message: 'Upload your first game or training clip to get feedback from your coach.',
      canClear: false,
    };
  }
  return {
    title: 'No videos yet',
    message: reader.squadLabel
      ? `When players of ${reader.squadLabel} upload footage, it will appear here for review.`
      : 'When players upload footage, it will appear here for review.',
    canClear: false,
  };
}

/** Whose videos the staff grid shows: "Showing: U15 Blue", "Showing: Ana Silva (U15 Blue)". */
export function videoScopeCaption(scopeLabel: string, playerName: string | null): string {
  return playerName ? `Showing: ${playerName} (${scopeLabel})` : `Showing: ${scopeLabel}`;
}

/**
 * The cursor stack of the pages read so far: page 1 has none, page n+1 the `nextCursor` of page n.
 * Any change of filter, squad or search starts again at page 1 (`key` changes).
 */
export interface CursorTrail {
  key: string;
  cursors: readonly string[];
}

export function cursorFor(trail: CursorTrail, key: string): string | undefined {
  return trail.key === key ? trail.cursors[trail.cursors.length - 1] : undefined;
}

export function pageNumberOf(trail: CursorTrail, key: string): number {
  return trail.key === key ? trail.cursors.length + 1 : 1;
}

export function nextPage(trail: CursorTrail, key: string, nextCursor: string): CursorTrail {
  return { key, cursors: [...(trail.key === key ? trail.cursors : []), nextCursor] };
}

export function previousPage(trail: CursorTrail, key: string): CursorTrail {
  return { key, cursors: trail.key === key ? trail.cursors.slice(0, -1) : [] };
}

/** "Ana Silva" → "AS"; a one-word name gives its first two letters (spec §2.13 avatars). */
export function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  return `${Array.from(words[0]!)[0]}${Array.from(words[words.length - 1]!)[0]}`.toUpperCase();
}

export const DRAWER_MAX_WIDTH = 560;
export const DRAWER_MIN_WIDTH = 380;

export interface DrawerPlacement {
  side: 'left' | 'right';
  width: number;
}

/**
 * The review drawer opens on the side of the clicked card with more room, as wide as that room
 * (within 380–560 px), so the card stays in sight beside it where the window allows.
 */
export function drawerBeside(
  card: { left: number; right: number },
  viewportWidth: number = window.innerWidth,
): DrawerPlacement {
  const roomRight = viewportWidth - card.right;
  const roomLeft = card.left;
  const side = roomRight >= roomLeft ? 'right' : 'left';
  const room = Math.floor(Math.max(roomRight, roomLeft)) - 8;
  return { side, width: Math.max(DRAWER_MIN_WIDTH, Math.min(DRAWER_MAX_WIDTH, room)) };
}

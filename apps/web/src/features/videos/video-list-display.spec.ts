import {
  cursorFor,
  drawerBeside,
  initialsOfName,
  nextPage,
  pageNumberOf,
  previousPage,
  videoListEmptyState,
  videoScopeCaption,
} from './video-list-display';

const NOTHING = { search: '', status: null, playerName: null };

describe('videoListEmptyState', () => {
  it('says "No videos yet" when nothing narrows the list, in the reader\'s terms', () => {
    expect(videoListEmptyState(NOTHING, { isPlayer: true, squadLabel: null })).toEqual({
      title: 'No videos yet',
      message: 'Upload your first game or training clip to get feedback from your coach.',
      canClear: false,
    });
    expect(videoListEmptyState(NOTHING, { isPlayer: false, squadLabel: null }).message).toBe(
      'When players upload footage, it will appear here for review.',
    );
    expect(videoListEmptyState(NOTHING, { isPlayer: false, squadLabel: 'U15 Blue' }).message).toBe(
      'When players of U15 Blue upload footage, it will appear here for review.',
    );
  });

  it('blames the search when there is one', () => {
    expect(
      videoListEmptyState({ ...NOTHING, search: 'derby', status: 'Reviewed' }, { isPlayer: false, squadLabel: null }),
    ).toEqual({
      title: 'No videos match this search',
      message: 'No video title contains "derby". Try another word or clear the search.',
      canClear: true,
    });
  });

  it('names the player and status filters otherwise', () => {
    expect(
      videoListEmptyState(
        { ...NOTHING, status: 'Reviewed', playerName: 'Ana Silva' },
        { isPlayer: false, squadLabel: 'U15 Blue' },
      ),
    ).toEqual({
      title: 'No videos match these filters',
      message: 'There are no videos from Ana Silva with the status Reviewed.',
      canClear: true,
    });
    expect(videoListEmptyState({ ...NOTHING, status: 'In Review' }, { isPlayer: true, squadLabel: null }).message).toBe(
      'There are no videos with the status In Review.',
    );
  });
});

describe('videoScopeCaption', () => {
  it('names the squad, and the player when one is picked', () => {
    expect(videoScopeCaption('All your players', null)).toBe('Showing: All your players');
    expect(videoScopeCaption('U15 Blue', 'Ana Silva')).toBe('Showing: Ana Silva (U15 Blue)');
  });
});

describe('cursor trail', () => {
  it('walks forward and back through the pages of one filter', () => {
    let trail = { key: 'a', cursors: [] as string[] } as { key: string; cursors: readonly string[] };
    expect(cursorFor(trail, 'a')).toBeUndefined();
    expect(pageNumberOf(trail, 'a')).toBe(1);
    trail = nextPage(trail, 'a', 'c1');
    trail = nextPage(trail, 'a', 'c2');
    expect(cursorFor(trail, 'a')).toBe('c2');
    expect(pageNumberOf(trail, 'a')).toBe(3);
    trail = previousPage(trail, 'a');
    expect(cursorFor(trail, 'a')).toBe('c1');
    expect(pageNumberOf(trail, 'a')).toBe(2);
  });

  it('starts at page 1 when the filter changes', () => {
    const trail = nextPage({ key: 'a', cursors: [] }, 'a', 'c1');
    expect(cursorFor(trail, 'b')).toBeUndefined();
    expect(pageNumberOf(trail, 'b')).toBe(1);
    expect(nextPage(trail, 'b', 'd1')).toEqual({ key: 'b', cursors: ['d1'] });
  });
});

describe('initialsOfName', () => {
  it('takes the first and last initials, or two letters of one word', () => {
    expect(initialsOfName('Ana Silva')).toBe('AS');
    expect(initialsOfName('  ana maria  silva ')).toBe('AS');
    expect(initialsOfName('Pelé')).toBe('PE');
    expect(initialsOfName(' ')).toBe('?');
  });
});

describe('drawerBeside', () => {
  it('opens on the side with more room, as wide as the room allows', () => {
    // A 1280 px grid of three cards: left, middle, right column.
    expect(drawerBeside({ left: 16, right: 420 }, 1280)).toEqual({ side: 'right', width: 560 });
    expect(drawerBeside({ left: 438, right: 842 }, 1280)).toEqual({ side: 'right', width: 430 });
    expect(drawerBeside({ left: 860, right: 1264 }, 1280)).toEqual({ side: 'left', width: 560 });
  });

  it('never gets narrower than 380 px, even when it must cover the card', () => {
    expect(drawerBeside({ left: 16, right: 700 }, 800)).toEqual({ side: 'right', width: 380 });
  });
});

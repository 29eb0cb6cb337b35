import { currentCursor, firstPage, nextPage, pageNumber, previousPage, trailFor } from './review-paging';

describe('the Reviews list cursor trail', () => {
  it('starts without a cursor, moves on with each nextCursor and back again', () => {
    const first = firstPage('all');
    expect([currentCursor(first), pageNumber(first)]).toEqual([undefined, 1]);
    const third = nextPage(nextPage(first, 'c1'), 'c2');
    expect([currentCursor(third), pageNumber(third)]).toEqual(['c2', 3]);
    const second = previousPage(third);
    expect([currentCursor(second), pageNumber(second)]).toEqual(['c1', 2]);
    expect(previousPage(previousPage(second))).toEqual(first);
  });

  it('starts again at the first page for another player or squad', () => {
    const deep = nextPage(firstPage('squad-a|'), 'c1');
    expect(trailFor(deep, 'squad-a|')).toBe(deep);
    expect(trailFor(deep, 'squad-a|player-1')).toEqual(firstPage('squad-a|player-1'));
  });
});

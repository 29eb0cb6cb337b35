import { listTotal } from './player-list.rules';

describe('listTotal', () => {
  it('is exact while the matches end within the lookahead', () => {
    expect(listTotal(0, 1, 25, 100)).toEqual({ total: 0, totalCapped: false });
    expect(listTotal(100, 1, 25, 100)).toEqual({ total: 100, totalCapped: false });
    expect(listTotal(130, 3, 25, 100)).toEqual({ total: 130, totalCapped: false });
  });

  it('is a lower bound at the lookahead past the page start when more match', () => {
    expect(listTotal(101, 1, 25, 100)).toEqual({ total: 100, totalCapped: true });
    expect(listTotal(151, 3, 25, 100)).toEqual({ total: 150, totalCapped: true });
  });
});

import { arrayOrPage } from './array-or-page';

describe('arrayOrPage', () => {
  const page = { items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'cursor-b' };

  it('answers the plain array when the request gave no limit', () => {
    expect(arrayOrPage(page, undefined)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('answers the page, cursor included, when the request gave a limit', () => {
    expect(arrayOrPage(page, 2)).toBe(page);
  });
});

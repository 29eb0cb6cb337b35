import { titleContains } from './video-list.rules';

describe('titleContains', () => {
  it('wraps the search in wildcards', () => {
    expect(titleContains('Corner')).toBe('%Corner%');
  });

  it('escapes the characters LIKE reads as patterns, so they match only themselves', () => {
    expect(titleContains('100%')).toBe('%100\\%%');
    expect(titleContains('free_kick')).toBe('%free\\_kick%');
    expect(titleContains('a\\b')).toBe('%a\\\\b%');
  });
});

import { MAX_JSON_NESTING, jsonNestingExceeds } from './json-nesting';

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonNestingExceeds', () => {
  it('allows the nesting limit and refuses one level more, for arrays and objects', () => {
    expect(jsonNestingExceeds(nestedArrays(MAX_JSON_NESTING))).toBe(false);
    expect(jsonNestingExceeds(nestedArrays(MAX_JSON_NESTING + 1))).toBe(true);
    expect(jsonNestingExceeds(nestedObjects(MAX_JSON_NESTING))).toBe(false);
    expect(jsonNestingExceeds(nestedObjects(MAX_JSON_NESTING + 1))).toBe(true);
    expect(jsonNestingExceeds(nestedArrays(5000))).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    expect(jsonNestingExceeds(JSON.stringify(Array.from({ length: 1000 }, () => [{ a: [1] }])))).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ notes: '['.repeat(1000) }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ notes: `"\\${'{'.repeat(1000)}` }))).toBe(false);
    // After a string ending in an escaped quote, the brackets count again.
    expect(jsonNestingExceeds(`{"notes":"\\"","x":${nestedArrays(3)}}`, 3)).toBe(true);
  });
});

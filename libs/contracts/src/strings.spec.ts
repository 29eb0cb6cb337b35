import { NUL_CHARACTER_MESSAGE, findNulCharacter, optionalTextSchema, requiredTextSchema, textSchema } from './strings';

describe('strings: NUL characters never reach PostgreSQL', () => {
  it('textSchema refuses a NUL anywhere in the value', () => {
    expect(textSchema().safeParse('fine').success).toBe(true);
    const refused = textSchema().safeParse('bad\u0000value');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('findNulCharacter names the path of the first NUL, in values and keys', () => {
    expect(findNulCharacter({ a: 'ok', b: [1, 'x', { c: 'y\u0000' }] })).toBe('b.2.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\\0');
    expect(findNulCharacter('\u0000')).toBe('(body)');
    expect(findNulCharacter({ a: 'ok', n: 1, z: null, t: true })).toBeUndefined();
  });

  it('optionalTextSchema trims and stores blank as absent', () => {
    const notes = optionalTextSchema(5);
    expect(notes.parse('  hi ')).toBe('hi');
    expect(notes.parse('   ')).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
    expect(notes.safeParse('123456').success).toBe(false);
  });

  it('requiredTextSchema trims and refuses blank with the given message', () => {
    const title = requiredTextSchema('Title is required', 10);
    expect(title.parse('  Drill ')).toBe('Drill');
    expect(title.safeParse('   ').error?.issues[0]?.message).toBe('Title is required');
  });
});

import { greetingName, roleLabel, userFullName, userInitials } from './user-display';

describe('userInitials', () => {
  it('uses the first letters of first and last name, upper-cased', () => {
    expect(userInitials({ firstName: 'ana', lastName: 'Silva' })).toBe('AS');
  });

  it('uses whichever part exists', () => {
    expect(userInitials({ firstName: 'Ana', lastName: null })).toBe('A');
    expect(userInitials({ firstName: '  ', lastName: 'Silva' })).toBe('S');
  });

  it("is 'U' without a name", () => {
    expect(userInitials({ firstName: null, lastName: null })).toBe('U');
    expect(userInitials({})).toBe('U');
    expect(userInitials(null)).toBe('U');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(userInitials({ firstName: '𝒜da', lastName: 'Émile' })).toBe('𝒜É');
  });
});

describe('userFullName', () => {
  it('joins first and last name', () => {
    expect(userFullName({ firstName: ' Ana ', lastName: 'Silva' })).toBe('Ana Silva');
  });

  it('uses the part that exists', () => {
    expect(userFullName({ firstName: null, lastName: 'Silva' })).toBe('Silva');
  });

  it("is 'User' without a name", () => {
    expect(userFullName({ firstName: '', lastName: '' })).toBe('User');
    expect(userFullName(undefined)).toBe('User');
  });
});

describe('greetingName', () => {
  it('is the first name', () => {
    expect(greetingName({ firstName: 'Ana', lastName: 'Silva' })).toBe('Ana');
  });

  it("falls back to 'Player'", () => {
    expect(greetingName({ firstName: ' ', lastName: 'Silva' })).toBe('Player');
    expect(greetingName(null)).toBe('Player');
  });
});

describe('roleLabel', () => {
  it('capitalises the role', () => {
    expect(roleLabel('coach')).toBe('Coach');
    expect(roleLabel('admin')).toBe('Admin');
  });

  it("reads a missing role as 'Player'", () => {
    expect(roleLabel(undefined)).toBe('Player');
    expect(roleLabel('')).toBe('Player');
  });
});

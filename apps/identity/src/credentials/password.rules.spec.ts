import { commonPasswordCount, passwordProblems } from './password.rules';

describe('common password list', () => {
  it('bundles at least the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses common passwords whatever their case', () => {
    for (const common of ['password', 'qwerty123', 'football', 'PASSWORD1', 'iloveyou']) {
      expect(passwordProblems(common)).toEqual([{ field: 'password', message: expect.stringContaining('too common') }]);
    }
  });

  it('accepts an uncommon password', () => {
    expect(passwordProblems('Kick-Off-2026!')).toEqual([]);
  });
});

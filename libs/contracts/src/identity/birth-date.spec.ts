import {
  DATE_OF_BIRTH_REQUIRED_MESSAGE,
  accountDateOfBirthSchema,
  dateOfBirthProblem,
  latestTodayOnEarth,
  signupRequestSchema,
} from '../index';

const today = '2026-11-29';

describe('the neutral age question', () => {
  it('accepts a real day from 1900 to four years ago', () => {
    expect(dateOfBirthProblem('2012-02-29', today)).toBeNull();
    expect(dateOfBirthProblem('1900-01-01', today)).toBeNull();
    expect(dateOfBirthProblem('2022-11-29', today)).toBeNull();
  });

  it('names what is wrong: missing, malformed, future, before 1900, under 4', () => {
    expect(dateOfBirthProblem(undefined, today)).toBe(DATE_OF_BIRTH_REQUIRED_MESSAGE);
    expect(dateOfBirthProblem('  ', today)).toBe(DATE_OF_BIRTH_REQUIRED_MESSAGE);
    expect(dateOfBirthProblem('2013-02-29', today)).toMatch(/real date/);
    expect(dateOfBirthProblem('29/02/2012', today)).toMatch(/real date/);
    expect(dateOfBirthProblem('2026-11-30', today)).toMatch(/future/);
    expect(dateOfBirthProblem('1899-12-31', today)).toMatch(/1900/);
    expect(dateOfBirthProblem('2022-11-30', today)).toMatch(/Check the year/);
  });

  it('judges "the future" by the zone furthest ahead, so nobody born today anywhere is refused', () => {
    // 10:30 UTC on 29 Nov is already 30 Nov in Kiribati (UTC+14), still 29 Nov in Hawaii.
    expect(latestTodayOnEarth(new Date('2026-11-29T10:30:00Z'))).toBe('2026-11-30');
    expect(latestTodayOnEarth(new Date('2026-11-29T09:59:00Z'))).toBe('2026-11-29');
  });

  it('is required at sign-up, and the sign-up takes a guardian e-mail beside it', () => {
    const account = { email: 'kim@club.test', password: 'Kick-Off-2026!', firstName: 'Kim', lastName: 'Lee' };
    const missing = signupRequestSchema.safeParse(account);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toContain('dateOfBirth');
    const parsed = signupRequestSchema.parse({
      ...account,
      dateOfBirth: '2014-05-01',
      guardianEmail: ' Mum@Family.test ',
    });
    expect(parsed).toMatchObject({ dateOfBirth: '2014-05-01', guardianEmail: 'mum@family.test' });
    expect(accountDateOfBirthSchema.safeParse(20140501).success).toBe(false);
  });
});

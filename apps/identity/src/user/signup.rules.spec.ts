import { GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE, GUARDIAN_EMAIL_REQUIRED_MESSAGE } from '@portal/contracts';
import { type SignupAge, signupGuardian } from './signup.rules';

const signup = (overrides: Partial<SignupAge>): SignupAge => ({
  email: 'kim@club.test',
  dateOfBirth: '2014-11-29',
  guardianEmail: undefined,
  consentAge: 13,
  today: '2026-11-29',
  ...overrides,
});

describe('what a sign-up asks of the guardian', () => {
  it('needs a guardian e-mail under the consent age, and none from the birthday on', () => {
    expect(signupGuardian(signup({ dateOfBirth: '2013-11-30' }))).toEqual({
      problem: { field: 'guardianEmail', message: GUARDIAN_EMAIL_REQUIRED_MESSAGE },
    });
    expect(signupGuardian(signup({ dateOfBirth: '2013-11-29' }))).toEqual({ guardianEmail: null });
  });

  it('counts by the club’s own consent age (13 to 16)', () => {
    const fifteen = { dateOfBirth: '2011-06-01' };
    expect(signupGuardian(signup({ ...fifteen, consentAge: 16 }))).toHaveProperty('problem');
    expect(signupGuardian(signup({ ...fifteen, consentAge: 13 }))).toEqual({ guardianEmail: null });
  });

  it('counts a 29 February birthday as reached on 1 March of a common year', () => {
    const leapling = { dateOfBirth: '2012-02-29', consentAge: 14 };
    expect(signupGuardian(signup({ ...leapling, today: '2026-02-28' }))).toHaveProperty('problem');
    expect(signupGuardian(signup({ ...leapling, today: '2026-03-01' }))).toEqual({ guardianEmail: null });
  });

  it('invites the guardian e-mail under the age, ignores it at or over, and refuses the player’s own', () => {
    expect(signupGuardian(signup({ guardianEmail: 'mum@family.test' }))).toEqual({ guardianEmail: 'mum@family.test' });
    expect(signupGuardian(signup({ dateOfBirth: '2000-01-01', guardianEmail: 'mum@family.test' }))).toEqual({
      guardianEmail: null,
    });
    expect(signupGuardian(signup({ guardianEmail: 'kim@club.test' }))).toEqual({
      problem: { field: 'guardianEmail', message: GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE },
    });
  });
});

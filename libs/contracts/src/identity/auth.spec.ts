import { emailSchema, loginRequestSchema, normalizeEmail, passwordSchema, signupRequestSchema } from './auth';

describe('e-mail normalisation', () => {
  it('trims and lower-cases, so one person has one account', () => {
    expect(emailSchema.parse('  Ana.Silva@Club.ORG ')).toBe('ana.silva@club.org');
    expect(normalizeEmail(' Ana@Club.org')).toBe('ana@club.org');
  });

  it('rejects what is not an e-mail address', () => {
    for (const bad of ['', '   ', 'ana', 'ana@', '@club.org', 'ana club@club.org']) {
      expect(emailSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('password rules', () => {
  it('needs 6 to 128 characters, with the spec message below 6', () => {
    expect(passwordSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Password must be at least 6 characters long',
    );
    expect(passwordSchema.safeParse('a'.repeat(6)).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(129)).success).toBe(false);
  });

  it('refuses a whitespace-only password and a NUL character', () => {
    expect(passwordSchema.safeParse('        ').error?.issues[0]?.message).toBe('Password must not be only spaces');
    expect(passwordSchema.safeParse(' pass word ').success).toBe(true);
    expect(passwordSchema.safeParse('secret\u0000word').success).toBe(false);
  });
});

describe('sign-up payload', () => {
  const valid = {
    email: 'ana@club.org',
    password: 'Kick-Off-2026!',
    firstName: 'Ana',
    lastName: 'Silva',
    dateOfBirth: '2001-04-12',
  };

  it('accepts the spec payload with the date of birth, and trims names', () => {
    expect(signupRequestSchema.parse({ ...valid, firstName: ' Ana ' }).firstName).toBe('Ana');
  });

  it('requires every field and refuses unknown ones (confirmPassword is not sent)', () => {
    for (const field of Object.keys(valid)) {
      const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
      expect(signupRequestSchema.safeParse(rest).success).toBe(false);
    }
    expect(signupRequestSchema.safeParse({ ...valid, confirmPassword: 'x' }).success).toBe(false);
  });

  it('login only needs both fields present', () => {
    expect(loginRequestSchema.parse({ email: ' Ana@Club.org ', password: 'x' })).toEqual({
      email: 'ana@club.org',
      password: 'x',
    });
    expect(loginRequestSchema.safeParse({ email: 'ana@club.org' }).success).toBe(false);
  });
});

import {
  REQUIRED_FIELD_MESSAGE,
  type SignupForm,
  validateAcceptInvitationForm,
  validateForgotPasswordForm,
  validateLoginForm,
  validateResetPasswordForm,
  validateSignupForm,
} from './auth-validation';

describe('validateLoginForm (spec §5)', () => {
  it('asks for both fields', () => {
    for (const form of [
      { email: '', password: 'secret1' },
      { email: '  ', password: 'secret1' },
      { email: 'ana@club.org', password: '' },
    ]) {
      expect(validateLoginForm(form)).toEqual({
        ok: false,
        toast: { title: 'Missing information', message: 'Please enter both email and password', tone: 'error' },
        fieldErrors: form.password ? { email: 'This field is required' } : { password: 'This field is required' },
      });
    }
  });

  it('sends the trimmed, lower-cased e-mail and the password as typed', () => {
    expect(validateLoginForm({ email: ' Ana@Club.org ', password: ' pass word ' })).toEqual({
      ok: true,
      request: { email: 'ana@club.org', password: ' pass word ' },
    });
  });
});

describe('validateSignupForm (spec §5)', () => {
  const valid: SignupForm = {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@club.org',
    password: 'kick-off-42',
    confirmPassword: 'kick-off-42',
    birthDay: '4',
    birthMonth: '7',
    birthYear: '2001',
    guardianEmail: '',
  };

  it.each(['firstName', 'lastName', 'email', 'password'] as const)('asks for %s', (field) => {
    expect(validateSignupForm({ ...valid, [field]: field === 'password' ? '' : ' ' })).toEqual({
      ok: false,
      toast: { title: 'Missing information', message: 'Please fill in all required fields', tone: 'error' },
      fieldErrors: { [field]: 'This field is required' },
    });
  });

  it('needs matching passwords', () => {
    expect(validateSignupForm({ ...valid, confirmPassword: 'kick-off-43' })).toEqual({
      ok: false,
      toast: { title: 'Password mismatch', message: 'Passwords do not match', tone: 'error' },
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    });
  });

  it('checks the match before the length', () => {
    const result = validateSignupForm({ ...valid, password: 'abc', confirmPassword: 'abd' });
    expect(result.ok === false && result.toast.title).toBe('Password mismatch');
  });

  it('needs at least 6 characters', () => {
    expect(validateSignupForm({ ...valid, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      ok: false,
      toast: { title: 'Password too short', message: 'Password must be at least 6 characters long', tone: 'error' },
      fieldErrors: { password: 'Password must be at least 6 characters long' },
    });
    expect(validateSignupForm({ ...valid, password: 'abc123', confirmPassword: 'abc123' }).ok).toBe(true);
  });

  it("shows the contract's message for a malformed e-mail", () => {
    expect(validateSignupForm({ ...valid, email: 'ana-at-club' })).toEqual({
      ok: false,
      toast: { title: 'Invalid details', message: 'Enter a valid email address', tone: 'error' },
      fieldErrors: { email: 'Enter a valid email address' },
    });
  });

  it('sends the fields the API takes, the date of birth as one day, never confirmPassword', () => {
    expect(validateSignupForm({ ...valid, firstName: ' Ana ', email: 'Ana@Club.org' })).toEqual({
      ok: true,
      request: {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@club.org',
        password: 'kick-off-42',
        dateOfBirth: '2001-07-04',
      },
    });
  });

  it('asks for the date of birth with the other required fields, in the order of the page', () => {
    const result = validateSignupForm({ ...valid, lastName: '', birthDay: '', birthMonth: '', birthYear: '' });
    expect(result).toEqual({
      ok: false,
      toast: { title: 'Missing information', message: 'Please fill in all required fields', tone: 'error' },
      fieldErrors: { lastName: 'This field is required', dateOfBirth: 'Enter your date of birth' },
    });
    expect(Object.keys(result.ok ? {} : (result.fieldErrors ?? {}))).toEqual(['lastName', 'dateOfBirth']);
  });

  it('checks the date of birth with the contract rule before sending', () => {
    expect(validateSignupForm({ ...valid, birthDay: '31', birthMonth: '2' })).toEqual({
      ok: false,
      toast: { title: 'Check your date of birth', message: 'Enter a real date: day, month and year', tone: 'error' },
      fieldErrors: { dateOfBirth: 'Enter a real date: day, month and year' },
    });
    const nextYear = String(new Date().getFullYear() + 1);
    expect(validateSignupForm({ ...valid, birthYear: nextYear })).toMatchObject({
      ok: false,
      fieldErrors: { dateOfBirth: 'A date of birth cannot be in the future' },
    });
  });

  it('sends the guardian e-mail only once the page asks it, and requires it then', () => {
    const notAsked = validateSignupForm({ ...valid, guardianEmail: 'mum@home.test' });
    expect(notAsked.ok).toBe(true);
    expect(notAsked.ok && 'guardianEmail' in notAsked.request).toBe(false);
    expect(validateSignupForm(valid, undefined, { askGuardian: true })).toMatchObject({
      ok: false,
      toast: { title: 'Missing information' },
      fieldErrors: { guardianEmail: "Enter your parent's or guardian's email" },
    });
    expect(
      validateSignupForm({ ...valid, guardianEmail: ' Mum@Home.test ' }, undefined, { askGuardian: true }),
    ).toMatchObject({ ok: true, request: { guardianEmail: 'mum@home.test' } });
    expect(validateSignupForm({ ...valid, guardianEmail: 'ANA@club.org' }, undefined, { askGuardian: true })).toEqual({
      ok: false,
      toast: {
        title: 'Invalid details',
        message: "Enter your parent's or guardian's own email, not yours",
        tone: 'error',
      },
      fieldErrors: { guardianEmail: "Enter your parent's or guardian's own email, not yours" },
    });
  });
});

describe('validateForgotPasswordForm', () => {
  it('asks for the e-mail', () => {
    expect(validateForgotPasswordForm({ email: ' ' })).toEqual({
      ok: false,
      toast: { title: 'Missing information', message: 'Please enter your email', tone: 'error' },
      fieldErrors: { email: 'This field is required' },
    });
  });

  it('refuses a malformed e-mail and sends a well-formed one trimmed and lower-cased', () => {
    expect(validateForgotPasswordForm({ email: 'not-an-email' })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Enter a valid email address' },
    });
    expect(validateForgotPasswordForm({ email: ' Ana@Club.org ' })).toEqual({
      ok: true,
      request: { email: 'ana@club.org' },
    });
  });
});

describe('validateResetPasswordForm (the sign-up password rules)', () => {
  const token = 'a'.repeat(43);

  it('asks for both fields, then a match, then the minimum length', () => {
    expect(validateResetPasswordForm({ newPassword: '', confirmPassword: '' }, token)).toMatchObject({
      ok: false,
      toast: { title: 'Missing information' },
      fieldErrors: { newPassword: 'This field is required', confirmPassword: 'This field is required' },
    });
    expect(validateResetPasswordForm({ newPassword: 'kick-off-42', confirmPassword: 'kick-off-43' }, token)).toEqual({
      ok: false,
      toast: { title: 'Password mismatch', message: 'Passwords do not match', tone: 'error' },
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    });
    expect(validateResetPasswordForm({ newPassword: '12345', confirmPassword: '12345' }, token)).toMatchObject({
      ok: false,
      toast: { title: 'Password too short' },
      fieldErrors: { newPassword: 'Password must be at least 6 characters long' },
    });
  });

  it('sends the token with the new password as typed', () => {
    expect(validateResetPasswordForm({ newPassword: ' kick off ', confirmPassword: ' kick off ' }, token)).toEqual({
      ok: true,
      request: { token, newPassword: ' kick off ' },
    });
  });
});

describe('signup with an invite link', () => {
  const form = {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@club.test',
    password: 'kick-off-2025!',
    confirmPassword: 'kick-off-2025!',
    birthDay: '30',
    birthMonth: '11',
    birthYear: '1999',
    guardianEmail: '',
  };

  it('sends the invite code with the sign-up', () => {
    expect(validateSignupForm(form, 'Ab3')).toMatchObject({ ok: true, request: { inviteCode: 'Ab3' } });
    expect(validateSignupForm(form)).toEqual({
      ok: true,
      request: {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@club.test',
        password: 'kick-off-2025!',
        dateOfBirth: '1999-11-30',
      },
    });
  });

  it('refuses a malformed or empty code instead of signing up without it', () => {
    expect(validateSignupForm(form, 'bad code!')).toMatchObject({
      ok: false,
      toast: { message: 'This invite code is not valid' },
    });
    expect(validateSignupForm(form, '')).toMatchObject({ ok: false, toast: { message: 'Invite code is required' } });
  });
});

describe('accepting a staff invitation', () => {
  const token = 'A'.repeat(43);
  const form = { firstName: 'Carla', lastName: 'Coach', password: 'kick-off-2025!', confirmPassword: 'kick-off-2025!' };

  it('names every blank field', () => {
    expect(
      validateAcceptInvitationForm({ firstName: ' ', lastName: '', password: '', confirmPassword: '' }, token),
    ).toEqual({
      ok: false,
      toast: { title: 'Missing information', message: 'Please fill in all required fields', tone: 'error' },
      fieldErrors: {
        firstName: REQUIRED_FIELD_MESSAGE,
        lastName: REQUIRED_FIELD_MESSAGE,
        password: REQUIRED_FIELD_MESSAGE,
      },
    });
  });

  it('checks the confirmation and the length before the contract', () => {
    expect(validateAcceptInvitationForm({ ...form, confirmPassword: 'other' }, token)).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    });
    expect(validateAcceptInvitationForm({ ...form, password: 'short', confirmPassword: 'short' }, token)).toMatchObject(
      {
        ok: false,
        fieldErrors: { password: expect.stringMatching(/^Password must be at least/) },
      },
    );
  });

  it('sends names, password and the token', () => {
    expect(validateAcceptInvitationForm(form, token)).toEqual({
      ok: true,
      request: { token, firstName: 'Carla', lastName: 'Coach', password: 'kick-off-2025!' },
    });
  });
});

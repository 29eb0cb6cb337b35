import { guardianInvitationToken, validateGuardianAccountForm } from './guardian-invitation-link';

const token = 'a'.repeat(43);
const form = { firstName: 'Maria', lastName: 'Striker', password: 'Kick-Off-2026!', confirmPassword: 'Kick-Off-2026!' };

describe('the guardian invitation page', () => {
  it('reads the token from the mailed fragment or the query, and ignores a malformed one', () => {
    expect(guardianInvitationToken(`#token=${token}`, '')).toBe(token);
    expect(guardianInvitationToken('', `?token=${token}`)).toBe(token);
    expect(guardianInvitationToken('#token=short', '')).toBeUndefined();
    expect(guardianInvitationToken('', '')).toBeUndefined();
  });

  it("checks the new parent account with the contracts' schema, each message next to its field", () => {
    expect(validateGuardianAccountForm(form, token)).toEqual({
      ok: true,
      request: { token, firstName: 'Maria', lastName: 'Striker', password: 'Kick-Off-2026!' },
    });
    const refused = validateGuardianAccountForm({ ...form, firstName: ' ', confirmPassword: 'other' }, token);
    expect(refused).toEqual({
      ok: false,
      toast: { title: 'Error', message: 'First name is required', tone: 'error' },
      fieldErrors: { firstName: 'First name is required', confirmPassword: 'Passwords do not match' },
    });
    const weak = validateGuardianAccountForm({ ...form, password: 'short', confirmPassword: 'short' }, token);
    expect(weak.ok).toBe(false);
    expect(weak.ok ? undefined : Object.keys(weak.fieldErrors ?? {})).toEqual(['password']);
  });
});

import { emailErrorOf, invitationSentMessage, validateStaffInvite } from './staff-invite-form';

describe('staff invitation form', () => {
  it('puts the e-mail problem under the e-mail field and sends nothing', () => {
    const result = validateStaffInvite({ email: 'not-an-email', role: 'coach' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(['email']);
    expect(result.toast.message).toBe(result.errors.email);
  });

  it('sends a trimmed address and the chosen role', () => {
    expect(validateStaffInvite({ email: ' carla@club.test ', role: 'admin' })).toMatchObject({
      ok: true,
      request: { email: 'carla@club.test', role: 'admin' },
    });
  });

  it('shows a 409 and a 400 naming email under the field, nothing else', () => {
    const conflict = { status: 409, message: '409', body: { message: 'carla@club.test already has an account' } };
    expect(emailErrorOf(conflict)).toBe('carla@club.test already has an account');
    const badEmail = { status: 400, message: '400', body: { message: 'Invalid email', errors: [{ field: 'email' }] } };
    expect(emailErrorOf(badEmail)).toBe('Invalid email');
    expect(emailErrorOf({ status: 500, message: '500', body: null })).toBeUndefined();
    expect(
      emailErrorOf({ status: 400, message: '400', body: { message: 'x', errors: [{ field: 'role' }] } }),
    ).toBeUndefined();
  });

  it('says who gets the link and for how long', () => {
    expect(invitationSentMessage('carla@club.test', 'coach')).toBe(
      'carla@club.test will get a link to join as a coach. It works once, for 7 days.',
    );
  });
});

import { passwordResetMail } from './password-reset-mail';

describe('passwordResetMail', () => {
  const token = 'A'.repeat(20) + '-_' + 'b'.repeat(21);
  const mail = passwordResetMail({
    requestId: '7d1c0a52-7a3e-4d58-9e39-3d4f1c6f2b10',
    email: 'ana@club.test',
    firstName: 'Ana',
    publicUrl: 'https://portal.example.com',
    token,
  });

  it('goes to the account’s address with an id that makes a retried queueing send once', () => {
    expect(mail.to).toEqual([{ email: 'ana@club.test', name: 'Ana' }]);
    expect(mail.messageId).toBe('password-reset-7d1c0a52-7a3e-4d58-9e39-3d4f1c6f2b10');
  });

  it('carries the link to the reset page with the token in the fragment, and says how long it works', () => {
    expect(mail.text).toContain(`https://portal.example.com/reset-password#token=${token}`);
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toContain('If you did not ask for this');
  });
});

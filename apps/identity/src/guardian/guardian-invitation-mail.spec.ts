import { mailMessageSchema } from '@portal/contracts';
import { guardianInvitationMail } from './guardian-invitation-mail';

describe('guardianInvitationMail', () => {
  const token = 'A'.repeat(20) + '-_' + 'b'.repeat(21);
  const input = {
    messageKey: '7d1c0a52-7a3e-4d58-9e39-3d4f1c6f2b10-0a1b2c3d4e5f',
    email: 'maria@home.test',
    guardianName: 'Maria Striker',
    childName: 'Ana Striker',
    clubName: 'Riverside FC',
    invitedByName: 'Carla Coach',
    publicUrl: 'https://portal.example.com',
    token,
  };

  it('goes to the entry’s address and name, with a message id the mail queue accepts', () => {
    const mail = guardianInvitationMail(input);
    expect(mail.to).toEqual([{ email: 'maria@home.test', name: 'Maria Striker' }]);
    expect(mail.messageId).toBe(`guardian-invitation-${input.messageKey}`);
    expect(mailMessageSchema.safeParse(mail).success).toBe(true);
  });

  it('carries the link with the token in the fragment, says how long it works and what a parent account is for', () => {
    const mail = guardianInvitationMail(input);
    expect(mail.text).toContain(`https://portal.example.com/accept-guardian-invitation#token=${token}`);
    expect(mail.text).toContain('Carla Coach has added you as a parent or guardian of Ana Striker');
    expect(mail.text).toContain('7 days');
    expect(mail.text).toContain('sign in first');
  });

  it('says the child added them when the child did, and stays neutral when the inviter is unknown', () => {
    expect(guardianInvitationMail({ ...input, invitedByName: 'Ana Striker' }).text).toContain(
      'Ana Striker has added you as their parent or guardian',
    );
    expect(guardianInvitationMail({ ...input, invitedByName: null }).text).toContain(
      'You have been added as a parent or guardian of Ana Striker',
    );
  });
});

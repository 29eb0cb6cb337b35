import { clubUpdateSchema } from './clubs';
import {
  GUARDIAN_INVITATION_INVALID_MESSAGE,
  guardianInvitationAcceptSchema,
  guardianInvitationLink,
  makesNewParentAccount,
} from './guardians';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('accepting a guardian invitation', () => {
  const token = 'x'.repeat(43);
  const account = { firstName: 'Maria', lastName: 'Striker', password: 'Kick-Off-2026!' };

  it('makes a new account with the three account fields, and links the signed-in one with the token alone', () => {
    const full = guardianInvitationAcceptSchema.parse({ token, ...account });
    expect(makesNewParentAccount(full)).toBe(true);
    expect(makesNewParentAccount(guardianInvitationAcceptSchema.parse({ token }))).toBe(false);
  });

  it('names each missing account field once one of them is given', () => {
    expect(fieldsOf(guardianInvitationAcceptSchema.safeParse({ token, firstName: 'Maria' }))).toEqual([
      ['lastName', 'Last name is required'],
      ['password', 'Password is required'],
    ]);
  });

  it('refuses a token that is not one of ours with the one message for every dead link', () => {
    for (const bad of ['short', 'x'.repeat(44), `${'x'.repeat(42)}!`]) {
      expect(fieldsOf(guardianInvitationAcceptSchema.safeParse({ token: bad }))).toEqual([
        ['token', GUARDIAN_INVITATION_INVALID_MESSAGE],
      ]);
    }
  });

  it('puts the token in the fragment of the accept page', () => {
    expect(guardianInvitationLink('https://portal.example/', token)).toBe(
      `https://portal.example/accept-guardian-invitation#token=${token}`,
    );
  });
});

describe("a club's consent age", () => {
  it('is a whole number from 13 to 16, and a bad one names the field', () => {
    for (const consentAge of [13, 14, 16]) expect(clubUpdateSchema.safeParse({ consentAge }).success).toBe(true);
    for (const consentAge of [12, 17, 13.5, '14', null]) {
      expect(fieldsOf(clubUpdateSchema.safeParse({ consentAge }))).toEqual([
        ['consentAge', 'must be a whole number from 13 to 16'],
      ]);
    }
  });
});

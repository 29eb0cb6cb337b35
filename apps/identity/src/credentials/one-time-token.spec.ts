import { guardianInvitationTokenSchema, passwordResetTokenSchema } from '@portal/contracts';
import { newOneTimeToken, oneTimeTokenHash } from './one-time-token';

describe('one-time tokens (reset links, staff and guardian invitations)', () => {
  it('are 43 base64url characters, different every time, and pass the shared token schema', () => {
    const tokens = new Set(Array.from({ length: 50 }, newOneTimeToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(passwordResetTokenSchema.safeParse(token).success).toBe(true);
      expect(guardianInvitationTokenSchema.safeParse(token).success).toBe(true);
    }
  });

  it('are stored as their SHA-256, never as themselves', () => {
    // sha256("abc"), from FIPS 180-2's test vectors.
    expect(oneTimeTokenHash('abc').toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = newOneTimeToken();
    expect(oneTimeTokenHash(token).toString('utf8')).not.toContain(token);
  });
});

import { PASSWORD_RESET_TOKEN_PATTERN } from '@portal/contracts';
import { resetTokenFromHash } from './reset-link';

describe('resetTokenFromHash', () => {
  const token = `${'a'.repeat(40)}_-Z`;

  it('reads a 43-character base64url token from the fragment', () => {
    expect(resetTokenFromHash(`#token=${token}`)).toBe(token);
    expect(resetTokenFromHash(`token=${token}`)).toBe(token);
    expect(PASSWORD_RESET_TOKEN_PATTERN.test(token)).toBe(true);
  });

  it('has no token for an empty, cut or altered fragment', () => {
    expect(resetTokenFromHash('')).toBeUndefined();
    expect(resetTokenFromHash('#token=')).toBeUndefined();
    expect(resetTokenFromHash(`#token=${token.slice(1)}`)).toBeUndefined();
    expect(resetTokenFromHash(`#token=${token.slice(1)}!`)).toBeUndefined();
    expect(resetTokenFromHash(`#other=${token}`)).toBeUndefined();
  });
});

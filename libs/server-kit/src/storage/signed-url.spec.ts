import { parseRangeHeader, signGrant, verifyGrant } from './signed-url';

const SECRET = 'unit-test-secret-0123456789';
const USER = '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const queryOf = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('signed object URLs', () => {
  const grant = {
    key: 'uploads/abc',
    purpose: 'put' as const,
    expiresAt: 1_000_900,
    userId: USER,
    maxBytes: 2_147_483_648,
  };
  const query = queryOf(signGrant(grant, SECRET));

  it('accepts the URL it signed, before it expires, for its purpose', () => {
    expect(verifyGrant('uploads/abc', query, 'put', SECRET, 1_000_000)).toEqual({ ok: true, grant });
  });

  it('refuses it once expired (15 minutes = 900 s after signing)', () => {
    expect(verifyGrant('uploads/abc', query, 'put', SECRET, 1_000_900)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses any change: key, expiry, user, size, secret', () => {
    expect(verifyGrant('uploads/abd', query, 'put', SECRET, 0)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyGrant('uploads/abc', { ...query, expires: '9999999999' }, 'put', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyGrant('uploads/abc', { ...query, user: USER.replace('5', '6') }, 'put', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyGrant('uploads/abc', { ...query, max: '9999999999999' }, 'put', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyGrant('uploads/abc', query, 'put', 'another-secret-0123456789', 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('refuses an upload URL used for downloading, and malformed queries', () => {
    expect(verifyGrant('uploads/abc', query, 'get', SECRET, 0)).toEqual({ ok: false, reason: 'wrong-purpose' });
    expect(verifyGrant('uploads/abc', {}, 'put', SECRET, 0)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyGrant('uploads/abc', { ...query, purpose: 'delete' }, 'put', SECRET, 0)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('parseRangeHeader', () => {
  it('reads start-end, open-ended and suffix ranges', () => {
    expect(parseRangeHeader('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRangeHeader('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRangeHeader('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('serves whole files without a range and refuses ranges past the end', () => {
    expect(parseRangeHeader(undefined, 1000)).toBeNull();
    expect(parseRangeHeader('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRangeHeader('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=5-2', 1000)).toBe('unsatisfiable');
  });
});

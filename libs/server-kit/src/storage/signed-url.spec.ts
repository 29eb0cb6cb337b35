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

describe("signed download URLs of a player's media carry the consents they depend on", () => {
  const PLAYER = '0b6f5c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e';
  const grant = {
    key: 'videos/abc/web.mp4',
    purpose: 'get' as const,
    expiresAt: 1_000_900,
    downloadName: 'abc.mp4',
    consent: { playerId: PLAYER, requires: ['media', 'video_share'] as const },
  };
  const query = queryOf(signGrant(grant, SECRET));

  it('gives the binding back to whoever serves the URL, who checks it against the current consent', () => {
    expect(query).toMatchObject({ player: PLAYER, consent: 'media,video_share' });
    expect(verifyGrant(grant.key, query, 'get', SECRET, 1_000_000)).toEqual({ ok: true, grant });
  });

  it('refuses the URL with the binding removed, changed, or moved into another field', () => {
    const { player: _player, consent: _consent, ...unbound } = query;
    expect(verifyGrant(grant.key, unbound, 'get', SECRET, 0)).toEqual({ ok: false, reason: 'tampered' });
    const { consent: _onlyConsent, ...withoutConsent } = query;
    expect(verifyGrant(grant.key, withoutConsent, 'get', SECRET, 0)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyGrant(grant.key, { ...query, consent: 'media' }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyGrant(grant.key, { ...query, player: USER }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(
      verifyGrant(grant.key, { ...unbound, name: `abc.mp4\n${PLAYER}\nmedia,video_share` }, 'get', SECRET, 0),
    ).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyGrant(grant.key, { ...query, consent: 'analytics' }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('binds a share link to the grant it was made under: the time cannot be changed or dropped', () => {
    const since = '2026-11-25T18:00:00.123Z';
    const share = { ...grant, consent: { ...grant.consent, unchangedSince: since } };
    const shareQuery = queryOf(signGrant(share, SECRET));
    expect(shareQuery.since).toBe(since);
    expect(verifyGrant(grant.key, shareQuery, 'get', SECRET, 0)).toEqual({ ok: true, grant: share });
    expect(verifyGrant(grant.key, { ...shareQuery, since: '2026-11-26T18:00:00.123Z' }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    const { since: _since, ...withoutSince } = shareQuery;
    expect(verifyGrant(grant.key, withoutSince, 'get', SECRET, 0)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyGrant(grant.key, { ...shareQuery, since: 'yesterday' }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('a URL signed without a binding does not verify with one added', () => {
    const plain = queryOf(signGrant({ key: grant.key, purpose: 'get', expiresAt: 1_000_900 }, SECRET));
    expect(verifyGrant(grant.key, plain, 'get', SECRET, 0)).toMatchObject({ ok: true });
    expect(verifyGrant(grant.key, { ...plain, player: PLAYER, consent: 'media' }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });
});

describe("signed download URLs of a player's media name the user they were issued for", () => {
  const PLAYER = '0b6f5c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e';
  const VIEWER = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
  const OTHER_VIEWER = '8e2f3a4b-5c6d-4e7f-9a8b-0c1d2e3f4a5b';
  const grant = {
    key: 'videos/abc/web.mp4',
    purpose: 'get' as const,
    expiresAt: 1_000_900,
    downloadName: 'abc.mp4',
    consent: { playerId: PLAYER, requires: ['media'] as const, viewerUserId: VIEWER },
  };
  const query = queryOf(signGrant(grant, SECRET));

  it('gives the viewer back with the consent binding, for the server to check against scope now', () => {
    expect(query).toMatchObject({ player: PLAYER, consent: 'media', viewer: VIEWER });
    expect(verifyGrant(grant.key, query, 'get', SECRET, 1_000_000)).toEqual({ ok: true, grant });
  });

  it('refuses the URL with the viewer removed, changed, or moved into another field', () => {
    const { viewer: _viewer, ...stripped } = query;
    expect(verifyGrant(grant.key, stripped, 'get', SECRET, 0)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyGrant(grant.key, { ...query, viewer: OTHER_VIEWER }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyGrant(grant.key, { ...stripped, user: VIEWER }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyGrant(grant.key, { ...stripped, since: '2026-11-25T18:00:00.000Z' }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(verifyGrant(grant.key, { ...stripped, name: `abc.mp4\n${PLAYER}\nmedia\n` }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('refuses a viewer that is not a user id, or that comes without a player binding', () => {
    expect(verifyGrant(grant.key, { ...query, viewer: '' }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyGrant(grant.key, { ...query, viewer: `${VIEWER}\n` }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const { player: _player, consent: _consent, ...unbound } = query;
    expect(verifyGrant(grant.key, unbound, 'get', SECRET, 0)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('a URL signed without a viewer does not verify with one added', () => {
    const { viewerUserId: _viewerUserId, ...consentOnly } = grant.consent;
    const unbound = queryOf(signGrant({ ...grant, consent: consentOnly }, SECRET));
    expect(unbound.viewer).toBeUndefined();
    expect(verifyGrant(grant.key, unbound, 'get', SECRET, 0)).toEqual({
      ok: true,
      grant: { ...grant, consent: consentOnly },
    });
    expect(verifyGrant(grant.key, { ...unbound, viewer: VIEWER }, 'get', SECRET, 0)).toEqual({
      ok: false,
      reason: 'tampered',
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

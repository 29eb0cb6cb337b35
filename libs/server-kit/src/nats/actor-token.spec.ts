import { ActorTokens } from './actor-token';

const KEY = 'portal-test-key-0123456789abcdef0123';
const coach = { userId: '6f1c2a52-4b8e-4c1e-9a57-3f0d2b7c9e11', role: 'coach' as const };
const at = (seconds: number) => () => seconds * 1000;

// Computed outside the code under test:
//   P='{"iss":"gateway","sub":{"kind":"user","actor":{"userId":"6f1c…9e11","role":"coach"}},"iat":1700000000,"exp":1700000060}'
//   B=base64url(P); S=base64url(HMAC-SHA256(key, "v1.$B"))   (openssl dgst -sha256 -hmac)
const CLAIMS =
  'eyJpc3MiOiJnYXRld2F5Iiwic3ViIjp7ImtpbmQiOiJ1c2VyIiwiYWN0b3IiOnsidXNlcklkIjoiNmYxYzJhNTItNGI4ZS00YzFlLTlhNTctM2YwZDJiN2M5ZTExIiwicm9sZSI6ImNvYWNoIn19LCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MTcwMDAwMDA2MH0';
const SIGNATURE = 'GahjTQj7GeLfBSlNWlbBeY5j-aPrcvNhTkoGWxwP9u8';
const EXPECTED_TOKEN = `v1.${CLAIMS}.${SIGNATURE}`;

function reclaim(token: string, claims: object): string {
  const [version, , signature] = token.split('.');
  return `${version}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('actor tokens', () => {
  it('signs the claims with HMAC-SHA256 exactly as computed by hand, valid for 60 s', () => {
    const token = new ActorTokens(KEY, at(1_700_000_000)).sign('gateway', { kind: 'user', actor: coach });
    expect(token).toBe(EXPECTED_TOKEN);
  });

  it('verifies that token until its expiry, and not at or after it', () => {
    expect(new ActorTokens(KEY, at(1_700_000_059.9)).verify(EXPECTED_TOKEN)).toEqual({
      ok: true,
      claims: { iss: 'gateway', sub: { kind: 'user', actor: coach }, iat: 1_700_000_000, exp: 1_700_000_060 },
    });
    expect(new ActorTokens(KEY, at(1_700_000_060)).verify(EXPECTED_TOKEN)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses changed claims, another key, a changed signature and garbage', () => {
    const tokens = new ActorTokens(KEY, at(1_700_000_010));
    const promoted = reclaim(EXPECTED_TOKEN, {
      iss: 'gateway',
      sub: { kind: 'user', actor: { ...coach, role: 'admin' } },
      iat: 1_700_000_000,
      exp: 1_700_000_060,
    });
    expect(tokens.verify(promoted)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(new ActorTokens(`${KEY}x`, at(1_700_000_010)).verify(EXPECTED_TOKEN)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(tokens.verify(`v1.${CLAIMS}.${SIGNATURE.replace(/^G/, 'H')}`)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    for (const garbage of [undefined, 42, '', 'v1.x', `v2.${CLAIMS}.${SIGNATURE}`, `v1.${CLAIMS}.${SIGNATURE}.x`]) {
      expect(tokens.verify(garbage)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses well-signed claims that are not a caller, too long-lived, from the future or from the wrong issuer', () => {
    const signer = new ActorTokens(KEY, at(1_700_000_000));
    const verifier = new ActorTokens(KEY, at(1_700_000_000));
    expect(verifier.verify(signer.sign('gateway', { kind: 'user', actor: coach }, 301))).toEqual({
      ok: false,
      reason: 'too-long-lived',
    });
    expect(new ActorTokens(KEY, at(1_700_000_000 - 31)).verify(EXPECTED_TOKEN)).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    });
    expect(new ActorTokens(KEY, at(1_700_000_000 - 29)).verify(EXPECTED_TOKEN).ok).toBe(true);
    // Only the gateway signs for users; a service signs only as itself.
    expect(verifier.verify(signer.sign('roadmap', { kind: 'user', actor: coach }))).toEqual({
      ok: false,
      reason: 'bad-issuer',
    });
    expect(verifier.verify(signer.sign('roadmap', { kind: 'service', service: 'reports' }))).toEqual({
      ok: false,
      reason: 'bad-issuer',
    });
    expect(verifier.verify(signer.sign('reports', { kind: 'service', service: 'reports' })).ok).toBe(true);
  });

  it('remembers a verified token but still judges its times on every use, and shares frozen claims', () => {
    let now = 1_700_000_010_000;
    const tokens = new ActorTokens(KEY, () => now);
    const first = tokens.verify(EXPECTED_TOKEN);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(Object.isFrozen(first.claims.sub)).toBe(true);
    const again = tokens.verify(EXPECTED_TOKEN);
    expect(again.ok && again.claims).toBe(first.claims);
    now = 1_700_000_060_000;
    expect(tokens.verify(EXPECTED_TOKEN)).toEqual({ ok: false, reason: 'expired' });
    // A refused token is never remembered as good: the same bytes with another signature stay refused.
    expect(tokens.verify(`v1.${CLAIMS}.${SIGNATURE.replace(/^G/, 'H')}`)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('signs the same caller to the same token within a second and anew in the next one', () => {
    let now = 1_700_000_000_000;
    const tokens = new ActorTokens(KEY, () => now);
    const caller = { kind: 'user' as const, actor: coach };
    expect(tokens.sign('gateway', caller)).toBe(EXPECTED_TOKEN);
    now += 999;
    expect(tokens.sign('gateway', caller)).toBe(EXPECTED_TOKEN);
    expect(tokens.sign('gateway', { kind: 'user', actor: { ...coach, role: 'admin' } })).not.toBe(EXPECTED_TOKEN);
    now += 1;
    const next = tokens.sign('gateway', caller);
    expect(next).not.toBe(EXPECTED_TOKEN);
    expect(tokens.verify(next)).toMatchObject({ ok: true, claims: { iat: 1_700_000_001, exp: 1_700_000_061 } });
  });

  it('will not use a short key', () => {
    expect(() => new ActorTokens('too-short')).toThrow('at least 32 characters');
  });
});

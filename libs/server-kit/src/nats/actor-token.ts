import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ACTOR_TOKEN_MAX_TTL_SECONDS,
  ACTOR_TOKEN_TTL_SECONDS,
  type ActorTokenClaims,
  type Caller,
  type TokenIssuer,
  actorTokenClaimsSchema,
} from '@portal/contracts';

const VERSION = 'v1';
/** Clocks of two processes may disagree this much about when a token was issued. */
const CLOCK_SKEW_SECONDS = 30;
export const MIN_ACTOR_SIGNING_KEY_LENGTH = 32;

export type TokenRefusal =
  'malformed' | 'bad-signature' | 'expired' | 'not-yet-valid' | 'too-long-lived' | 'bad-issuer';

export type VerifiedToken = { ok: true; claims: ActorTokenClaims } | { ok: false; reason: TokenRefusal };

/**
 * Signs and verifies actor tokens: `v1.<claims as base64url JSON>.<HMAC-SHA256 as base64url>`.
 * HMAC with one key shared by the portal's processes (ACTOR_SIGNING_KEY): a process that can reach NATS
 * but does not hold the key cannot make a token, and a token expires a minute after it was signed.
 */
export class ActorTokens {
  private readonly key: Buffer;

  constructor(
    key: string,
    private readonly now: () => number = Date.now,
  ) {
    if (key.length < MIN_ACTOR_SIGNING_KEY_LENGTH) {
      throw new Error(`ACTOR_SIGNING_KEY must be at least ${MIN_ACTOR_SIGNING_KEY_LENGTH} characters`);
    }
    this.key = Buffer.from(key, 'utf8');
  }

  sign(issuer: TokenIssuer, caller: Caller, ttlSeconds = ACTOR_TOKEN_TTL_SECONDS): string {
    const iat = Math.floor(this.now() / 1000);
    const claims: ActorTokenClaims = { iss: issuer, sub: caller, iat, exp: iat + ttlSeconds };
    const body = `${VERSION}.${Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')}`;
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  verify(token: unknown): VerifiedToken {
    if (typeof token !== 'string' || token.length > 4096) return { ok: false, reason: 'malformed' };
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
    const [, payload = '', signature = ''] = parts;
    const expected = this.mac(`${VERSION}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'bad-signature' };
    }
    let parsed: ReturnType<typeof actorTokenClaimsSchema.safeParse>;
    try {
      parsed = actorTokenClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (!parsed.success) return { ok: false, reason: 'malformed' };
    const claims = parsed.data;
    const nowSeconds = this.now() / 1000;
    if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
    if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'not-yet-valid' };
    if (claims.exp - claims.iat > ACTOR_TOKEN_MAX_TTL_SECONDS) return { ok: false, reason: 'too-long-lived' };
    const issuerMatches = claims.sub.kind === 'user' ? claims.iss === 'gateway' : claims.iss === claims.sub.service;
    if (!issuerMatches) return { ok: false, reason: 'bad-issuer' };
    return { ok: true, claims };
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body, 'utf8').digest();
  }
}

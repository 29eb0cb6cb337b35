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

/** How many verified tokens a process remembers (a token lives a minute; a busy gateway signs a few per user). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and verifies actor tokens: `v1.<claims as base64url JSON>.<HMAC-SHA256 as base64url>`.
 * HMAC with one key shared by the portal's processes (ACTOR_SIGNING_KEY): a process that can reach NATS
 * but does not hold the key cannot make a token, and a token expires a minute after it was signed.
 */
export class ActorTokens {
  private readonly key: Buffer;
  /**
   * Tokens whose signature, claims and issuer were checked, with their claims. A request's token is
   * verified once per process: each RPC the request causes (and the gateway's next request in the same
   * second, which carries the same token) only re-checks the times. The check is deterministic in the
   * token, so remembering it changes no answer; only tokens that passed are kept (one that failed
   * costs the full check every time, and nobody without the key can fill the map).
   */
  private readonly verified = new Map<string, ActorTokenClaims>();
  /** The last token signed per caller: within the same second the same claims sign to the same token. */
  private readonly signed = new Map<string, { iat: number; token: string }>();

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
    const callerKey = `${issuer}.${ttlSeconds}.${JSON.stringify(caller)}`;
    const last = this.signed.get(callerKey);
    if (last?.iat === iat) return last.token;
    const claims: ActorTokenClaims = { iss: issuer, sub: caller, iat, exp: iat + ttlSeconds };
    const body = `${VERSION}.${Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')}`;
    const token = `${body}.${this.mac(body).toString('base64url')}`;
    remember(this.signed, callerKey, { iat, token });
    return token;
  }

  verify(token: unknown): VerifiedToken {
    if (typeof token !== 'string' || token.length > 4096) return { ok: false, reason: 'malformed' };
    const known = this.verified.get(token);
    if (known) return this.judgeTimes(known);
    const checked = this.checkSignatureAndClaims(token);
    if (!checked.ok) return checked;
    // Frozen: every request carrying this token shares the one claims object.
    remember(this.verified, token, deepFreeze(checked.claims));
    return this.judgeTimes(checked.claims);
  }

  private checkSignatureAndClaims(token: string): VerifiedToken {
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
    if (claims.exp - claims.iat > ACTOR_TOKEN_MAX_TTL_SECONDS) return { ok: false, reason: 'too-long-lived' };
    const issuerMatches = claims.sub.kind === 'user' ? claims.iss === 'gateway' : claims.iss === claims.sub.service;
    if (!issuerMatches) return { ok: false, reason: 'bad-issuer' };
    return { ok: true, claims };
  }

  private judgeTimes(claims: ActorTokenClaims): VerifiedToken {
    const nowSeconds = this.now() / 1000;
    if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
    if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'not-yet-valid' };
    return { ok: true, claims };
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body, 'utf8').digest();
  }
}

/** Adds an entry, dropping the oldest when the map is full (a Map iterates in insertion order). */
function remember<V>(entries: Map<string, V>, key: string, value: V): void {
  entries.delete(key);
  if (entries.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(key, value);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

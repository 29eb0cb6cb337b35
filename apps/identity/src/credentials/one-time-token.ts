import { createHash, randomBytes } from 'node:crypto';

/**
 * 32 random bytes, base64url: the secret in a one-time link (a password reset, a staff or guardian
 * invitation), shown once in the mail and never stored.
 */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored and looked up. A fast hash suffices: the token has 256 random bits, so unlike a
 * password it cannot be guessed from its hash, and the lookup stays one index probe.
 */
export function oneTimeTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

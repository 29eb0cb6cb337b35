import { createHash, randomInt } from 'node:crypto';

// No 0/O or 1/I/L: a code read aloud or typed from a poster comes out right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/** A squad's invite code: 12 characters from 31, about 59 random bits; shown once, stored as its hash. */
export function newInviteCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** What is stored and looked up; codes are compared without regard to case. */
export function inviteCodeHash(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase(), 'utf8').digest('base64url');
}

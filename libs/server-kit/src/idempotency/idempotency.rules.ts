import { createHash } from 'node:crypto';

/**
 * The Idempotency-Key rules of draft-ietf-httpapi-idempotency-key-header, shared by the gateway (its
 * Redis record of answers) and the services (the key recorded in the same transaction as the change).
 */

/** How long a key is remembered for one user (the draft leaves it to the resource; issue 23 asks 24 h). */
export const IDEMPOTENCY_KEY_RETENTION_SECONDS = 24 * 60 * 60;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const MAX_KEY_LENGTH = 255;
/** Visible ASCII except `"` and `\`: what an sf-string can carry without escapes. */
const KEY_CHARACTERS = /^[\x21\x23-\x5b\x5d-\x7e]+$/;

export type ParsedIdempotencyKey = { ok: true; key: string } | { ok: false; message: string };

/**
 * The header is a Structured Field String (`"8e03978e-…"`, RFC 8941); a bare token of the same
 * characters is taken too, since common clients send it unquoted. Several values or an empty one is
 * malformed (400 by the draft).
 */
export function parseIdempotencyKey(header: string | string[]): ParsedIdempotencyKey {
  if (Array.isArray(header)) {
    if (header.length !== 1) return { ok: false, message: 'Send one Idempotency-Key header' };
    return parseIdempotencyKey(header[0]!);
  }
  const trimmed = header.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const key = quoted ? trimmed.slice(1, -1) : trimmed;
  if (key.length === 0) return { ok: false, message: 'The Idempotency-Key header is empty' };
  if (key.length > MAX_KEY_LENGTH) {
    return { ok: false, message: `The Idempotency-Key is longer than ${MAX_KEY_LENGTH} characters` };
  }
  if (!KEY_CHARACTERS.test(key)) {
    return { ok: false, message: 'The Idempotency-Key must be a string of visible ASCII characters' };
  }
  return { ok: true, key };
}

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` are the same request. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/** What makes two requests "the same" for a key: the target and the canonical payload. */
export function requestFingerprint(target: string, payload: unknown): string {
  return createHash('sha256').update(target).update('\n').update(canonicalJson(payload)).digest('base64url');
}

/** What is remembered for a key: the request's fingerprint, then (once answered) the answer. */
export interface IdempotencyRecord<Answer> {
  fingerprint: string;
  answer?: Answer;
}

export type IdempotencyDecision<Answer> =
  /** No record: this request goes ahead (and records the key). */
  | { kind: 'proceed' }
  /** The same request was answered: send that answer again. */
  | { kind: 'replay'; answer: Answer }
  /** The same request is being handled now: 409 by the draft. */
  | { kind: 'in-flight' }
  /** The key was used for another request: 422 by the draft. */
  | { kind: 'key-reused' };

export function decideOnRecord<Answer>(
  record: IdempotencyRecord<Answer> | undefined,
  fingerprint: string,
): IdempotencyDecision<Answer> {
  if (!record) return { kind: 'proceed' };
  if (record.fingerprint !== fingerprint) return { kind: 'key-reused' };
  if (record.answer === undefined) return { kind: 'in-flight' };
  return { kind: 'replay', answer: record.answer };
}

export const IDEMPOTENCY_MESSAGES = {
  keyReused: 'This Idempotency-Key was already used for a different request',
  inFlight: 'A request with this Idempotency-Key is still being processed',
} as const;

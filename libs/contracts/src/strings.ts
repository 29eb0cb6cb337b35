import { z } from 'zod';

const NUL = '\u0000';
export const NUL_CHARACTER_MESSAGE = 'must not contain NUL characters';

/** PostgreSQL text cannot hold NUL, and no user ever means one: every string schema refuses it. */
export function hasNulCharacter(value: string): boolean {
  return value.includes(NUL);
}

/** A string field; refuses NUL characters. The base of every other string helper. */
export function textSchema(options: { error?: string } = {}) {
  return z.string(options.error ? { error: options.error } : undefined).refine((value) => !hasNulCharacter(value), {
    message: NUL_CHARACTER_MESSAGE,
    abort: true,
  });
}

/** Trimmed free text with a length limit; `''` after trimming becomes absent (null). */
export function optionalTextSchema(max: number) {
  return textSchema()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => value.trim())
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);
}

/** Trimmed, required text: blank is `requiredMessage`. */
export function requiredTextSchema(requiredMessage: string, max: number) {
  return textSchema({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `must be at most ${max} characters`);
}

/**
 * The JSON path of the first string holding a NUL character anywhere in a payload (keys included),
 * or undefined. The gateway and the RPC transport check every payload with it, so a schema written
 * with a bare `z.string()` still never lets one reach PostgreSQL.
 */
export function findNulCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasNulCharacter(value) ? path.join('.') || '(body)' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasNulCharacter(key)) return [...path, key.replaceAll(NUL, '\\0')].join('.');
      const found = findNulCharacter(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

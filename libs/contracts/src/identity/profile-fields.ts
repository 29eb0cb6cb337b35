import { z } from 'zod';
import { textSchema } from '../strings';

/**
 * Field helpers shared by the two profile forms (spec §5 "Own profile form" and "Player profile
 * form"). Both forms come from HTML inputs, so numbers may arrive as numbers or numeric strings; an
 * empty value is absent (null).
 */

/** '' and whitespace-only strings become null; other strings are trimmed. */
function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value;
}

export interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only (spec: graduationYear, jerseyNumber, age). */
  integer?: boolean;
}

export function numberRangeMessage({ min, max, integer }: NumberRule): string {
  return integer ? `must be a whole number from ${min} to ${max}` : `must be a number from ${min} to ${max}`;
}

/** An optional number in a range; '' / null / absent → null; numeric strings are parsed. */
export function optionalNumberSchema(rule: NumberRule) {
  const message = numberRangeMessage(rule);
  const base = z.number({ error: message }).min(rule.min, message).max(rule.max, message);
  return z.preprocess(
    (value) => {
      const cleaned = blankToNull(value);
      if (typeof cleaned === 'string') {
        return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : cleaned;
      }
      return cleaned;
    },
    (rule.integer ? base.int(message) : base).nullish().transform((value) => value ?? null),
  );
}

/** Optional trimmed text; blank → null. */
export function optionalTrimmedText(max: number) {
  return z.preprocess(
    blankToNull,
    textSchema()
      .max(max, `must be at most ${max} characters`)
      .nullish()
      .transform((value) => value ?? null),
  );
}

/** An optional value from a fixed list; blank → null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    blankToNull,
    z
      .enum(values, { error: message })
      .nullish()
      .transform((value) => value ?? null),
  );
}

/** An optional e-mail address; blank → null (spec: "a valid e-mail address or empty"). */
export const optionalEmailSchema = z.preprocess(
  blankToNull,
  textSchema()
    .max(254, 'must be at most 254 characters')
    .toLowerCase()
    .pipe(z.email('must be a valid email address'))
    .nullish()
    .transform((value) => value ?? null),
);

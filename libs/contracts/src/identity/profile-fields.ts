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

/** Out of range, in people's words once the form puts the label in front ("Jersey number must be between 1 and 99"). */
export function numberRangeMessage({ min, max }: NumberRule): string {
  return `must be between ${min} and ${max}`;
}

/** Not a number at all, or a fraction where only whole numbers fit. */
function numberKindMessage({ min, max, integer }: NumberRule): string {
  return integer ? `must be a whole number between ${min} and ${max}` : `must be a number between ${min} and ${max}`;
}

/** An optional number in a range; '' / null / absent → null; numeric strings are parsed. */
export function optionalNumberSchema(rule: NumberRule) {
  const message = numberRangeMessage(rule);
  const kind = numberKindMessage(rule);
  const base = z.number({ error: kind }).min(rule.min, message).max(rule.max, message);
  return z.preprocess(
    (value) => {
      const cleaned = blankToNull(value);
      if (typeof cleaned === 'string') {
        return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : cleaned;
      }
      return cleaned;
    },
    (rule.integer ? base.int(kind) : base).nullish().transform((value) => value ?? null),
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

import { z } from 'zod';

/** A club's short name in links and the CLI: lower-case letters, digits and single hyphens. */
export const clubSlugSchema = z
  .string()
  .trim()
  .min(2, 'must be 2 to 40 characters')
  .max(40, 'must be 2 to 40 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits, joined by single hyphens');

export const CONSENT_AGE_MIN = 13;
export const CONSENT_AGE_MAX = 16;
export const DEFAULT_CONSENT_AGE = 13;

import { z } from 'zod';

/** `true`/`false` (or 1/0) in the environment. */
export const booleanEnvFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

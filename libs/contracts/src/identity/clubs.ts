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

export const CONSENT_AGE_MESSAGE = `must be a whole number from ${CONSENT_AGE_MIN} to ${CONSENT_AGE_MAX}`;

/** GET /api/club: the admin's club and its settings. */
export const clubSettingsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** Under this age (from the date of birth on file; unknown counts as under) guardians decide consents. */
  consentAge: z.number().int(),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/** PATCH /api/club: the club admin changes the consent age (13 to 16). */
export const clubUpdateSchema = z
  .object({
    consentAge: z
      .number({ error: CONSENT_AGE_MESSAGE })
      .int(CONSENT_AGE_MESSAGE)
      .min(CONSENT_AGE_MIN, CONSENT_AGE_MESSAGE)
      .max(CONSENT_AGE_MAX, CONSENT_AGE_MESSAGE),
  })
  .strict();
export type ClubUpdate = z.input<typeof clubUpdateSchema>;

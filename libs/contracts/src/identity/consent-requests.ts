import { z } from 'zod';
import { CONSENT_TYPES, UNKNOWN_CONSENT_TYPE_MESSAGE } from './player-profile';

/**
 * Consent requests (issue 25): a player under their club's consent age asks their guardians for a
 * consent (e.g. `media`, to store a video). One open request per player and consent; asking again
 * while it is open answers the same request and mails nobody, unless the guardians were last mailed
 * a day or more ago: then it is a reminder and they are mailed again ("Send a reminder", issue 37). Each Parents & Guardians entry with an
 * e-mail is mailed (through the outbox), and a signed-in guardian sees the request with a one-click
 * grant. Any decision on that consent by the family closes it.
 */

/** How long after the guardians were mailed asking again sends them a reminder. */
export const CONSENT_REQUEST_REMINDER_HOURS = 24;

/** How many requests for one consent a player may start within a day (a closed one counts). */
export const CONSENT_REQUESTS_PER_DAY = 3;

export const CONSENT_REQUESTS_LIMIT_MESSAGE =
  'You have asked for this too often today. Your parent or guardian has the e-mail; try again tomorrow.';
export const CONSENT_ALREADY_GRANTED_MESSAGE = 'This consent is already given: there is nothing to ask for.';
export const CONSENT_REQUEST_NOT_NEEDED_MESSAGE = 'You decide this consent yourself: change it on your profile.';

/** POST /api/players/{id}/consent-requests. */
export const consentRequestCreateSchema = z
  .object({ consentType: z.enum(CONSENT_TYPES, { error: UNKNOWN_CONSENT_TYPE_MESSAGE }) })
  .strict();
export type ConsentRequestCreate = z.input<typeof consentRequestCreateSchema>;

/** An open consent request, as the child's guardians (and the child) see it. */
export const consentRequestSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  playerName: z.string().nullable(),
  consentType: z.enum(CONSENT_TYPES),
  requestedAt: z.iso.datetime(),
  /** When the guardians were last mailed about it (its creation, or its latest reminder). */
  lastMailedAt: z.iso.datetime(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** The answer to asking: the open request and who it reached. */
export const consentRequestAnswerSchema = z.object({
  request: consentRequestSchema,
  /** Whether this call opened it (false: it was already open). */
  created: z.boolean(),
  /** Whether this call mailed the guardians of the open request again (a reminder). */
  reminded: z.boolean(),
  /** From when asking again sends a reminder (a day after the guardians were last mailed). */
  nextReminderAt: z.iso.datetime(),
  /** Parents & Guardians entries on file, and how many of them have an e-mail (those are mailed). */
  guardiansOnFile: z.number().int().min(0),
  guardiansEmailed: z.number().int().min(0),
});
export type ConsentRequestAnswer = z.infer<typeof consentRequestAnswerSchema>;

/** The web page where a parent decides a child's consents (FAMILY-URLS.md). */
export function familyConsentsPath(playerId: string): string {
  return `/family/${playerId}/consents`;
}

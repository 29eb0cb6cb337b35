import { z } from 'zod';
import { textSchema } from '../strings';

/**
 * Erasure of one player's data (GDPR Art. 17, issue 25): a guardian or the player at or over the
 * club's consent age asks, confirms through a mailed one-time link, and the deletion runs after a
 * grace period during which it may be cancelled; a club admin may delete at once.
 */

/** The grace period when `DELETION_GRACE_HOURS` is not set: seven days. */
export const DELETION_GRACE_HOURS_DEFAULT = 168;
/** How long the mailed confirmation link works. */
export const DELETION_CONFIRMATION_TTL_HOURS = 72;

/** The 43 base64url characters of a one-time token (32 random bytes). */
export const DELETION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const DELETION_INVALID_LINK_MESSAGE =
  'This confirmation link is not valid any more. Ask for the deletion again to get a new link.';

/** POST /api/players/{id}/deletion. `immediate` (a club admin only) deletes at once, without a grace period. */
export const playerDeletionRequestSchema = z
  .object({
    immediate: z.boolean({ error: 'immediate must be true or false' }).optional(),
  })
  .strict();
export type PlayerDeletionRequest = z.infer<typeof playerDeletionRequestSchema>;

/** POST /api/deletion-requests/confirm: the token from the mailed link. */
export const playerDeletionConfirmSchema = z
  .object({
    token: textSchema({ error: DELETION_INVALID_LINK_MESSAGE })
      .trim()
      .regex(DELETION_TOKEN_PATTERN, DELETION_INVALID_LINK_MESSAGE),
  })
  .strict();
export type PlayerDeletionConfirm = z.infer<typeof playerDeletionConfirmSchema>;

/** Who asked: the player themself, a guardian, or a club admin. */
export const DELETION_CAPACITIES = ['player', 'guardian', 'admin'] as const;
export const deletionCapacitySchema = z.enum(DELETION_CAPACITIES);
export type DeletionCapacity = z.infer<typeof deletionCapacitySchema>;

/** Where a player's deletion stands, for those who may ask for or cancel it. */
export const playerDeletionStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({
    state: z.literal('awaiting-confirmation'),
    requestedAt: z.iso.datetime(),
    requestedBy: deletionCapacitySchema,
    confirmationExpiresAt: z.iso.datetime(),
  }),
  z.object({
    state: z.literal('scheduled'),
    requestedAt: z.iso.datetime(),
    requestedBy: deletionCapacitySchema,
    confirmedAt: z.iso.datetime(),
    scheduledFor: z.iso.datetime(),
  }),
  /** Only in the answer to an admin's immediate deletion: the player no longer exists. */
  z.object({ state: z.literal('deleted'), deletedAt: z.iso.datetime() }),
]);
export type PlayerDeletionState = z.infer<typeof playerDeletionStateSchema>;

/** The answer to a confirmed link: when the deletion will run. */
export const playerDeletionConfirmedSchema = z.object({ scheduledFor: z.iso.datetime(), playerName: z.string() });
export type PlayerDeletionConfirmed = z.infer<typeof playerDeletionConfirmedSchema>;

/** The web app's page that confirms a deletion; the token travels in the fragment, never in a log. */
export const DELETION_CONFIRMATION_PAGE_PATH = '/confirm-deletion';

export function deletionConfirmationLink(publicUrl: string, token: string): string {
  return `${new URL(DELETION_CONFIRMATION_PAGE_PATH, publicUrl).toString()}#token=${token}`;
}

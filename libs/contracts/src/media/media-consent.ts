import { z } from 'zod';

/** How long a player's videos and photos are kept, hidden, after the `media` consent is withdrawn. */
export const MEDIA_DELETION_GRACE_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/** What the consent screen says about withdrawing the `media` consent (ARCHITECTURE §5). */
export const MEDIA_WITHDRAWAL_NOTICE =
  'Withdrawing this consent hides your videos and photos at once, from everyone and every link. ' +
  `They are deleted ${MEDIA_DELETION_GRACE_DAYS} days later unless consent is given again.`;

/** What the consent screen says about withdrawing the `video_share` consent. */
export const SHARE_WITHDRAWAL_NOTICE = 'Withdrawing this consent ends every share link at once.';

/** When a player's videos and photos are deleted, the `media` consent having been withdrawn at `withdrawnAt`. */
export function mediaDeletionDueAt(withdrawnAt: string | Date): string {
  return new Date(new Date(withdrawnAt).getTime() + MEDIA_DELETION_GRACE_DAYS * DAY_MS).toISOString();
}

/** Whether media withdrawn at `withdrawnAt` is due for deletion at `now`. */
/** The withdrawal and deletion dates as the consent screen and staff video cards show them (en-US, long). */
export function formatConsentDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });
}

export function isMediaDeletionDue(withdrawnAt: string | Date, now: Date): boolean {
  return new Date(mediaDeletionDueAt(withdrawnAt)).getTime() <= now.getTime();
}

/** On a video staff see while the player's `media` consent is withdrawn (its URLs are gone). */
export const mediaConsentWithdrawalSchema = z.object({
  withdrawnAt: z.iso.datetime(),
  deletionDueAt: z.iso.datetime(),
});
export type MediaConsentWithdrawal = z.infer<typeof mediaConsentWithdrawalSchema>;

import { MEDIA_DELETION_GRACE_DAYS } from '@portal/contracts';

/** media's copy of one player's `media` consent, fed by `identity.consent.changed`. */
export interface MediaConsentState {
  granted: boolean;
  /** When the current withdrawal began (null while granted): the 30 days count from here. */
  withdrawnAt: Date | null;
  /** The `occurredAt` of the newest change applied. */
  lastChangeAt: Date;
}

/**
 * The state after a consent change that happened at `at`, or null when it changes nothing: an older
 * change arriving late (a redelivery after a newer one) is ignored, and a withdrawal repeated while
 * already withdrawn keeps the first withdrawal's time, so the deletion date never moves later.
 */
export function applyMediaConsentChange(
  current: MediaConsentState | null,
  change: { granted: boolean; at: Date },
): MediaConsentState | null {
  if (current && change.at.getTime() <= current.lastChangeAt.getTime()) return null;
  if (change.granted) return { granted: true, withdrawnAt: null, lastChangeAt: change.at };
  const withdrawnAt = current && !current.granted && current.withdrawnAt ? current.withdrawnAt : change.at;
  return { granted: false, withdrawnAt, lastChangeAt: change.at };
}

/** Media withdrawn at or before this moment is due for deletion at `now`. */
export function deletionCutoff(now: Date): Date {
  return new Date(now.getTime() - MEDIA_DELETION_GRACE_DAYS * 24 * 3600 * 1000);
}

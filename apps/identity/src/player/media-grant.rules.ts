import { type Actor, type MediaGrantAnswer, type PlayerMembership, isPlayerInScope } from '@portal/contracts';

/** The user a media URL was issued for, as identity's own tables say now (null: no such user). */
export interface MediaViewerNow {
  actor: Actor;
  deactivated: boolean;
}

/**
 * The answer to `identity.consent.check`. With a viewer bound (`viewer` not undefined) it is refused
 * first when that user is gone, deactivated, or outside the one scope rule for this player, so whoever
 * lost the player does not learn about the player's consents either; then by the consents.
 */
export function mediaGrantAnswer(
  playerId: string,
  consentsGranted: boolean,
  viewer: MediaViewerNow | null | undefined,
  membership: PlayerMembership | undefined,
): MediaGrantAnswer {
  if (viewer !== undefined && (!viewer || viewer.deactivated || !isPlayerInScope(viewer.actor, playerId, membership)))
    return { granted: false, reason: 'viewer' };
  return consentsGranted ? { granted: true } : { granted: false, reason: 'consent' };
}

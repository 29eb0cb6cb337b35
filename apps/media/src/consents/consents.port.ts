import type { Actor } from '@portal/contracts';

/** The consents of ARCHITECTURE §5 that media enforces. */
export type ConsentType = 'media' | 'video_share';

/**
 * Whether a player has granted a consent. Identity records consents; media only asks, as the actor
 * who is making the request (who may read that player's record). Anything but a clear "granted"
 * (never given, identity not answering, an error) counts as not granted.
 */
export abstract class ConsentsPort {
  abstract isGranted(actor: Actor, playerId: string, consentType: ConsentType): Promise<boolean>;

  /**
   * When the newest of these consents was granted (identity's `updatedAt`), or null unless every one
   * is granted now: a share link is bound to it, so any later change ends the link for good.
   */
  abstract grantedSince(actor: Actor, playerId: string, consentTypes: readonly ConsentType[]): Promise<string | null>;
}

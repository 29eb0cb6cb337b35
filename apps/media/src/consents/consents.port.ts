/** The consents of ARCHITECTURE §5 that media enforces. */
export type ConsentType = 'media' | 'video_share';

/**
 * Whether a player has granted a consent. Identity records consents; media only asks. Anything but a
 * clear "granted" (never given, identity not answering, an unknown subject) counts as not granted.
 */
export abstract class ConsentsPort {
  abstract isGranted(playerId: string, consentType: ConsentType): Promise<boolean>;
}

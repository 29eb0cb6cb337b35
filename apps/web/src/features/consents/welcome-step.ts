import { CONSENT_LABELS, type ConsentType, type PlayerProfile } from '@portal/contracts';

/** The consents the welcome step asks, `media` first: the one storing a first video needs. */
export const WELCOME_CONSENTS: readonly ConsentType[] = ['media', 'video_share', 'analytics'];

export const MEDIA_QUESTION = 'May your coach store your videos?';

/** What each consent means, in words a 12-year-old reads. */
const MEANINGS: Record<ConsentType, string> = {
  media: 'Your coach needs this to keep the videos you upload, and photos of you, so they can give you feedback.',
  video_share: 'Your videos may be shown to people beyond you and your coaches, like other coaches at the club.',
  analytics: 'Your training and progress are counted, together with everyone else’s, in the club’s figures.',
};

/** One switch of the step: `media` asks the question, the others use the consent's own name. */
export function welcomeSwitch(type: ConsentType): { label: string; description: string } {
  return { label: type === 'media' ? MEDIA_QUESTION : CONSENT_LABELS[type].label, description: MEANINGS[type] };
}

/** Where the step goes once it is answered or skipped. */
export const AFTER_WELCOME = '/profile-setup';

/** What /profile-setup says when a parent or guardian decides the player's consents. */
export interface ProfileSetupState {
  /** The address the guardian invitation went to, when one is known. */
  guardianEmailed?: string | null;
}

/** Which consents "Continue" saves: those switched on that are not granted yet (nothing is ever withdrawn here). */
export function consentsToGrant(
  record: Pick<PlayerProfile, 'consents'>,
  switchedOn: Readonly<Partial<Record<ConsentType, boolean>>>,
): ConsentType[] {
  return WELCOME_CONSENTS.filter(
    (type) =>
      switchedOn[type] === true && !record.consents.some((consent) => consent.consentType === type && consent.granted),
  );
}

/**
 * The parent's or guardian's address the sign-up mailed: the one typed on the sign-up form when the
 * page still knows it, else the first Parents & Guardians entry with an e-mail.
 */
export function guardianEmailed(
  record: Pick<PlayerProfile, 'parents'>,
  typedAtSignup: string | undefined,
): string | null {
  const typed = typedAtSignup?.trim().toLowerCase();
  if (typed && record.parents.some((parent) => parent.email?.toLowerCase() === typed)) return typedAtSignup!.trim();
  return record.parents.find((parent) => parent.email)?.email ?? (typed ? typedAtSignup!.trim() : null);
}

/** The note /profile-setup shows a player whose parent or guardian decides, in a 12-year-old's words. */
export function guardianDecidesNote(email: string | null | undefined): string {
  const who = email ? `your parent or guardian at ${email}` : 'your parent or guardian';
  return `We've emailed ${who}. They'll decide with you what the club may keep, like your videos. You can carry on setting up your profile now.`;
}

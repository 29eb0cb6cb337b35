import { type ConsentType, type MailMessage, UNNAMED_GUARDIAN_ENTRY_NAME, familyConsentsPath } from '@portal/contracts';

export interface ConsentRequestMailInput {
  requestId: string;
  /** 0 for the request's first mail, then 1, 2… for each reminder the child sent. */
  reminder: number;
  /** The Parents & Guardians entry mailed (one mail per entry, request and reminder). */
  entryId: string;
  email: string;
  guardianName: string;
  playerId: string;
  childName: string;
  clubName: string;
  consentType: ConsentType;
  publicUrl: string;
}

/** What the child asks their family to allow, in a parent's words. */
const ASKS: Record<ConsentType, { short: string; long: string }> = {
  media: { short: 'video storage', long: 'store the videos and photos they upload for their coaches' },
  video_share: { short: 'video sharing', long: 'share their videos beyond them and their coaching staff' },
  analytics: { short: 'analytics', long: "use their training data in the club's figures" },
};

/** The e-mail asking a parent or guardian to decide a consent their child needs. */
export function consentRequestMail(input: ConsentRequestMailInput): MailMessage {
  const ask = ASKS[input.consentType];
  const link = new URL(familyConsentsPath(input.playerId), input.publicUrl).toString();
  return {
    messageId: `consent-request-${input.requestId}-${input.entryId}${input.reminder ? `-r${input.reminder}` : ''}`,
    to: [{ email: input.email, name: input.guardianName }],
    subject: `${input.reminder ? 'Reminder: ' : ''}${input.childName} asks you to allow ${ask.short} on Player Portal`,
    text: [
      input.guardianName === UNNAMED_GUARDIAN_ENTRY_NAME ? 'Hello,' : `Hello ${input.guardianName},`,
      '',
      `${input.childName} wants to use ${input.clubName}'s Player Portal and needs your permission: may we ${ask.long}?`,
      `Until you decide, ${input.childName}'s upload waits. You can change your mind at any time.`,
      '',
      'Sign in to your parent account and decide here (one click):',
      '',
      link,
      '',
      'No parent account yet? Use the invitation we e-mailed you, or ask the club to send it again.',
      '',
      'If you did not expect this e-mail, ignore it: nothing is stored without your permission.',
    ].join('\n'),
    attachments: [],
  };
}

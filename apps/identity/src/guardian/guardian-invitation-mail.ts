import { GUARDIAN_INVITATION_TTL_DAYS, type MailMessage, guardianInvitationLink } from '@portal/contracts';

export interface GuardianInvitationMailInput {
  /**
   * The stored invitation's id and a few characters of its token's hash: a retried queueing of one
   * link sends one mail, and a link made again (its first transaction rolled back) another.
   */
  messageKey: string;
  email: string;
  /** The name on the Parents & Guardians entry. */
  guardianName: string;
  childName: string;
  clubName: string;
  /** Who added the entry or asked for the link (the child themself, a coach or an admin). */
  invitedByName: string | null;
  publicUrl: string;
  token: string;
}

/** The e-mail with the one-time link that lets a parent or guardian follow their child. */
export function guardianInvitationMail(input: GuardianInvitationMailInput): MailMessage {
  const link = guardianInvitationLink(input.publicUrl, input.token);
  const at = `${input.clubName}'s Player Portal`;
  const added = !input.invitedByName
    ? `You have been added as a parent or guardian of ${input.childName} on ${at}.`
    : input.invitedByName === input.childName
      ? `${input.childName} has added you as their parent or guardian on ${at}.`
      : `${input.invitedByName} has added you as a parent or guardian of ${input.childName} on ${at}.`;
  return {
    messageId: `guardian-invitation-${input.messageKey}`,
    to: [{ email: input.email, name: input.guardianName }],
    subject: `Follow ${input.childName}'s progress on Player Portal`,
    text: [
      `Hello ${input.guardianName},`,
      '',
      added,
      `With a parent account you can follow ${input.childName}'s training, feedback and reports, and decide the consents for storing and sharing their videos.`,
      '',
      'To create your parent account, open this link:',
      '',
      link,
      '',
      'If you already have a Player Portal parent account (for another child), sign in first and then open the link: the child is added to your account.',
      '',
      `The link works once, for ${GUARDIAN_INVITATION_TTL_DAYS} days.`,
      '',
      'If you did not expect this e-mail, ignore it: nothing happens without you.',
    ].join('\n'),
    attachments: [],
  };
}

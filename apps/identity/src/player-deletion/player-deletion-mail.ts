import { DELETION_CONFIRMATION_TTL_HOURS, type MailMessage, deletionConfirmationLink } from '@portal/contracts';

export interface DeletionConfirmationMailInput {
  /** The request's id and a few characters of its token's hash: a retried queueing sends one mail. */
  messageKey: string;
  email: string;
  firstName: string;
  /** Whose data: the requester's child, or the requester themself. */
  childName: string | null;
  clubName: string | null;
  graceHours: number;
  publicUrl: string;
  token: string;
}

function graceText(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The e-mail with the one-time link that confirms a deletion; it says what happens and how to stop it. */
export function deletionConfirmationMail(input: DeletionConfirmationMailInput): MailMessage {
  const link = deletionConfirmationLink(input.publicUrl, input.token);
  const whose = input.childName ? `${input.childName}'s` : 'your';
  const at = input.clubName ? ` at ${input.clubName}` : '';
  return {
    messageId: `deletion-confirmation-${input.messageKey}`,
    to: [{ email: input.email, name: input.firstName }],
    subject: `Confirm deleting ${whose} Player Portal data`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `You asked us to delete all of ${whose} data on Player Portal${at}: the profile and account, roadmap and assignments, training and wellness logs, videos, photos, reports and calls.`,
      '',
      'To confirm, open this link:',
      '',
      link,
      '',
      `After you confirm, the deletion happens in ${graceText(input.graceHours)}. Until then you can cancel it on the portal. After that, nothing can be brought back.`,
      '',
      `The link works once, for ${DELETION_CONFIRMATION_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing is deleted without the confirmation.`,
    ].join('\n'),
    attachments: [],
  };
}

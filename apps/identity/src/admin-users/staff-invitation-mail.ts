import { type MailMessage, STAFF_INVITATION_TTL_DAYS, staffInvitationLink } from '@portal/contracts';

export interface StaffInvitationMailInput {
  /** The stored invitation's id: a retried queueing sends one mail. */
  invitationId: string;
  email: string;
  role: 'coach' | 'admin';
  clubName: string;
  invitedByName: string;
  publicUrl: string;
  token: string;
}

/** The e-mail with the one-time link to join a club as a coach or admin. */
export function staffInvitationMail(input: StaffInvitationMailInput): MailMessage {
  const link = staffInvitationLink(input.publicUrl, input.token);
  const asRole = input.role === 'admin' ? 'an admin' : 'a coach';
  return {
    messageId: `staff-invitation-${input.invitationId}`,
    to: [{ email: input.email }],
    subject: `You are invited to ${input.clubName} on Player Portal`,
    text: [
      'Hello,',
      '',
      `${input.invitedByName} invites you to join ${input.clubName} on Player Portal as ${asRole}. To create your account, open this link:`,
      '',
      link,
      '',
      `The link works once, for ${STAFF_INVITATION_TTL_DAYS} days.`,
      '',
      'If you did not expect this invitation, ignore this e-mail: no account is made without you.',
    ].join('\n'),
    attachments: [],
  };
}

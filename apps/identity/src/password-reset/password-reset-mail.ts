import { type MailMessage, PASSWORD_RESET_TTL_MINUTES, passwordResetLink } from '@portal/contracts';

export interface PasswordResetMailInput {
  /** The stored request's id: a retried queueing sends one mail. */
  requestId: string;
  email: string;
  firstName: string;
  publicUrl: string;
  token: string;
}

/** The e-mail with the one-time link; it says what to do if the reader did not ask for it. */
export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  const link = passwordResetLink(input.publicUrl, input.token);
  return {
    messageId: `password-reset-${input.requestId}`,
    to: [{ email: input.email, name: input.firstName }],
    subject: 'Reset your Player Portal password',
    text: [
      `Hi ${input.firstName},`,
      '',
      'Someone asked to reset the password of your Player Portal account. To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Choosing a new password signs you out everywhere.`,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    attachments: [],
  };
}

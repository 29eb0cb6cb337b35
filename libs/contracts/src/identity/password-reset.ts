import { z } from 'zod';
import { textSchema } from '../strings';
import { emailSchema, passwordSchema } from './auth';

/** A reset link works once, for this long after it was asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The one answer to every reset request, whether or not the e-mail has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses this email, we have sent it a link to choose a new password. The link works once, for 30 minutes.';

export const PASSWORD_RESET_INVALID_LINK_MESSAGE =
  'This reset link is invalid, has expired or has already been used. Ask for a new one.';

/** POST /api/auth/password-reset/request */
export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The token in a reset link: 32 random bytes, base64url (43 characters). */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const passwordResetTokenSchema = textSchema({ error: PASSWORD_RESET_INVALID_LINK_MESSAGE })
  .trim()
  .regex(PASSWORD_RESET_TOKEN_PATTERN, PASSWORD_RESET_INVALID_LINK_MESSAGE);

/** POST /api/auth/password-reset (confirmPassword stays in the browser). */
export const passwordResetSchema = z.object({ token: passwordResetTokenSchema, newPassword: passwordSchema }).strict();
export type PasswordReset = z.input<typeof passwordResetSchema>;

/** The web app's reset page; the token travels in the fragment so it never reaches a server log. */
export const PASSWORD_RESET_PAGE_PATH = '/reset-password';

export function passwordResetLink(publicUrl: string, token: string): string {
  return `${new URL(PASSWORD_RESET_PAGE_PATH, publicUrl).toString()}#token=${token}`;
}

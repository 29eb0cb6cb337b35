import { z } from 'zod';
import { textSchema } from '../strings';
import { emailSchema, passwordSchema } from './auth';

/** A staff invitation link works once, for this many days. */
export const STAFF_INVITATION_TTL_DAYS = 7;

export const STAFF_INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, has expired or has already been used. Ask your club admin for a new one.';
export const CANNOT_DEACTIVATE_SELF_MESSAGE = 'You cannot deactivate your own account';

export const staffRoleSchema = z.enum(['coach', 'admin'], { error: 'Role must be coach or admin' });

/** POST /api/admin/users/invitations */
export const staffInvitationRequestSchema = z.object({ email: emailSchema, role: staffRoleSchema }).strict();
export type StaffInvitationRequest = z.input<typeof staffInvitationRequestSchema>;

export const staffInvitationSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.iso.datetime(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** The token in an invitation link: 32 random bytes, base64url (43 characters). */
export const STAFF_INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const personName = (label: string) =>
  textSchema({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** POST /api/auth/staff-invitations/accept: the account is made in the inviting club, then signed in. */
export const staffInvitationAcceptSchema = z
  .object({
    token: textSchema({ error: STAFF_INVITATION_INVALID_MESSAGE })
      .trim()
      .regex(STAFF_INVITATION_TOKEN_PATTERN, STAFF_INVITATION_INVALID_MESSAGE),
    firstName: personName('First name'),
    lastName: personName('Last name'),
    password: passwordSchema,
  })
  .strict();
export type StaffInvitationAccept = z.input<typeof staffInvitationAcceptSchema>;

/** The web app's page that accepts an invitation; the token travels in the fragment, never in a log. */
export const STAFF_INVITATION_PAGE_PATH = '/accept-invitation';

export function staffInvitationLink(publicUrl: string, token: string): string {
  return `${new URL(STAFF_INVITATION_PAGE_PATH, publicUrl).toString()}#token=${token}`;
}

import { z } from 'zod';
import { MAX_CHILDREN_PER_PARENT } from '../actor';
import { textSchema } from '../strings';
import { currentUserSchema, passwordSchema } from './auth';

/**
 * Parents and guardians (ARCHITECTURE §9): a Parents & Guardians entry with an e-mail gets a
 * one-time invitation; accepting it links a `parent` account to the child (a guardianship).
 */

/** A guardian invitation link works once, for this many days. */
export const GUARDIAN_INVITATION_TTL_DAYS = 7;
/** How many invitations one Parents & Guardians entry may be sent within an hour (resending included). */
export const GUARDIAN_INVITATIONS_PER_ENTRY_PER_HOUR = 5;

export const GUARDIAN_INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, has expired or has already been used. Ask for a new one.';
export const GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE =
  'Only a parent account can accept a guardian invitation. Sign out, then open the link again to create one.';
export const GUARDIAN_INVITATION_EMAIL_TAKEN_MESSAGE =
  'An account with this e-mail already exists. Sign in, then open the link again to add this child.';
export const TOO_MANY_CHILDREN_MESSAGE = `A parent account can hold at most ${MAX_CHILDREN_PER_PARENT} children`;
export const PARENT_ENTRY_WITHOUT_EMAIL_MESSAGE = 'This parent or guardian has no e-mail address to invite';
export const FAMILY_CHILD_NOT_FOUND_MESSAGE = 'Child not found';
export const PARENT_ENTRY_NOT_FOUND_MESSAGE = 'Parent or guardian not found';
export const GUARDIAN_INVITATIONS_LIMIT_MESSAGE =
  'Too many invitations for this parent or guardian in the last hour. Try again later.';

/** The token in an invitation link: 32 random bytes, base64url (43 characters). */
export const GUARDIAN_INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const personName = (label: string) =>
  textSchema({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const guardianInvitationTokenSchema = textSchema({ error: GUARDIAN_INVITATION_INVALID_MESSAGE })
  .trim()
  .regex(GUARDIAN_INVITATION_TOKEN_PATTERN, GUARDIAN_INVITATION_INVALID_MESSAGE);

/**
 * POST /api/guardian-invitations/accept. With `firstName`, `lastName` and `password` a new parent
 * account is made (with the invitation's e-mail) and signed in; with the token alone the signed-in
 * parent account is linked to the child. The three account fields come together or not at all.
 */
export const guardianInvitationAcceptSchema = z
  .object({
    token: guardianInvitationTokenSchema,
    firstName: personName('First name').optional(),
    lastName: personName('Last name').optional(),
    password: passwordSchema.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const given = [body.firstName, body.lastName, body.password].some((value) => value !== undefined);
    if (!given) return;
    if (body.firstName === undefined)
      context.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' });
    if (body.lastName === undefined)
      context.addIssue({ code: 'custom', path: ['lastName'], message: 'Last name is required' });
    if (body.password === undefined)
      context.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
  });
export type GuardianInvitationAccept = z.input<typeof guardianInvitationAcceptSchema>;

/** Whether an accept body makes a new account (all three account fields) rather than linking one. */
export function makesNewParentAccount(
  body: z.output<typeof guardianInvitationAcceptSchema>,
): body is { token: string; firstName: string; lastName: string; password: string } {
  return body.firstName !== undefined && body.lastName !== undefined && body.password !== undefined;
}

/** The identity RPC making a new parent account from an invitation. */
export const guardianAccountCreateSchema = z
  .object({
    token: guardianInvitationTokenSchema,
    firstName: personName('First name'),
    lastName: personName('Last name'),
    password: passwordSchema,
  })
  .strict();

/** One child of a parent account (GET /api/family/children). */
export const familyChildSchema = z.object({
  playerId: z.uuid(),
  fullName: z.string().nullable(),
  clubId: z.uuid(),
  clubName: z.string(),
  profilePhotoUrl: z.string().nullable(),
  /** The relationship on the Parents & Guardians entry the guardianship came from. */
  relationship: z.string().nullable(),
  /** Whether that entry is the child's primary contact. */
  isPrimaryContact: z.boolean(),
  since: z.iso.datetime(),
  /** When this parent last opened the child's family home (POST /api/family/children/{id}/visit); null before the first visit. */
  lastVisitAt: z.iso.datetime().nullable(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/** The answer to accepting an invitation: the account and the child it now holds. */
export const guardianInvitationAcceptedSchema = z.object({ user: currentUserSchema, child: familyChildSchema });
export type GuardianInvitationAccepted = z.infer<typeof guardianInvitationAcceptedSchema>;

/** POST /api/players/{id}/parents/{parentId}/invite: a new link is on its way, the old ones are dead. */
export const guardianInvitationSentSchema = z.object({
  parentId: z.uuid(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type GuardianInvitationSent = z.infer<typeof guardianInvitationSentSchema>;

/** The web app's page that accepts a guardian invitation; the token travels in the fragment, never in a log. */
export const GUARDIAN_INVITATION_PAGE_PATH = '/accept-guardian-invitation';

export function guardianInvitationLink(publicUrl: string, token: string): string {
  return `${new URL(GUARDIAN_INVITATION_PAGE_PATH, publicUrl).toString()}#token=${token}`;
}

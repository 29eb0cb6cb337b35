import { z } from 'zod';
import { clubRoleSchema, roleSchema } from '../actor';
import { NUL_CHARACTER_MESSAGE, hasNulCharacter, textSchema } from '../strings';
import { accountDateOfBirthSchema } from './birth-date';

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** Trimmed and lower-cased, so `Ana@Club.org ` and `ana@club.org` are one account. */
export const emailSchema = textSchema({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`)
  .refine((password) => password.trim().length > 0, 'Password must not be only spaces')
  .refine((password) => !hasNulCharacter(password), NUL_CHARACTER_MESSAGE);

const personName = (label: string) =>
  textSchema({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** A squad's invite code, as in its invite link (`/signup?invite=<code>`): letters and digits. */
export const inviteCodeSchema = textSchema({ error: 'Invite code is required' })
  .trim()
  .min(1, 'Invite code is required')
  .max(64, 'This invite code is not valid')
  .regex(/^[A-Za-z0-9-]+$/, 'This invite code is not valid');

/**
 * POST /api/auth/signup (confirmPassword stays in the browser). `inviteCode` places the player in
 * the squad (and club) whose invite link it is; without it the player joins the installation's only
 * club, in its sign-up squad. `dateOfBirth` is the neutral age question (ARCHITECTURE §9); under the
 * club's consent age `guardianEmail` is required (400 guardianEmail otherwise) and is sent the
 * guardian invitation at once; at or over it, it is not used.
 */
export const signupRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstName: personName('First name'),
    lastName: personName('Last name'),
    dateOfBirth: accountDateOfBirthSchema,
    guardianEmail: emailSchema.optional(),
    inviteCode: inviteCodeSchema.optional(),
  })
  .strict();
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** POST /api/auth/login. Only presence is checked: a wrong password is a 401, whatever its shape. */
export const loginRequestSchema = z
  .object({
    email: textSchema({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254).toLowerCase(),
    password: textSchema({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** GET /api/auth/user (spec §3 Current user). */
export const currentUserSchema = z.object({
  id: z.uuid(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** A player account without a date of birth: asked it, neutrally, before anything else. */
  needsDateOfBirth: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';

/** POST /api/auth/password: ends the user's other sessions on success. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: textSchema({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024),
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/** Admin area: GET /api/admin/users?search=&page=&pageSize= */
export const adminUserListQuerySchema = z
  .object({
    search: textSchema().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** An account of the admin's club (parents belong to no club, so never appear here). */
export const adminUserSchema = currentUserSchema.omit({ needsDateOfBirth: true }).extend({
  role: clubRoleSchema,
  playerId: z.uuid().nullable(),
  /** Set while the account is deactivated: it cannot sign in. */
  deactivatedAt: z.iso.datetime().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A row of the admin's user list: also the squads a player is in or a coach coaches (archived left out). */
export const adminUserRowSchema = adminUserSchema.extend({
  squads: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** PATCH /api/admin/users/{id} */
export const setRoleRequestSchema = z.object({ role: clubRoleSchema }).strict();
export type SetRoleRequest = z.input<typeof setRoleRequestSchema>;

/** GET /api/players/me: the signed-in player's record (its id is not the user id). */
export const playerSelfSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  fullName: z.string().nullable(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});
export type PlayerSelf = z.infer<typeof playerSelfSchema>;

import { z } from 'zod';
import { textSchema } from '../strings';
import { inviteCodeSchema } from './auth';

export const SQUAD_NAME_MAX = 100;
export const SQUAD_LABEL_MAX = 40;

export const SQUAD_NOT_FOUND_MESSAGE = 'Squad not found';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const SQUAD_ARCHIVED_MESSAGE = 'This squad is archived. Restore it before changing who is in it';
export const ONLY_COACHES_COACH_MESSAGE = 'Only a coach can be assigned to a squad';
/** A signed-in player opening another club's invite link (said as a 404: the club is not theirs). */
export const INVITE_OTHER_CLUB_MESSAGE =
  'This invite link belongs to another club. Ask your own club for its invite link';

const squadName = textSchema({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(SQUAD_NAME_MAX, `Name must be at most ${SQUAD_NAME_MAX} characters`);

/** A season ("2026/27") or age group ("U12"): trimmed; blank or null clears it. */
const squadLabel = (label: string) =>
  textSchema()
    .trim()
    .max(SQUAD_LABEL_MAX, `${label} must be at most ${SQUAD_LABEL_MAX} characters`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

export const squadCoachRoleSchema = z.enum(['head', 'assistant'], { error: 'Role must be head or assistant' });
export type SquadCoachRole = z.infer<typeof squadCoachRoleSchema>;

/** GET /api/squads?includeArchived=true */
export const squadListQuerySchema = z
  .object({
    includeArchived: z
      .enum(['true', 'false'], { error: 'includeArchived must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .strict();
export type SquadListQuery = z.input<typeof squadListQuerySchema>;

/** POST /api/squads */
export const squadCreateSchema = z
  .object({
    name: squadName,
    season: squadLabel('Season')
      .optional()
      .transform((value) => value ?? null),
    ageGroup: squadLabel('Age group')
      .optional()
      .transform((value) => value ?? null),
  })
  .strict();
export type SquadCreate = z.input<typeof squadCreateSchema>;

/** PATCH /api/squads/{id}: only the fields sent change; `archived: true` archives, `false` restores. */
export const squadUpdateSchema = z
  .object({
    name: squadName.optional(),
    season: squadLabel('Season').optional(),
    ageGroup: squadLabel('Age group').optional(),
    archived: z.boolean({ error: 'archived must be true or false' }).optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Send at least one field to change' });
export type SquadUpdate = z.input<typeof squadUpdateSchema>;

/** POST /api/squads/{id}/players */
export const squadPlayerAddSchema = z.object({ playerId: z.uuid('playerId must be a valid id') }).strict();
export type SquadPlayerAdd = z.input<typeof squadPlayerAddSchema>;

/** POST /api/squads/{id}/coaches */
export const squadCoachAddSchema = z
  .object({ userId: z.uuid('userId must be a valid id'), role: squadCoachRoleSchema })
  .strict();
export type SquadCoachAdd = z.input<typeof squadCoachAddSchema>;

/** POST /api/squads/join: a signed-in player opening an invite link joins its squad. */
export const squadJoinSchema = z.object({ inviteCode: inviteCodeSchema }).strict();
export type SquadJoin = z.input<typeof squadJoinSchema>;

export const squadCoachSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: squadCoachRoleSchema,
});
export type SquadCoach = z.infer<typeof squadCoachSchema>;

export const squadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  season: z.string().nullable(),
  ageGroup: z.string().nullable(),
  /** Sign-ups without an invite code land here. */
  takesSignups: z.boolean(),
  /** Whether an invite link is live (the code itself is shown once, when made). */
  hasInviteLink: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  playerCount: z.number().int(),
  coaches: z.array(squadCoachSchema),
  createdAt: z.iso.datetime(),
});
export type Squad = z.infer<typeof squadSchema>;

/** POST /api/squads/{id}/invite-link: a new code each time; the previous one stops working. */
export const squadInviteLinkSchema = z.object({ code: z.string(), url: z.url() });
export type SquadInviteLink = z.infer<typeof squadInviteLinkSchema>;

export const squadJoinedSchema = z.object({ squadId: z.uuid(), name: z.string() });
export type SquadJoined = z.infer<typeof squadJoinedSchema>;

/** The web app's sign-up page with a squad's invite code. */
export function squadInviteLink(publicUrl: string, code: string): string {
  const url = new URL('/signup', publicUrl);
  url.searchParams.set('invite', code);
  return url.toString();
}

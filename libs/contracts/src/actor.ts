import { z } from 'zod';
import { SERVICE_NAMES } from './services';

export const ROLES = ['player', 'coach', 'admin', 'parent'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * The roles of a club's own accounts, the ones an admin may give or the CLI may create. A `parent`
 * account belongs to no club: it exists only by accepting a guardian invitation (ARCHITECTURE §9).
 */
export const CLUB_ROLES = ['player', 'coach', 'admin'] as const satisfies readonly Role[];
export const clubRoleSchema = z.enum(CLUB_ROLES);
export type ClubRole = z.infer<typeof clubRoleSchema>;

/** A coach sees the players of at most this many squads; identity refuses assigning more. */
export const MAX_SQUADS_PER_COACH = 200;

/** A parent account holds at most this many children; identity refuses a guardianship beyond it. */
export const MAX_CHILDREN_PER_PARENT = 20;

/**
 * Who is making a request. Identity builds it at sign-in and keeps it current in the session (a
 * squad or role change rewrites or ends the session before the change answers); the gateway signs it
 * into every RPC. `clubId` is the tenant of a player, coach or admin; `squadIds` are the squads a
 * coach coaches; `childIds` the players a parent is guardian of (a guardianship change rewrites the
 * session before it answers). `service` marks a service acting as itself (never set for a user).
 */
export const actorSchema = z.object({
  userId: z.uuid(),
  role: roleSchema,
  playerId: z.uuid().optional(),
  clubId: z.uuid().optional(),
  squadIds: z.array(z.uuid()).max(MAX_SQUADS_PER_COACH).optional(),
  childIds: z.array(z.uuid()).max(MAX_CHILDREN_PER_PARENT).optional(),
  service: z.enum(SERVICE_NAMES).optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export function isStaff(role: Role): boolean {
  return role === 'coach' || role === 'admin';
}

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

/**
 * Who may call what, by role, defined once and used by the RPC access lists and the gateway's route
 * rules alike. Each service still narrows every call to the caller's scope (PlayerAccess: a player,
 * themself; a parent, their children; a coach, their squads; an admin, their club).
 */
/** A club's staff. */
export const STAFF_ROLES = ['coach', 'admin'] as const satisfies readonly Role[];
/**
 * Reads of one player's data: the player, their guardians, and the staff whose scope reaches them. A
 * parent reads their child's data read-only (ARCHITECTURE §9).
 */
export const PLAYER_DATA_READERS = ['player', 'coach', 'admin', 'parent'] as const satisfies readonly Role[];
/** Writes about a player that the player and staff make but a parent does not (a reply, deleting a video). */
export const PLAYER_AND_STAFF = ['player', 'coach', 'admin'] as const satisfies readonly Role[];
/**
 * Writes a player makes for themself and a guardian for their child: uploading a video, booking a
 * call. Staff never make them.
 */
export const PLAYER_OR_GUARDIAN = ['player', 'parent'] as const satisfies readonly Role[];
/**
 * Changes everyone who reaches the player makes, a parent included, each narrowed by its service:
 * cancelling a call; editing the player record (a parent: only the player's contact fields).
 */
export const PLAYER_GUARDIAN_AND_STAFF = PLAYER_DATA_READERS;

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
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

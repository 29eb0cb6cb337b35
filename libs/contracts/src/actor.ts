import { z } from 'zod';
import { SERVICE_NAMES } from './services';

export const ROLES = ['player', 'coach', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** A coach sees the players of at most this many squads; identity refuses assigning more. */
export const MAX_SQUADS_PER_COACH = 200;

/**
 * Who is making a request. Identity builds it at sign-in and keeps it current in the session (a
 * squad or role change rewrites or ends the session before the change answers); the gateway signs it
 * into every RPC. `clubId` is the tenant of a player, coach or admin; `squadIds` are the squads a
 * coach coaches. `service` marks a service acting as itself (never set for a user).
 */
export const actorSchema = z.object({
  userId: z.uuid(),
  role: roleSchema,
  playerId: z.uuid().optional(),
  clubId: z.uuid().optional(),
  squadIds: z.array(z.uuid()).max(MAX_SQUADS_PER_COACH).optional(),
  service: z.enum(SERVICE_NAMES).optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export function isStaff(role: Role): boolean {
  return role === 'coach' || role === 'admin';
}

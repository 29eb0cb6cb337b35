import { z } from 'zod';

export const ROLES = ['player', 'coach', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Who is making a request. The gateway derives it from the session and sends it with every RPC. */
export const actorSchema = z.object({
  userId: z.uuid(),
  role: roleSchema,
  playerId: z.uuid().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export function isStaff(role: Role): boolean {
  return role === 'coach' || role === 'admin';
}

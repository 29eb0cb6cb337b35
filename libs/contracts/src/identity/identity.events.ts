import { z } from 'zod';
import { roleSchema } from '../actor';

/** identity's domain events. */
export const identityEvents = {
  'identity.user.registered': z.object({
    userId: z.uuid(),
    playerId: z.uuid().nullable(),
    role: roleSchema,
  }),
  'identity.user.password-changed': z.object({ userId: z.uuid() }),
  'identity.user.role-changed': z.object({ userId: z.uuid(), from: roleSchema, to: roleSchema }),
} as const;

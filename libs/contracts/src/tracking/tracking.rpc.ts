import { z } from 'zod';
import { defineRpc, healthPingRpc } from '../rpc-definition';
import { LIST_PAGE_MAX, listCursorSchema } from '../paging';
import { trainingLogCreateSchema, trainingLogPageSchema, trainingLogSchema } from './training-log';

/** tracking's subjects. Handlers also check that the actor may reach `playerId` (canAccessPlayer). */
export const trackingRpc = {
  'tracking.health.ping': healthPingRpc,
  'tracking.training-log.list': defineRpc({
    /** Newest first; without `limit`, the newest UNPAGED_LIST_CEILING. */
    request: z
      .object({
        playerId: z.uuid(),
        limit: z.number().int().min(1).max(LIST_PAGE_MAX).optional(),
        before: listCursorSchema.optional(),
      })
      .strict(),
    response: trainingLogPageSchema,
    access: ['player', 'coach', 'admin'],
  }),
  'tracking.training-log.create': defineRpc({
    request: z.object({ playerId: z.uuid(), log: trainingLogCreateSchema }).strict(),
    response: trainingLogSchema,
    access: ['player'],
  }),
} as const;

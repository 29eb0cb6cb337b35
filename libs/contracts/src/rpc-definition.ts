import { z } from 'zod';
import type { Role } from './actor';
import { serviceHealthSchema } from './health';

/**
 * Who a service accepts an RPC from. `public` needs no actor (health pings); `authenticated` any
 * signed-in actor; a role list only those roles. Ownership of a player's data is checked by the
 * handler itself, because only it knows which player a record belongs to.
 */
export type RpcAccess = 'public' | 'authenticated' | readonly Role[];

export interface RpcDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Access extends RpcAccess = RpcAccess,
> {
  request: Req;
  response: Res;
  access: Access;
}

export function defineRpc<Req extends z.ZodType, Res extends z.ZodType, const Access extends RpcAccess>(
  definition: RpcDefinition<Req, Res, Access>,
): RpcDefinition<Req, Res, Access> {
  return definition;
}

export const emptyRequestSchema = z.object({}).strict();

/** A credit for one more frame of a streamed answer (server-kit's rpc-stream), or the reader's goodbye. */
export const streamCreditSchema = z.object({ streamId: z.uuid(), cancel: z.boolean().optional() }).strict();

/** Every service answers its health ping; the gateway's /api/health asks each one. */
/** How many changed memberships one copy acknowledgement may name (a squad archived at once). */
export const SCOPE_AWAIT_MAX = 5000;

/**
 * Identity asks each service, after a membership change committed and before it answers, whether the
 * service's copy holds the change yet (and waits up to a few seconds for it), so a right removed
 * (a player taken out of a squad) is gone from every service on the very next request. Only
 * identity, as itself, may call it.
 */
export const scopeAwaitCopyRpc = defineRpc({
  request: z
    .object({
      players: z.array(z.object({ playerId: z.uuid(), version: z.number().int().nonnegative() })).max(SCOPE_AWAIT_MAX),
      staff: z.array(z.object({ userId: z.uuid(), version: z.number().int().nonnegative() })).max(SCOPE_AWAIT_MAX),
    })
    .strict(),
  response: z.object({ applied: z.boolean() }),
  access: ['admin'],
});

export const healthPingRpc = defineRpc({
  request: emptyRequestSchema,
  response: serviceHealthSchema,
  access: 'public',
});

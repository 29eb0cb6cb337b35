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

/** Every service answers its health ping; the gateway's /api/health asks each one. */
export const healthPingRpc = defineRpc({
  request: emptyRequestSchema,
  response: serviceHealthSchema,
  access: 'public',
});

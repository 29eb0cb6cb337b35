import { type Actor, type RpcAccess, actorSchema } from '@portal/contracts';
import { ServiceError } from '../errors';

/**
 * The service-side re-check of who may call an RPC. The gateway checks too, but a service never
 * trusts that: an RPC without a valid actor is refused unless the subject is public.
 */
export function authorizeRpc(access: RpcAccess, rawActor: unknown): Actor | undefined {
  if (access === 'public') {
    return rawActor === undefined ? undefined : parseActor(rawActor);
  }
  if (rawActor === undefined || rawActor === null) {
    throw ServiceError.unauthorized();
  }
  const actor = parseActor(rawActor);
  if (access !== 'authenticated' && !access.includes(actor.role)) {
    throw ServiceError.forbidden();
  }
  return actor;
}

function parseActor(rawActor: unknown): Actor {
  const parsed = actorSchema.safeParse(rawActor);
  if (!parsed.success) throw ServiceError.unauthorized();
  return parsed.data;
}

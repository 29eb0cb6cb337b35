import { type Actor, type Caller, type RpcAccess, mayCallAsService, serviceActor } from '@portal/contracts';
import { ServiceError } from '../errors';
import type { ActorTokens, TokenRefusal } from './actor-token';

export interface AuthorizedRpc {
  actor: Actor | undefined;
  /** The verified token and who it names, kept so the handler may forward it to another service. */
  verified?: { token: string; caller: Caller };
}

export type RefusalReason = TokenRefusal | 'service-not-allowed';

/**
 * The service-side check of who may call an RPC, before any handler runs. The gateway checks too,
 * but a service never trusts that: the actor comes only from a token signed with the portal's key
 * and not expired; a service acting as itself only on the subjects `serviceRpcCalls` grants it.
 * Without a token only public subjects are served; a bad token is refused even there.
 */
export function authorizeRpc(
  subject: string,
  access: RpcAccess,
  rawToken: unknown,
  tokens: ActorTokens,
  onRefused: (reason: RefusalReason) => void = () => undefined,
): AuthorizedRpc {
  if (rawToken === undefined || rawToken === null) {
    if (access === 'public') return { actor: undefined };
    throw ServiceError.unauthorized();
  }
  const verified = tokens.verify(rawToken);
  if (!verified.ok) {
    onRefused(verified.reason);
    throw ServiceError.unauthorized();
  }
  const caller = verified.claims.sub;
  // Only a service's own token may say it is a service; a user's actor never carries the marker.
  if (caller.kind === 'user' && caller.actor.service !== undefined) {
    onRefused('bad-issuer');
    throw ServiceError.unauthorized();
  }
  if (caller.kind === 'service' && !mayCallAsService(caller.service, subject)) {
    onRefused('service-not-allowed');
    throw ServiceError.forbidden();
  }
  const actor = caller.kind === 'user' ? caller.actor : serviceActor(caller.service);
  if (access !== 'public' && access !== 'authenticated' && !access.includes(actor.role)) {
    throw ServiceError.forbidden();
  }
  return { actor, verified: { token: rawToken as string, caller } };
}

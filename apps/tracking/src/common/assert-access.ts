import { type Actor, canAccessPlayer } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';

/** The service's own ownership check (the gateway is not the only guard). */
export function assertCanAccessPlayer(actor: Actor, playerId: string): void {
  if (!canAccessPlayer(actor, playerId)) throw ServiceError.forbidden("You can only access your own player's data");
}

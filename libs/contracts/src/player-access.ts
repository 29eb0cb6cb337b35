import { type Actor, isStaff } from './actor';

/**
 * The one ownership rule of spec §6 and ARCHITECTURE §5: a player reaches only their own records;
 * coaches and admins reach every player's. Services apply it to every RPC touching player data.
 */
export function canAccessPlayer(actor: Actor, playerId: string): boolean {
  return isStaff(actor.role) || (actor.role === 'player' && actor.playerId === playerId);
}

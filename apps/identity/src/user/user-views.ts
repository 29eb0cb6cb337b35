import type { Actor, AdminUser, CurrentUser } from '@portal/contracts';
import type { Player } from '../player/player.entity';
import type { User } from './user.entity';

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminUser(user: User, player: Pick<Player, 'id'> | null): AdminUser {
  return { ...toCurrentUser(user), playerId: player?.id ?? null };
}

/** The actor carries the player id only for players: staff never act as a player. */
export function actorFor(user: User, player: Pick<Player, 'id'> | null): Actor {
  return user.role === 'player' && player
    ? { userId: user.id, role: user.role, playerId: player.id }
    : { userId: user.id, role: user.role };
}

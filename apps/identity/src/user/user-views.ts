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
  return {
    ...toCurrentUser(user),
    playerId: player?.id ?? null,
    deactivatedAt: user.deactivatedAt ? user.deactivatedAt.toISOString() : null,
  };
}

/**
 * The actor a session carries: the club for everyone in one, the player id only for players (staff
 * never act as a player), and the squads a coach coaches (`coachedSquadIds`, ignored for others).
 */
export function actorFor(
  user: User,
  player: Pick<Player, 'id'> | null,
  coachedSquadIds: readonly string[] = [],
): Actor {
  const club = user.clubId ? { clubId: user.clubId } : {};
  if (user.role === 'player')
    return { userId: user.id, role: user.role, ...club, ...(player ? { playerId: player.id } : {}) };
  if (user.role === 'coach') return { userId: user.id, role: user.role, ...club, squadIds: [...coachedSquadIds] };
  return { userId: user.id, role: user.role, ...club };
}

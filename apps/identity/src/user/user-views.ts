import type { Actor, AdminUser, CurrentUser } from '@portal/contracts';
import type { Player } from '../player/player.entity';
import type { User } from './user.entity';

/** `player`: the account's player record, whose date of birth the age question asks when missing. */
export function toCurrentUser(user: User, player: Pick<Player, 'dateOfBirth'> | null = null): CurrentUser {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    needsDateOfBirth: user.role === 'player' && player !== null && player.dateOfBirth === null,
  };
}

/** One of a club's accounts; a parent account belongs to no club, so it is never one. */
export function toAdminUser(user: User, player: Pick<Player, 'id'> | null): AdminUser {
  if (user.role === 'parent') throw new Error('A parent account is not one of a club’s accounts');
  const { needsDateOfBirth: _asked, ...account } = toCurrentUser(user);
  return {
    ...account,
    role: user.role,
    playerId: player?.id ?? null,
    deactivatedAt: user.deactivatedAt ? user.deactivatedAt.toISOString() : null,
  };
}

/**
 * The actor a session carries: the club for everyone in one, the player id only for players (staff
 * never act as a player), the squads a coach coaches (`coachedSquadIds`, ignored for others) and the
 * children a parent is guardian of (`childIds`, ignored for others; a parent has no club).
 */
export function actorFor(
  user: User,
  player: Pick<Player, 'id'> | null,
  coachedSquadIds: readonly string[] = [],
  childIds: readonly string[] = [],
): Actor {
  const club = user.clubId ? { clubId: user.clubId } : {};
  if (user.role === 'player')
    return { userId: user.id, role: user.role, ...club, ...(player ? { playerId: player.id } : {}) };
  if (user.role === 'coach') return { userId: user.id, role: user.role, ...club, squadIds: [...coachedSquadIds] };
  if (user.role === 'parent') return { userId: user.id, role: user.role, childIds: [...childIds] };
  return { userId: user.id, role: user.role, ...club };
}

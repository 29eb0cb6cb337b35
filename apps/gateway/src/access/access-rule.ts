import { SetMetadata } from '@nestjs/common';
import { PLAYER_DATA_READERS, PLAYER_OR_GUARDIAN, type Role } from '@portal/contracts';

export const ACCESS_RULE = 'portal:access-rule';

/**
 * Who may call a route. Every route declares one; the gateway refuses to start otherwise.
 * `playerData` says how the route finds whose data it touches (see TargetPlayer).
 */
export type AccessRule =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[]; playerData?: PlayerDataRule };

/**
 * A route touching one player's data: a player always gets their own player id (asking for another
 * is 404, as for anyone outside the caller's scope); staff and parents name the player in the query
 * string or path parameter `key`, and the service decides whether the player is in their scope.
 */
export interface PlayerDataRule {
  staffSource: 'query' | 'param';
  key: string;
}

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user, whatever the role. */
export const SignedIn = () => SetMetadata(ACCESS_RULE, { kind: 'signed-in' } satisfies AccessRule);

/** Signed-in users with one of these roles. */
export const RolesAllowed = (...roles: Role[]) =>
  SetMetadata(ACCESS_RULE, { kind: 'roles', roles } satisfies AccessRule);

/**
 * Reads of one player's data: players (their own), parents (a child's) and coaches/admins (a player's
 * in their scope), the last two naming the player by `key`.
 */
export const PlayerData = (playerData: PlayerDataRule) =>
  SetMetadata(ACCESS_RULE, { kind: 'roles', roles: PLAYER_DATA_READERS, playerData } satisfies AccessRule);

/**
 * Writes only a player makes about themselves (logging training, a check-in): staff and parents are
 * refused and TargetPlayer is always the signed-in player's own id.
 */
export const PlayerOwnData = () =>
  SetMetadata(ACCESS_RULE, {
    kind: 'roles',
    roles: ['player'],
    playerData: { staffSource: 'query', key: 'playerId' },
  } satisfies AccessRule);

/**
 * Writes a player makes for themselves and a parent for their child (uploading a video, booking a
 * call): TargetPlayer is the player's own id, or the child a parent names with `?playerId=`; staff are
 * refused.
 */
export const PlayerOrGuardian = () =>
  SetMetadata(ACCESS_RULE, {
    kind: 'roles',
    roles: PLAYER_OR_GUARDIAN,
    playerData: { staffSource: 'query', key: 'playerId' },
  } satisfies AccessRule);

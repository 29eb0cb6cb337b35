import { Injectable } from '@nestjs/common';
import { type AdminPlayerRow, type AdminUser, ErrorCode, PLAYER_MANY_MAX, type PlayerProfile } from '@portal/contracts';
import { type RpcCallContext, RpcClient, ServiceError } from '@portal/server-kit';

/**
 * No user is behind a scheduled report or an event consumer: the reports service asks as itself, with
 * a token it signs, and identity serves it only the subjects `serviceRpcCalls.reports` lists.
 */
export const AS_REPORTS_SERVICE: RpcCallContext = { asService: true };
const context = AS_REPORTS_SERVICE;

export interface PersonOnFile {
  userId: string;
  name: string;
  email: string | null;
}

export interface PlayerOnFile {
  playerId: string;
  /** The player's account, when the record has one (only such players are told anything in-app). */
  userId: string | null;
  name: string;
  /** The player's own address (the profile's, else the account's). */
  email: string | null;
  /** When the player signed up: their six-week periods count from this day. */
  signedUpAt: string;
  team: string | null;
  /** The Parents & Guardians entries (`id` names the entry a parent account accepts). */
  parents: { id: string; name: string; email: string | null }[];
}

const USER_PAGE_SIZE = 100;
const PLAYER_PAGE_SIZE = 1000;
/** How long one read of identity's staff accounts serves a batch of reports or events. */
const STAFF_CACHE_MS = 30_000;

function nameOf(first: string | null | undefined, last: string | null | undefined, fallback: string): string {
  return [first, last].filter(Boolean).join(' ') || fallback;
}

/**
 * Who is who, asked of identity over NATS (never its tables): `identity.player.get` for one player
 * (name, team, parents), `identity.player.many` for a report batch, `identity.player.list` for the scheduler, and `identity.user.list` for the
 * staff's names and addresses. An unreachable identity throws (UNAVAILABLE): callers fail and are retried.
 */
@Injectable()
export class IdentityDirectory {
  private cachedStaff?: { at: number; people: Promise<PersonOnFile[]> };

  constructor(private readonly rpc: RpcClient) {}

  /** The player's record; NOT_FOUND (from identity) when there is none. */
  async player(playerId: string): Promise<PlayerOnFile> {
    return toPlayer(await this.rpc.call('identity.player.get', { playerId }, context));
  }

  /** The player's record, or undefined when identity no longer has the player (nobody to tell). */
  playerIfOnFile(playerId: string): Promise<PlayerOnFile | undefined> {
    return this.player(playerId).catch((error: unknown) => {
      if (error instanceof ServiceError && error.code === ErrorCode.NotFound) return undefined;
      throw error;
    });
  }

  /** The records of those of these players identity has on file (a report batch's players), by player id. */
  async playersOnFile(playerIds: readonly string[]): Promise<Map<string, PlayerOnFile>> {
    const byId = new Map<string, PlayerOnFile>();
    for (let index = 0; index < playerIds.length; index += PLAYER_MANY_MAX) {
      const playerIdsOfCall = playerIds.slice(index, index + PLAYER_MANY_MAX);
      for (const profile of await this.rpc.call('identity.player.many', { playerIds: playerIdsOfCall }, context))
        byId.set(profile.id, toPlayer(profile));
    }
    return byId;
  }

  /** Every player (id, name and sign-up time), for the scheduler. */
  async players(): Promise<{ playerId: string; name: string; signedUpAt: string }[]> {
    const rows: AdminPlayerRow[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.rpc.call('identity.player.list', { page, pageSize: PLAYER_PAGE_SIZE }, context);
      rows.push(...result.items);
      if (result.items.length < PLAYER_PAGE_SIZE || rows.length >= result.total)
        return rows.map((row) => ({
          playerId: row.id,
          name: row.fullName || nameOf(row.user?.firstName, row.user?.lastName, 'Player'),
          signedUpAt: row.createdAt,
        }));
    }
  }

  /**
   * Every staff account's name and address. Not who is told: that is the staff reaching the player
   * (ScopeRowsRepository.staffReaching), looked up here by user id. Read again after STAFF_CACHE_MS;
   * a failed read is not kept.
   */
  staff(): Promise<PersonOnFile[]> {
    if (this.cachedStaff && Date.now() - this.cachedStaff.at < STAFF_CACHE_MS) return this.cachedStaff.people;
    const people = this.readStaff();
    this.cachedStaff = { at: Date.now(), people };
    people.catch(() => {
      if (this.cachedStaff?.people === people) this.cachedStaff = undefined;
    });
    return people;
  }

  private async readStaff(): Promise<PersonOnFile[]> {
    const users: AdminUser[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.rpc.call('identity.user.list', { page, pageSize: USER_PAGE_SIZE }, context);
      users.push(...result.items);
      if (result.items.length < USER_PAGE_SIZE || users.length >= result.total) break;
    }
    return users
      .filter((user) => user.role !== 'player')
      .map((user) => ({ userId: user.id, name: nameOf(user.firstName, user.lastName, 'Coach'), email: user.email }));
  }
}

function toPlayer(profile: PlayerProfile): PlayerOnFile {
  return {
    playerId: profile.id,
    userId: profile.userId,
    name: profile.fullName || nameOf(profile.user?.firstName, profile.user?.lastName, 'Player'),
    email: profile.playerEmail ?? profile.user?.email ?? null,
    signedUpAt: profile.createdAt,
    team: profile.teamName,
    parents: profile.parents.map((parent) => ({ id: parent.id, name: parent.name, email: parent.email })),
  };
}

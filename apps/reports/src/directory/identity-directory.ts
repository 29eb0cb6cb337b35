import { Injectable } from '@nestjs/common';
import type { Actor, AdminUser } from '@portal/contracts';
import { RpcClient, ServiceError } from '@portal/server-kit';

/**
 * The reports service's own actor when it asks other services for data (no user is behind a
 * scheduled report or an event consumer). It is an admin so it may read every player.
 */
export const REPORTS_SYSTEM_ACTOR: Actor = { userId: '00000000-0000-4000-8000-000000000005', role: 'admin' };

export interface PersonOnFile {
  userId: string;
  name: string;
  email: string | null;
}

export interface PlayerOnFile extends PersonOnFile {
  playerId: string;
  /** When the player signed up: their six-week periods count from this day. */
  signedUpAt: string;
}

const PAGE_SIZE = 100;
/** How long one read of identity's accounts serves a batch of reports or events. */
const CACHE_MS = 30_000;

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'Player';
}

/**
 * Who is who, asked of identity over NATS (never its tables). Identity has no per-player subject on
 * main yet, so this pages through `identity.user.list` (admin); when `identity.player.get` lands,
 * `player()` should switch to it. An unreachable identity throws (UNAVAILABLE): callers retry.
 */
@Injectable()
export class IdentityDirectory {
  private cached?: { at: number; users: Promise<AdminUser[]> };

  constructor(private readonly rpc: RpcClient) {}

  /** Every account, read again after CACHE_MS (or when `fresh`); a failed read is not kept. */
  allUsers(fresh = false): Promise<AdminUser[]> {
    if (!fresh && this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.users;
    const users = this.readAllUsers();
    this.cached = { at: Date.now(), users };
    users.catch(() => {
      if (this.cached?.users === users) this.cached = undefined;
    });
    return users;
  }

  private async readAllUsers(): Promise<AdminUser[]> {
    const users: AdminUser[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.rpc.call(
        'identity.user.list',
        { page, pageSize: PAGE_SIZE },
        { actor: REPORTS_SYSTEM_ACTOR },
      );
      users.push(...result.items);
      if (result.items.length < PAGE_SIZE || users.length >= result.total) return users;
    }
  }

  /**
   * The staff told of a player's work. There is no coach–player assignment yet, so every coach and
   * admin is "the player's coaches".
   */
  async staff(): Promise<PersonOnFile[]> {
    return (await this.allUsers()).filter((user) => user.role !== 'player').map(toPerson);
  }

  async players(fresh = false): Promise<PlayerOnFile[]> {
    return (await this.allUsers(fresh)).flatMap((user) => (user.playerId ? [toPlayer(user, user.playerId)] : []));
  }

  /** The player's account (read afresh when not in the cached list); NOT_FOUND when identity has none. */
  async player(playerId: string): Promise<PlayerOnFile> {
    const find = async (fresh: boolean) => (await this.players(fresh)).find((player) => player.playerId === playerId);
    const found = (await find(false)) ?? (await find(true));
    if (!found) throw ServiceError.notFound(`No player ${playerId}`);
    return found;
  }
}

function toPerson(user: AdminUser): PersonOnFile {
  return { userId: user.id, name: fullName(user), email: user.email };
}

function toPlayer(user: AdminUser, playerId: string): PlayerOnFile {
  return { ...toPerson(user), playerId, signedUpAt: user.createdAt };
}

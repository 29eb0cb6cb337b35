import { Injectable } from '@nestjs/common';
import { type Actor, type AdminPlayerPage, type AdminPlayerRow, calendarDayOf, recordAge } from '@portal/contracts';
import { PlayerAccess } from '@portal/server-kit';
import {
  type PlayerListRequest,
  type PlayerListRow,
  PlayerListRepository,
  countLookahead,
} from './player-list.repository';
import { listTotal } from './player-list.rules';

export function toAdminPlayerRow(row: PlayerListRow, today: string): AdminPlayerRow {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    user: row.userCreatedAt
      ? {
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          profileImageUrl: row.profileImageUrl,
          createdAt: new Date(row.userCreatedAt).toISOString(),
        }
      : null,
    profilePhotoUrl: row.profileImageUrl,
    jerseyNumber: row.jerseyNumber,
    age: recordAge({ dateOfBirth: row.dateOfBirth, declaredAge: row.declaredAge }, today),
    position: row.position,
    team: row.team,
    club: row.club,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The coach dashboard's player list (spec §2.13): staff only (the subject's access says so), and only
 * the players in the caller's scope (a squad's coach, a club's admin), optionally one squad of them;
 * the stat cards' figures (a count over the whole scope) only when asked.
 */
@Injectable()
export class PlayerListService {
  constructor(
    private readonly players: PlayerListRepository,
    private readonly access: PlayerAccess,
  ) {}

  async list(
    actor: Actor,
    { squadId, stats, ...request }: PlayerListRequest & { squadId?: string; stats?: boolean },
  ): Promise<AdminPlayerPage> {
    const scope = (params: unknown[]) => this.access.sql(actor, 'p."id"', params, squadId ? { squadId } : {});
    const [page, figures] = await Promise.all([
      this.players.page(request, scope),
      stats ? this.players.stats(scope) : undefined,
    ]);
    const today = calendarDayOf(new Date(), 'UTC');
    return {
      items: page.rows.map((row) => toAdminPlayerRow(row, today)),
      ...listTotal(page.counted, request.page, request.pageSize, countLookahead(request.pageSize)),
      page: request.page,
      pageSize: request.pageSize,
      ...(figures ? { stats: figures } : {}),
    };
  }
}

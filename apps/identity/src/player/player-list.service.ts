import { Injectable } from '@nestjs/common';
import { type Actor, type AdminPlayerPage, type AdminPlayerRow, calendarDayOf, recordAge } from '@portal/contracts';
import { PlayerAccess } from '@portal/server-kit';
import { type PlayerListRequest, type PlayerListRow, PlayerListRepository } from './player-list.repository';

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
 * the players in the caller's scope (a squad's coach, a club's admin), optionally one squad of them.
 */
@Injectable()
export class PlayerListService {
  constructor(
    private readonly players: PlayerListRepository,
    private readonly access: PlayerAccess,
  ) {}

  async list(
    actor: Actor,
    { squadId, ...request }: PlayerListRequest & { squadId?: string },
  ): Promise<AdminPlayerPage> {
    const scope = (params: unknown[]) => this.access.sql(actor, 'p."id"', params, squadId ? { squadId } : {});
    const [rows, counts] = await Promise.all([
      this.players.page(request, scope),
      this.players.counts(request.search, scope),
    ]);
    const today = calendarDayOf(new Date(), 'UTC');
    return {
      items: rows.map((row) => toAdminPlayerRow(row, today)),
      total: counts.matching,
      page: request.page,
      pageSize: request.pageSize,
      stats: { totalPlayers: counts.totalPlayers, completeProfiles: counts.completeProfiles },
    };
  }
}

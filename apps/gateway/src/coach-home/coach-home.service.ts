import { Injectable } from '@nestjs/common';
import {
  COACH_HOME_ITEMS_MAX,
  type CoachHome,
  type CoachHomeScope,
  type Squad,
  lightReason,
  scopeOf,
} from '@portal/contracts';
import { RpcClient, ServiceError } from '@portal/server-kit';
import type { CallerContext } from '../access/request-context';

const SQUAD_NOT_FOUND = 'Squad not found';
const UNNAMED_PLAYER = 'Player';

/**
 * Gathers the coach home from the services that hold each section; each service scopes its own SQL
 * (the signed actor travels with every call) and counts before limiting. Names come from identity.
 */
@Injectable()
export class CoachHomeService {
  constructor(private readonly rpc: RpcClient) {}

  async load(caller: CallerContext, query: { squadId?: string; timeZone: string }): Promise<CoachHome> {
    const request = { squadId: query.squadId, timeZone: query.timeZone, limit: COACH_HOME_ITEMS_MAX };
    // The scope's names and the three sections are asked for at once: an unknown squad still answers
    // 404 (each service also refuses a squad outside the caller's scope), one round trip sooner.
    const [scope, roadmap, videos, lights] = await Promise.all([
      this.scope(caller, query.squadId),
      this.rpc.call('roadmap.coach-home.attention', request, caller),
      this.rpc.call('media.video.attention', request, caller),
      this.rpc.call('tracking.week-light.attention', request, caller),
    ]);
    // Calls carry the player's name as booked; every other item is named by identity.
    const playerIds = [
      ...new Set([
        ...roadmap.reviews.items.map((item) => item.playerId),
        ...roadmap.overdue.items.map((item) => item.playerId),
        ...videos.items.map((item) => item.playerId),
        ...lights.items.map((item) => item.playerId),
        ...roadmap.withoutRoadmap.items.map((item) => item.playerId),
        ...lights.quiet.items.map((item) => item.playerId),
      ]),
    ];
    const names = await this.playerNames(caller, playerIds);
    const nameOf = (playerId: string) => names.get(playerId) ?? UNNAMED_PLAYER;
    return {
      scope,
      reviews: {
        count: roadmap.reviews.count,
        items: roadmap.reviews.items.map((assignment) => ({ assignment, playerName: nameOf(assignment.playerId) })),
      },
      videos: {
        count: videos.count,
        items: videos.items.map((video) => ({
          videoId: video.id,
          title: video.title,
          uploadedAt: video.createdAt,
          playerId: video.playerId,
          playerName: nameOf(video.playerId),
        })),
      },
      lights: {
        count: lights.count,
        items: lights.items.map((item) => ({
          playerId: item.playerId,
          playerName: nameOf(item.playerId),
          light: item.light,
          rule: item.alerts[0]?.rule ?? null,
          reason: lightReason(item.light, item.alerts),
        })),
      },
      overdue: {
        count: roadmap.overdue.count,
        items: roadmap.overdue.items.map((assignment) => ({
          assignmentId: assignment.id,
          title: assignment.title,
          dueDate: assignment.dueDate ?? '',
          status: assignment.status,
          playerId: assignment.playerId,
          playerName: nameOf(assignment.playerId),
        })),
      },
      calls: {
        count: roadmap.calls.count,
        items: roadmap.calls.items.map((call) => ({
          callId: call.id,
          startsAt: call.startsAt,
          endsAt: call.endsAt,
          coachName: call.coachName,
          playerId: call.playerId,
          playerName: call.playerName || UNNAMED_PLAYER,
        })),
      },
      newPlayers: {
        count: roadmap.withoutRoadmap.count,
        items: roadmap.withoutRoadmap.items.map(({ playerId }) => ({ playerId, playerName: nameOf(playerId) })),
      },
      quiet: {
        count: lights.quiet.count,
        items: lights.quiet.items.map(({ playerId, lastLoggedOn }) => ({
          playerId,
          playerName: nameOf(playerId),
          lastLoggedOn,
        })),
      },
    };
  }

  /** Whose players the page shows, named: the admin's club, the coach's squads, or the one squad asked for. */
  private async scope(caller: CallerContext, squadId: string | undefined): Promise<CoachHomeScope> {
    const kind = scopeOf(caller.actor).kind;
    if (kind === 'none' && !squadId) return { kind: 'none' };
    if (kind === 'club' && !squadId) return { kind: 'club' };
    const squads: Squad[] = await this.rpc.call('identity.squad.list', { includeArchived: false }, caller);
    if (squadId) {
      const squad = squads.find((candidate) => candidate.id === squadId);
      // Another club's squad, or one the coach does not coach, answers like one that does not exist.
      if (!squad) throw ServiceError.notFound(SQUAD_NOT_FOUND);
      return { kind: 'squad', squad: { id: squad.id, name: squad.name } };
    }
    if (squads.length === 0) return { kind: 'none' };
    return { kind: 'squads', squads: squads.map((squad) => ({ id: squad.id, name: squad.name })) };
  }

  private async playerNames(caller: CallerContext, playerIds: string[]): Promise<Map<string, string>> {
    if (playerIds.length === 0) return new Map();
    const players = await this.rpc.call('identity.player.many', { playerIds }, caller);
    return new Map(players.flatMap((player) => (player.fullName ? [[player.id, player.fullName] as const] : [])));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ScopeCondition } from '../roadmap/roadmap.repository';
import type { SquadPlayerRoadmap } from './squad-assignment.rules';

/**
 * Squad membership as roadmap knows it: its copy of identity's memberships (`roadmap.scope_players`,
 * `roadmap.scope_staff`), read for assigning to a whole squad.
 */
@Injectable()
export class SquadRosterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The clubs whose players or staff list the squad (one club, or none when roadmap knows no one in it). */
  async clubsListingSquad(squadId: string): Promise<string[]> {
    const rows: { club_id: string }[] = await this.dataSource.query(
      `SELECT "club_id" FROM "roadmap"."scope_players" WHERE $1::uuid = ANY("squad_ids")
       UNION SELECT "club_id" FROM "roadmap"."scope_staff" WHERE $1::uuid = ANY("squad_ids")`,
      [squadId],
    );
    return rows.map((row) => row.club_id);
  }

  /** The active players of the squad inside the caller's scope, in id order (the order their locks are taken). */
  async playersInScope(manager: EntityManager, squadId: string, scope: ScopeCondition): Promise<string[]> {
    const params: unknown[] = [squadId];
    const rows: { player_id: string }[] = await manager.query(
      `SELECT sp."player_id" FROM "roadmap"."scope_players" sp
       WHERE sp."active" AND $1::uuid = ANY(sp."squad_ids") AND ${scope('sp."player_id"', params)}
       ORDER BY sp."player_id"`,
      params,
    );
    return rows.map((row) => row.player_id);
  }

  /** Each player's current roadmap (null when none) and how many assignments it holds. */
  async currentRoadmaps(manager: EntityManager, playerIds: readonly string[]): Promise<SquadPlayerRoadmap[]> {
    const rows: { playerId: string; roadmapId: string | null; assignmentCount: number }[] = await manager.query(
      `SELECT p.id AS "playerId", r.id AS "roadmapId",
              (SELECT count(*)::int FROM "roadmap"."assignments" a WHERE a.roadmap_id = r.id) AS "assignmentCount"
       FROM unnest($1::uuid[]) WITH ORDINALITY AS p(id, position)
       LEFT JOIN "roadmap"."roadmaps" r ON r.player_id = p.id AND r.status = 'current'
       ORDER BY p.position`,
      [playerIds],
    );
    return rows;
  }
}

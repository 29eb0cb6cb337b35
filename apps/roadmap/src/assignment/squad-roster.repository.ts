import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SquadPlayerRoadmap } from './squad-assignment.rules';

/** The current roadmaps of a squad's players, read for assigning to a whole squad (who is in it: ScopeRowsRepository). */
@Injectable()
export class SquadRosterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

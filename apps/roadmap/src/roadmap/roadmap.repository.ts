import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FocusArea, RoadmapProgress, RoadmapSummary } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

const ROADMAP_COLUMNS = `r.id, r.player_id AS "playerId", r.title, r.description, r.status,
  r.created_at AS "createdAt", r.archived_at AS "archivedAt"`;
const FOCUS_AREA_COLUMNS = `f.id, f.roadmap_id AS "roadmapId", f.title, f.description`;

/**
 * The caller's scope as a positional SQL condition on a player id column (PlayerAccess.sql bound to the
 * actor): it pushes its values onto `params`, so list queries are scoped in their WHERE, before paging.
 */
export type ScopeCondition = (column: string, params: unknown[]) => string;

interface RoadmapRow extends Omit<RoadmapSummary, 'createdAt' | 'archivedAt'> {
  createdAt: Date;
  archivedAt: Date | null;
}

function toSummary(row: RoadmapRow): RoadmapSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), archivedAt: row.archivedAt?.toISOString() ?? null };
}

/** The only code that reads or writes `roadmap.roadmaps` and `roadmap.focus_areas`. */
@Injectable()
export class RoadmapRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async current(playerId: string): Promise<RoadmapSummary | undefined> {
    const rows: RoadmapRow[] = await this.dataSource.query(
      `SELECT ${ROADMAP_COLUMNS} FROM "roadmap"."roadmaps" r WHERE r.player_id = $1 AND r.status = 'current'`,
      [playerId],
    );
    return rows[0] && toSummary(rows[0]);
  }

  async find(manager: EntityManager | undefined, id: string): Promise<RoadmapSummary | undefined> {
    const rows: RoadmapRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${ROADMAP_COLUMNS} FROM "roadmap"."roadmaps" r WHERE r.id = $1`,
      [id],
    );
    return rows[0] && toSummary(rows[0]);
  }

  /** Current first, then archived newest first. A player has a handful of roadmaps, never thousands. */
  async listForPlayer(playerId: string, max: number): Promise<RoadmapSummary[]> {
    const rows: RoadmapRow[] = await this.dataSource.query(
      `SELECT ${ROADMAP_COLUMNS} FROM "roadmap"."roadmaps" r WHERE r.player_id = $1
       ORDER BY (r.status = 'current') DESC, r.created_at DESC, r.id DESC LIMIT $2`,
      [playerId, max],
    );
    return rows.map(toSummary);
  }

  /** Serialises roadmap changes of one player inside the caller's transaction. */
  async lockPlayer(manager: EntityManager, playerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7310))`, [playerId]);
  }

  /** Archives the player's current roadmap, returning its id (null when there was none). */
  async archiveCurrent(manager: EntityManager, playerId: string): Promise<string | null> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows]: [{ id: string }[], number] = await manager.query(
      `UPDATE "roadmap"."roadmaps" SET status = 'archived', archived_at = now()
       WHERE player_id = $1 AND status = 'current' RETURNING id`,
      [playerId],
    );
    return rows[0]?.id ?? null;
  }

  async insert(
    manager: EntityManager,
    roadmap: { playerId: string; title: string; description: string | null; createdBy: string },
  ): Promise<RoadmapSummary> {
    const rows: RoadmapRow[] = await manager.query(
      `INSERT INTO "roadmap"."roadmaps" AS r (player_id, title, description, created_by) VALUES ($1, $2, $3, $4)
       RETURNING ${ROADMAP_COLUMNS}`,
      [roadmap.playerId, roadmap.title, roadmap.description, roadmap.createdBy],
    );
    return toSummary(rows[0]!);
  }

  focusAreas(roadmapId: string, max: number): Promise<FocusArea[]> {
    return this.dataSource.query(
      `SELECT ${FOCUS_AREA_COLUMNS} FROM "roadmap"."focus_areas" f WHERE f.roadmap_id = $1
       ORDER BY f.created_at, f.id LIMIT $2`,
      [roadmapId, max],
    );
  }

  /** A focus area with the player its roadmap belongs to (whom the scope rule asks about). */
  async findFocusArea(id: string): Promise<(FocusArea & { playerId: string }) | undefined> {
    const rows: (FocusArea & { playerId: string })[] = await this.dataSource.query(
      `SELECT ${FOCUS_AREA_COLUMNS}, r.player_id AS "playerId"
       FROM "roadmap"."focus_areas" f JOIN "roadmap"."roadmaps" r ON r.id = f.roadmap_id WHERE f.id = $1`,
      [id],
    );
    return rows[0];
  }

  async countFocusAreas(manager: EntityManager, roadmapId: string): Promise<number> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS count FROM "roadmap"."focus_areas" WHERE roadmap_id = $1`,
      [roadmapId],
    );
    return row.count;
  }

  async insertFocusArea(
    manager: EntityManager,
    roadmapId: string,
    focusArea: { title: string; description: string | null },
  ): Promise<FocusArea> {
    const rows: FocusArea[] = await manager.query(
      `INSERT INTO "roadmap"."focus_areas" AS f (roadmap_id, title, description) VALUES ($1, $2, $3)
       RETURNING ${FOCUS_AREA_COLUMNS}`,
      [roadmapId, focusArea.title, focusArea.description],
    );
    return rows[0]!;
  }

  async updateFocusArea(id: string, focusArea: { title: string; description: string | null }): Promise<FocusArea> {
    const [rows]: [FocusArea[], number] = await this.dataSource.query(
      `UPDATE "roadmap"."focus_areas" AS f SET title = $2, description = $3 WHERE f.id = $1 RETURNING ${FOCUS_AREA_COLUMNS}`,
      [id, focusArea.title, focusArea.description],
    );
    return rows[0]!;
  }

  async removeFocusArea(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "roadmap"."focus_areas" WHERE id = $1`, [id]);
  }

  /** Current-roadmap progress of the named players that `scope` (a condition on a player id column) keeps. */
  progress(playerIds: readonly string[], scope: ScopeCondition): Promise<RoadmapProgress[]> {
    const params: unknown[] = [playerIds];
    const inScope = scope('r.player_id', params);
    return this.dataSource.query(
      `SELECT r.player_id AS "playerId", r.id AS "roadmapId", r.title,
              count(a.id)::int AS total,
              (count(a.id) FILTER (WHERE a.status = 'approved'))::int AS approved,
              (count(a.id) FILTER (WHERE a.status = 'submitted'))::int AS submitted
       FROM "roadmap"."roadmaps" r
       LEFT JOIN "roadmap"."assignments" a ON a.roadmap_id = r.id
       WHERE r.status = 'current' AND r.player_id = ANY($1::uuid[]) AND ${inScope}
       GROUP BY r.id`,
      params,
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AssignmentCreateParsed,
  type AssignmentStatus,
  type CoachCounters,
  type Page,
  type PlayerPeriodRequest,
  UNPAGED_LIST_CEILING,
  decodeCursor,
  encodeCursor,
} from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import type { ScopeCondition } from '../roadmap/roadmap.repository';
import {
  ASSIGNMENT_COLUMNS,
  type AssignmentRow,
  VERSION_COLUMNS,
  type VersionRow,
  storedResources,
} from './assignment.rows';

/** An assignment read for a batch of periods, with the index of the period it belongs to. */
export type PeriodAssignmentRow = AssignmentRow & { periodIndex: number };

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

export interface PageRequest {
  limit?: number;
  before?: string;
}

export interface NewVersion {
  assignmentId: string;
  kind: 'submission' | 'review';
  fromStatus: AssignmentStatus;
  toStatus: AssignmentStatus;
  byUserId: string;
  byRole: string;
  note: string | null;
  link: string | null;
}

/** What a status change writes besides the status. */
export interface StatusChange {
  status: AssignmentStatus;
  completionNotes?: string | null;
  coachNotes?: string | null;
  submitted?: boolean;
  approved?: boolean;
}

export type AssignmentChanges = Partial<
  Pick<
    AssignmentRow,
    | 'title'
    | 'category'
    | 'instructions'
    | 'dueDate'
    | 'effortMinutes'
    | 'evidenceRequired'
    | 'resources'
    | 'resourceTitles'
  >
>;

const CHANGE_COLUMNS: Record<keyof AssignmentChanges, string> = {
  title: 'title',
  category: 'category',
  instructions: 'instructions',
  dueDate: 'due_date',
  effortMinutes: 'effort_minutes',
  evidenceRequired: 'evidence_required',
  resources: 'resources',
  resourceTitles: 'resource_titles',
};

function decodePageCursor(before: string): [string, string] {
  const cursor = cursorSchema.safeParse(decodeCursor(before, 2));
  if (!cursor.success) throw ServiceError.validation([{ field: 'before', message: 'Invalid cursor' }]);
  return cursor.data;
}

/** The only code that reads or writes `roadmap.assignments` and `roadmap.assignment_versions`. */
@Injectable()
export class AssignmentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One assignment; `lock` takes a row lock for the caller's transaction (status changes). */
  async find(manager: EntityManager | undefined, id: string, lock = false): Promise<AssignmentRow | undefined> {
    const rows: AssignmentRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${ASSIGNMENT_COLUMNS} FROM "roadmap"."assignments" a WHERE a.id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** A player's assignments across roadmaps, newest first (the index's order), one page at a time. */
  async pageForPlayer(playerId: string, request: PageRequest): Promise<Page<AssignmentRow>> {
    const limit = request.limit ?? UNPAGED_LIST_CEILING;
    const params: unknown[] = [playerId, limit + 1];
    let after = '';
    if (request.before) {
      const [createdAt, id] = decodePageCursor(request.before);
      params.push(createdAt, id);
      after = 'AND (a.created_at, a.id) < (CAST($3 AS timestamptz), CAST($4 AS uuid))';
    }
    const rows: AssignmentRow[] = await this.dataSource.query(
      `SELECT ${ASSIGNMENT_COLUMNS} FROM "roadmap"."assignments" a
       WHERE a.player_id = $1 ${after}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
      params,
    );
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor: rows.length > limit && last ? encodeCursor([last.createdAtExact, last.id]) : null,
    };
  }

  /** A roadmap's assignments in the order they were added. */
  listForRoadmap(roadmapId: string, max: number): Promise<AssignmentRow[]> {
    return this.dataSource.query(
      `SELECT ${ASSIGNMENT_COLUMNS} FROM "roadmap"."assignments" a
       WHERE a.roadmap_id = $1 ORDER BY a.created_at, a.id LIMIT $2`,
      [roadmapId, max],
    );
  }

  async countForRoadmap(manager: EntityManager, roadmapId: string): Promise<number> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS count FROM "roadmap"."assignments" WHERE roadmap_id = $1`,
      [roadmapId],
    );
    return row.count;
  }

  async insert(manager: EntityManager, input: AssignmentCreateParsed, createdBy: string): Promise<AssignmentRow> {
    const stored = storedResources(input.resources);
    const [created]: { id: string }[] = await manager.query(
      `INSERT INTO "roadmap"."assignments"
         (roadmap_id, player_id, title, category, instructions, due_date, effort_minutes, evidence_required, resources,
          resource_titles, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        input.roadmapId,
        input.playerId,
        input.title,
        input.category,
        input.instructions,
        input.dueDate,
        input.effortMinutes,
        input.evidenceRequired,
        stored.resources,
        stored.resourceTitles,
        createdBy,
      ],
    );
    return (await this.find(manager, created!.id))!;
  }

  /** The same assignment on each target's roadmap, in one statement; rows in the targets' order. */
  async insertForPlayers(
    manager: EntityManager,
    targets: readonly { playerId: string; roadmapId: string }[],
    fields: Omit<AssignmentCreateParsed, 'playerId' | 'roadmapId'>,
    createdBy: string,
  ): Promise<AssignmentRow[]> {
    if (targets.length === 0) return [];
    const stored = storedResources(fields.resources);
    const created: { id: string }[] = await manager.query(
      `INSERT INTO "roadmap"."assignments"
         (roadmap_id, player_id, title, category, instructions, due_date, effort_minutes, evidence_required, resources,
          resource_titles, created_by)
       SELECT t.roadmap_id, t.player_id, $3, $4, $5, $6, $7, $8, $9, $10, $11
       FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS t(roadmap_id, player_id, position)
       ORDER BY t.position
       RETURNING id`,
      [
        targets.map((target) => target.roadmapId),
        targets.map((target) => target.playerId),
        fields.title,
        fields.category,
        fields.instructions,
        fields.dueDate,
        fields.effortMinutes,
        fields.evidenceRequired,
        stored.resources,
        stored.resourceTitles,
        createdBy,
      ],
    );
    const rows: AssignmentRow[] = await manager.query(
      `SELECT ${ASSIGNMENT_COLUMNS} FROM "roadmap"."assignments" a WHERE a.id = ANY($1::uuid[])`,
      [created.map((row) => row.id)],
    );
    const byPlayer = new Map(rows.map((row) => [row.playerId, row]));
    return targets.map((target) => byPlayer.get(target.playerId)!);
  }

  async update(manager: EntityManager, id: string, changes: AssignmentChanges): Promise<AssignmentRow> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
      keyof AssignmentChanges,
      unknown,
    ][];
    const sets = entries.map(([key], index) => `${CHANGE_COLUMNS[key]} = $${index + 2}`);
    await manager.query(
      `UPDATE "roadmap"."assignments" SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`,
      [id, ...entries.map(([, value]) => value)],
    );
    return (await this.find(manager, id))!;
  }

  async changeStatus(manager: EntityManager, id: string, change: StatusChange): Promise<AssignmentRow> {
    const sets = ['status = $2', 'updated_at = now()'];
    const params: unknown[] = [id, change.status];
    if (change.completionNotes !== undefined) {
      params.push(change.completionNotes);
      sets.push(`completion_notes = $${params.length}`);
    }
    if (change.coachNotes !== undefined) {
      params.push(change.coachNotes);
      sets.push(`coach_notes = $${params.length}`);
    }
    if (change.submitted) sets.push('submitted_at = clock_timestamp()');
    if (change.approved) sets.push('approved_at = clock_timestamp()');
    await manager.query(`UPDATE "roadmap"."assignments" SET ${sets.join(', ')} WHERE id = $1`, params);
    return (await this.find(manager, id))!;
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM "roadmap"."assignments" WHERE id = $1`, [id]);
  }

  async insertVersion(manager: EntityManager, version: NewVersion): Promise<void> {
    await manager.query(
      `INSERT INTO "roadmap"."assignment_versions"
         (assignment_id, kind, from_status, to_status, by_user_id, by_role, note, link)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        version.assignmentId,
        version.kind,
        version.fromStatus,
        version.toStatus,
        version.byUserId,
        version.byRole,
        version.note,
        version.link,
      ],
    );
  }

  /**
   * For every period, its player's assignments created by its `end` and changed or due on or after its
   * `start` (UTC days), in one statement; oldest first, each row naming the index of its period.
   */
  touchedInPeriods(periods: readonly PlayerPeriodRequest[]): Promise<PeriodAssignmentRow[]> {
    return this.dataSource.query(
      `SELECT ${ASSIGNMENT_COLUMNS}, (p.ordinal - 1)::int AS "periodIndex"
       FROM unnest($1::uuid[], $2::date[], $3::date[]) WITH ORDINALITY AS p(player_id, from_day, to_day, ordinal)
       -- LATERAL: one index scan per named player, never a scan of every player's assignments.
       CROSS JOIN LATERAL (
         SELECT * FROM "roadmap"."assignments" a
         WHERE a.player_id = p.player_id
           AND (a.created_at AT TIME ZONE 'UTC')::date <= p.to_day
           AND ((a.updated_at AT TIME ZONE 'UTC')::date >= p.from_day OR a.due_date >= p.from_day)
       ) a
       ORDER BY a.created_at, a.id`,
      [
        periods.map((period) => period.playerId),
        periods.map((period) => period.start),
        periods.map((period) => period.end),
      ],
    );
  }

  /** The histories of several assignments, each oldest first. */
  async histories(assignmentIds: readonly string[]): Promise<Map<string, VersionRow[]>> {
    const byAssignment = new Map(assignmentIds.map((id) => [id, [] as VersionRow[]]));
    if (assignmentIds.length === 0) return byAssignment;
    const rows: VersionRow[] = await this.dataSource.query(
      `SELECT ${VERSION_COLUMNS} FROM "roadmap"."assignment_versions" v
       WHERE v.assignment_id = ANY($1::uuid[]) ORDER BY v.created_at, v.id`,
      [assignmentIds],
    );
    for (const row of rows) byAssignment.get(row.assignmentId)?.push(row);
    return byAssignment;
  }

  /** Every submission and review of an assignment, oldest first. */
  history(assignmentId: string): Promise<VersionRow[]> {
    return this.dataSource.query(
      `SELECT ${VERSION_COLUMNS} FROM "roadmap"."assignment_versions" v
       WHERE v.assignment_id = $1 ORDER BY v.created_at, v.id`,
      [assignmentId],
    );
  }

  /**
   * Submitted work of the players `scope` keeps, oldest submission first, each with its latest
   * submission; scoped in the WHERE, so pages and cursors never see another player's work.
   */
  async reviewQueue(
    request: PageRequest & { limit: number; playerId?: string },
    scope: ScopeCondition,
  ): Promise<Page<{ assignment: AssignmentRow; submission: VersionRow | null }>> {
    const params: unknown[] = [request.limit + 1];
    let after = '';
    if (request.before) {
      const [submittedAt, id] = decodePageCursor(request.before);
      params.push(submittedAt, id);
      after = 'AND (a.submitted_at, a.id) > (CAST($2 AS timestamptz), CAST($3 AS uuid))';
    }
    let onePlayer = '';
    if (request.playerId) {
      params.push(request.playerId);
      onePlayer = `AND a.player_id = $${params.length}`;
    }
    const inScope = scope('a.player_id', params);
    const rows: (AssignmentRow & { submission: (Omit<VersionRow, 'createdAt'> & { createdAt: string }) | null })[] =
      await this.dataSource.query(
        `SELECT ${ASSIGNMENT_COLUMNS}, s.submission
         FROM "roadmap"."assignments" a
         LEFT JOIN LATERAL (
           SELECT json_build_object(
             'id', v.id, 'assignmentId', v.assignment_id, 'kind', v.kind, 'fromStatus', v.from_status,
             'toStatus', v.to_status, 'byUserId', v.by_user_id, 'byRole', v.by_role, 'note', v.note,
             'link', v.link, 'createdAt', v.created_at) AS submission
           FROM "roadmap"."assignment_versions" v
           WHERE v.assignment_id = a.id AND v.kind = 'submission'
           ORDER BY v.created_at DESC, v.id DESC LIMIT 1
         ) s ON true
         WHERE a.status = 'submitted' AND ${inScope} ${after} ${onePlayer}
         ORDER BY a.submitted_at, a.id LIMIT $1`,
        params,
      );
    const items = rows.slice(0, request.limit).map(({ submission, ...assignment }) => ({
      assignment,
      submission: submission ? { ...submission, createdAt: new Date(submission.createdAt) } : null,
    }));
    const last = items.at(-1)?.assignment;
    return {
      items,
      nextCursor:
        rows.length > request.limit && last?.submittedAtExact ? encodeCursor([last.submittedAtExact, last.id]) : null,
    };
  }

  /** The coach dashboard's counters over the players `scope` keeps; today is the day in `timeZone`. */
  async counters(timeZone: string, scope: ScopeCondition): Promise<CoachCounters> {
    const params: unknown[] = [timeZone];
    const roadmapInScope = scope('r.player_id', params);
    const submittedInScope = scope('s.player_id', params);
    const approvedInScope = scope('d.player_id', params);
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM "roadmap"."roadmaps" r
            WHERE r.status = 'current' AND ${roadmapInScope})::int AS "activeRoadmaps",
         (SELECT count(*) FROM "roadmap"."assignments" s
            WHERE s.status = 'submitted' AND ${submittedInScope})::int AS "pendingReviews",
         (SELECT count(*) FROM "roadmap"."assignments" d
            WHERE d.status = 'approved' AND ${approvedInScope}
              AND d.approved_at >= (date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1))::int AS "completedToday"`,
      params,
    );
    return row;
  }
}

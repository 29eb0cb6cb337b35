import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ASSIGNMENT_COLUMNS, type AssignmentRow } from '../assignment/assignment.rows';
import { CALL_COLUMNS, CALL_FROM, type CallRecord, type CallRow, toCall } from '../calls/call.repository';
import type { ScopeCondition } from '../roadmap/roadmap.repository';

/** Up to `limit` rows and how many matched in all: `count(*) OVER ()` is taken before the LIMIT. */
export interface CountedRows<T> {
  count: number;
  rows: T[];
}

type Counted<T> = T & { matched: number };

function counted<T extends object>(rows: Counted<T>[]): CountedRows<T> {
  return {
    count: rows[0]?.matched ?? 0,
    rows: rows.map(({ matched: _matched, ...row }) => row as unknown as T),
  };
}

/**
 * The coach home's roadmap reads. Every statement applies the caller's scope in its WHERE, so the
 * counts and the first items are those of the caller's players only.
 */
@Injectable()
export class CoachHomeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Submitted work, oldest submission first (the review queue's order and index). */
  async waitingForReview(limit: number, scope: ScopeCondition): Promise<CountedRows<AssignmentRow>> {
    const params: unknown[] = [limit];
    const inScope = scope('a.player_id', params);
    const rows: Counted<AssignmentRow>[] = await this.dataSource.query(
      `SELECT ${ASSIGNMENT_COLUMNS}, count(*) OVER ()::int AS matched
       FROM "roadmap"."assignments" a
       WHERE a.status = 'submitted' AND ${inScope}
       ORDER BY a.submitted_at, a.id LIMIT $1`,
      params,
    );
    return counted(rows);
  }

  /**
   * Active players of the scope with no roadmap at all, the latest to join (or move) first: the
   * service's copy of the memberships holds every player its scope reaches.
   */
  async withoutRoadmap(limit: number, scope: ScopeCondition): Promise<CountedRows<{ playerId: string }>> {
    const params: unknown[] = [limit];
    const inScope = scope('p.player_id', params);
    const rows: Counted<{ playerId: string }>[] = await this.dataSource.query(
      `SELECT p.player_id AS "playerId", count(*) OVER ()::int AS matched
       FROM "roadmap"."scope_players" p
       WHERE p.active AND NOT EXISTS (SELECT 1 FROM "roadmap"."roadmaps" r WHERE r.player_id = p.player_id)
         AND ${inScope}
       ORDER BY p.version DESC, p.player_id LIMIT $1`,
      params,
    );
    return counted(rows);
  }

  /**
   * Assignments of current roadmaps whose due day is before today in `timeZone` and that are not
   * approved, the longest overdue first.
   */
  async overdue(limit: number, timeZone: string, scope: ScopeCondition): Promise<CountedRows<AssignmentRow>> {
    const params: unknown[] = [limit, timeZone];
    const inScope = scope('a.player_id', params);
    const rows: Counted<AssignmentRow>[] = await this.dataSource.query(
      `SELECT ${ASSIGNMENT_COLUMNS}, count(*) OVER ()::int AS matched
       FROM "roadmap"."assignments" a
       JOIN "roadmap"."roadmaps" r ON r.id = a.roadmap_id AND r.status = 'current'
       WHERE a.status <> 'approved' AND a.due_date < (now() AT TIME ZONE $2)::date AND ${inScope}
       ORDER BY a.due_date, a.id LIMIT $1`,
      params,
    );
    return counted(rows);
  }

  /**
   * Booked calls starting today or tomorrow in `timeZone`, soonest first: `coachUserId`'s own when
   * given (a coach's agenda), otherwise every coach's (an admin's club), in the scope either way.
   */
  async callsTodayAndTomorrow(
    limit: number,
    timeZone: string,
    coachUserId: string | null,
    scope: ScopeCondition,
  ): Promise<CountedRows<CallRecord>> {
    const params: unknown[] = [limit, timeZone, coachUserId];
    const inScope = scope('c.player_id', params);
    // Midnight of today in the zone, and of the day after tomorrow (local arithmetic, so DST days count right).
    const rows: Counted<CallRow>[] = await this.dataSource.query(
      `SELECT ${CALL_COLUMNS}, count(*) OVER ()::int AS matched
       FROM ${CALL_FROM}
       WHERE c.status = 'booked' AND ($3::uuid IS NULL OR c.coach_user_id = $3)
         AND c.starts_at >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)
         AND c.starts_at < ((date_trunc('day', now() AT TIME ZONE $2) + interval '2 days') AT TIME ZONE $2)
         AND ${inScope}
       ORDER BY c.starts_at, c.id LIMIT $1`,
      params,
    );
    const { count, rows: calls } = counted(rows);
    return { count, rows: calls.map(toCall) };
  }
}

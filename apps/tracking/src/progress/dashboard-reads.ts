import {
  CHRONIC_DAYS,
  CHRONIC_LOAD_LEAD_DAYS,
  type DashboardCheckIn,
  type DashboardSession,
  type ProjectedAssignment,
  addDays,
  referenceDay,
} from '@portal/contracts';
import { SESSION_JSON } from '../training-session/training-session.repository';
import { WELLNESS_JSON } from '../wellness/wellness-log.repository';

/**
 * The week's dashboard reads in one statement: the sessions from the chronic-load lead to the Sunday,
 * the check-ins from 28 days before the Monday (the judged check-in can be the Monday: its baseline
 * reaches that far), the first record day and the projected assignments. One round trip to PostgreSQL
 * instead of four: on this machine each statement costs the service a socket write and a wake-up of
 * the backend, which cost more than the rows (issue 27's profiles). Each list keeps the order of
 * TrainingSessionRepository.between and WellnessLogRepository.between.
 */
const DASHBOARD_READS = `
  (SELECT coalesce(json_agg(${SESSION_JSON} ORDER BY "date" DESC, "created_at" DESC, "id" DESC), '[]'::json)
     FROM "tracking"."training_sessions" WHERE "player_id" = $1 AND "date" BETWEEN $2 AND $4) AS "sessions",
  (SELECT coalesce(json_agg(${WELLNESS_JSON} ORDER BY "date" DESC), '[]'::json)
     FROM "tracking"."wellness_logs" WHERE "player_id" = $1 AND "date" BETWEEN $3 AND $4) AS "checkIns",
  LEAST(
    (SELECT min("date") FROM "tracking"."training_sessions" WHERE "player_id" = $1),
    (SELECT min("date") FROM "tracking"."wellness_logs" WHERE "player_id" = $1))::text AS "firstRecordDay",
  (SELECT coalesce(json_agg(json_build_object('status', "status", 'dueDate', "due_date"::text)), '[]'::json)
     FROM "tracking"."assignment_statuses" WHERE "player_id" = $1 AND NOT "deleted") AS "assignments"`;

/** The reads alone, for the week light tracker (a write already checked the actor). */
export const DASHBOARD_READS_SQL = `SELECT${DASHBOARD_READS}`;

/**
 * The reads for an actor, with the scope check in the same statement (PlayerAccess.inStatement: one
 * round trip instead of two, issue 27): the player's membership beside the rows, and no row at all,
 * nothing read, when the scope condition fails (a FROM-less SELECT checks its WHERE before it
 * evaluates its columns).
 */
export function scopedDashboardReadsSql(scope: { membership: string; reachable: string }): string {
  return `SELECT ${scope.membership} AS "membership",${DASHBOARD_READS}
   WHERE ${scope.reachable}`;
}

/** The parameters of DASHBOARD_READS_SQL for a player's week (`today` inside the week moves the reference day). */
export function dashboardReadsParams(playerId: string, weekStart: string, today?: string): string[] {
  const weekEnd = addDays(weekStart, 6);
  const asOf = referenceDay(weekStart, today);
  return [playerId, addDays(asOf, -CHRONIC_LOAD_LEAD_DAYS), addDays(weekStart, -CHRONIC_DAYS), weekEnd];
}

/** The scope condition and membership of `scopedDashboardReadsSql`, given the statement's parameters. */
export type DashboardScope = (params: unknown[]) => { membership: string; reachable: string };

export interface DashboardReads {
  sessions: DashboardSession[];
  checkIns: DashboardCheckIn[];
  firstRecordDay: string | null;
  assignments: ProjectedAssignment[];
}

import { Injectable } from '@nestjs/common';
import {
  CHRONIC_LOAD_LEAD_DAYS,
  type ProgressDashboard,
  type ProgressPeriodWeek,
  type PlayerPeriodRequest,
  type ProgressTrends,
  addDays,
  buildProgressDashboard,
  buildProgressTrends,
  progressPeriodReadsFrom,
  progressPeriodWeeks,
  trendsCheckInsFrom,
  trendsSessionsFrom,
  type TrainingSession,
  type WellnessLog,
} from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import { rowsByPlayer } from '../common/player-days';
import { TrainingSessionRepository } from '../training-session/training-session.repository';
import { WellnessLogRepository } from '../wellness/wellness-log.repository';
import { AssignmentStatusRepository } from './assignment-status.repository';
import {
  DASHBOARD_READS_SQL,
  type DashboardReads,
  type DashboardScope,
  dashboardReadsParams,
  scopedDashboardReadsSql,
} from './dashboard-reads';

/** Reads the rows a week's dashboard needs (a few index range scans) and hands them to the pure rules. */
@Injectable()
export class ProgressReader {
  constructor(
    private readonly sessions: TrainingSessionRepository,
    private readonly wellness: WellnessLogRepository,
    private readonly assignments: AssignmentStatusRepository,
  ) {}

  async dashboard(
    manager: EntityManager,
    playerId: string,
    weekStart: string,
    today?: string,
  ): Promise<ProgressDashboard> {
    const [reads]: DashboardReads[] = await manager.query(
      DASHBOARD_READS_SQL,
      dashboardReadsParams(playerId, weekStart, today),
    );
    return this.dashboardOf(playerId, weekStart, today, reads!);
  }

  /**
   * The same reads and the player's membership in one statement with the actor's scope condition
   * (`scope`, from PlayerAccess.inStatement); undefined when that condition selected no row.
   */
  async dashboardReadsInScope(
    manager: EntityManager,
    playerId: string,
    weekStart: string,
    today: string | undefined,
    scope: DashboardScope,
  ): Promise<(DashboardReads & { membership: unknown }) | undefined> {
    const params: unknown[] = dashboardReadsParams(playerId, weekStart, today);
    const sql = scopedDashboardReadsSql(scope(params));
    const [row]: (DashboardReads & { membership: unknown })[] = await manager.query(sql, params);
    return row;
  }

  /** The week's dashboard from its reads (the pure rules). */
  dashboardOf(
    playerId: string,
    weekStart: string,
    today: string | undefined,
    reads: DashboardReads,
  ): ProgressDashboard {
    const { sessions, checkIns, firstRecordDay, assignments } = reads;
    return buildProgressDashboard({ playerId, weekStart, today, sessions, checkIns, firstRecordDay, assignments });
  }

  /**
   * Each period's sessions (from the chronic-load lead), check-ins and weekly lights, in the order
   * asked: one statement per read for the whole batch, each player's rows then judged on their own.
   */
  async periods(
    manager: EntityManager,
    periods: readonly PlayerPeriodRequest[],
  ): Promise<
    { playerId: string; sessions: TrainingSession[]; checkIns: WellnessLog[]; weeks: ProgressPeriodWeek[] }[]
  > {
    const playerIds = periods.map((period) => period.playerId);
    const reads = periods.map(({ playerId, start, end }) => ({
      playerId,
      from: progressPeriodReadsFrom(start),
      to: end,
    }));
    const [sessions, checkIns, firstRecordDays, assignments] = [
      rowsByPlayer(playerIds, await this.sessions.inPlayerDays(manager, reads)),
      rowsByPlayer(playerIds, await this.wellness.inPlayerDays(manager, reads)),
      await this.firstRecordDays(manager, playerIds),
      rowsByPlayer(playerIds, await this.assignments.forPlayers(manager, playerIds)),
    ];
    return periods.map(({ playerId, start, end }) => {
      const playerSessions = sessions.get(playerId) ?? [];
      const playerCheckIns = checkIns.get(playerId) ?? [];
      const weeks = progressPeriodWeeks({
        playerId,
        start,
        end,
        sessions: playerSessions,
        checkIns: playerCheckIns,
        firstRecordDay: firstRecordDays.get(playerId) ?? null,
        assignments: (assignments.get(playerId) ?? []).map(({ status, dueDate }) => ({ status, dueDate })),
      });
      const sessionsFrom = addDays(start, -CHRONIC_LOAD_LEAD_DAYS);
      return {
        playerId,
        sessions: playerSessions.filter((session) => session.date >= sessionsFrom),
        checkIns: playerCheckIns.filter((checkIn) => checkIn.date >= start),
        weeks,
      };
    });
  }

  async trends(manager: EntityManager, playerId: string, weekStart: string): Promise<ProgressTrends> {
    const weekEnd = addDays(weekStart, 6);
    const sessions = await this.sessions.between(manager, playerId, trendsSessionsFrom(weekStart), weekEnd);
    const checkIns = await this.wellness.between(manager, playerId, trendsCheckInsFrom(weekStart), weekEnd);
    return buildProgressTrends({
      weekStart,
      sessions,
      checkIns,
      firstRecordDay: await this.firstRecordDay(manager, playerId),
    });
  }

  /** The player's first session or check-in ever (both indexes give their minimum directly). */
  async firstRecordDay(manager: EntityManager, playerId: string): Promise<string | null> {
    const [row] = await manager.query(
      `SELECT LEAST(
         (SELECT min("date") FROM "tracking"."training_sessions" WHERE "player_id" = $1),
         (SELECT min("date") FROM "tracking"."wellness_logs" WHERE "player_id" = $1))::text AS "first"`,
      [playerId],
    );
    return (row?.first as string | null) ?? null;
  }

  /** Each named player's first session or check-in ever, in one statement (an index minimum per player). */
  async firstRecordDays(manager: EntityManager, playerIds: readonly string[]): Promise<Map<string, string | null>> {
    const rows: { playerId: string; first: string | null }[] = await manager.query(
      `SELECT "p"."player_id" AS "playerId", LEAST(
         (SELECT min("date") FROM "tracking"."training_sessions" AS "s" WHERE "s"."player_id" = "p"."player_id"),
         (SELECT min("date") FROM "tracking"."wellness_logs" AS "w" WHERE "w"."player_id" = "p"."player_id"))::text AS "first"
         FROM unnest($1::uuid[]) AS "p"("player_id")`,
      [playerIds],
    );
    return new Map(rows.map((row) => [row.playerId, row.first]));
  }
}

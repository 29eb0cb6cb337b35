import { Injectable } from '@nestjs/common';
import {
  CHRONIC_DAYS,
  CHRONIC_LOAD_LEAD_DAYS,
  type ProgressDashboard,
  type ProgressPeriodWeek,
  type ProgressTrends,
  addDays,
  buildProgressDashboard,
  buildProgressTrends,
  progressPeriodReadsFrom,
  progressPeriodWeeks,
  referenceDay,
  trendsCheckInsFrom,
  trendsSessionsFrom,
  type TrainingSession,
  type WellnessLog,
} from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import { TrainingSessionRepository } from '../training-session/training-session.repository';
import { WellnessLogRepository } from '../wellness/wellness-log.repository';
import { AssignmentStatusRepository } from './assignment-status.repository';

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
    const weekEnd = addDays(weekStart, 6);
    const asOf = referenceDay(weekStart, today);
    const [sessions, checkIns, firstRecordDay, assignments] = [
      await this.sessions.between(manager, playerId, addDays(asOf, -CHRONIC_LOAD_LEAD_DAYS), weekEnd),
      // the judged check-in can be the Monday: its baseline reaches 28 days before that
      await this.wellness.between(manager, playerId, addDays(weekStart, -CHRONIC_DAYS), weekEnd),
      await this.firstRecordDay(manager, playerId),
      await this.assignments.forPlayer(manager, playerId),
    ];
    return buildProgressDashboard({ playerId, weekStart, today, sessions, checkIns, firstRecordDay, assignments });
  }

  /**
   * A period's sessions (from the chronic-load lead), check-ins and weekly lights: two range scans
   * serve every week, where asking each week's dashboard would read them once a week.
   */
  async period(
    manager: EntityManager,
    playerId: string,
    start: string,
    end: string,
  ): Promise<{ sessions: TrainingSession[]; checkIns: WellnessLog[]; weeks: ProgressPeriodWeek[] }> {
    const readFrom = progressPeriodReadsFrom(start);
    const [sessions, checkIns, firstRecordDay, assignments] = [
      await this.sessions.between(manager, playerId, readFrom, end),
      await this.wellness.between(manager, playerId, readFrom, end),
      await this.firstRecordDay(manager, playerId),
      await this.assignments.forPlayer(manager, playerId),
    ];
    const weeks = progressPeriodWeeks({ playerId, start, end, sessions, checkIns, firstRecordDay, assignments });
    const sessionsFrom = addDays(start, -CHRONIC_LOAD_LEAD_DAYS);
    return {
      sessions: sessions.filter((session) => session.date >= sessionsFrom),
      checkIns: checkIns.filter((checkIn) => checkIn.date >= start),
      weeks,
    };
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
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  EXPORT_PAGE_SIZE,
  type ExportPage,
  type ProgressDashboard,
  type PlayerPeriodRequest,
  type PlayerProgressPeriod,
  type ProgressTrends,
  type TrackingAttention,
  QUIET_DAYS,
  addDays,
  calendarDayOf,
  progressWeekStartOf,
  trainingLogOfRecord,
  trainingSessionCsvCells,
  wellnessLogCsvCells,
} from '@portal/contracts';
import { PlayerAccess } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { rowsByPlayer } from '../common/player-days';
import { TrainingSessionRepository } from '../training-session/training-session.repository';
import { WellnessLogRepository } from '../wellness/wellness-log.repository';
import { ProgressReader } from './progress-reader';
import { WeekLightRepository } from './week-light.repository';

@Injectable()
export class ProgressService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: ProgressReader,
    private readonly sessions: TrainingSessionRepository,
    private readonly wellness: WellnessLogRepository,
    private readonly access: PlayerAccess,
    private readonly weekLights: WeekLightRepository,
  ) {}

  /**
   * The coach home's tracking sections, in the scope: this week's red and yellow lights (the Monday
   * week of today in `timeZone`) and the players with nothing logged in the last QUIET_DAYS days.
   */
  async weekLightAttention(
    actor: Actor,
    request: { squadId?: string; timeZone: string; limit: number },
    now = new Date(),
  ): Promise<TrackingAttention> {
    const today = calendarDayOf(now, request.timeZone);
    const scope = (column: string, params: unknown[]) =>
      this.access.sql(actor, column, params, { squadId: request.squadId });
    const [lights, quiet] = await Promise.all([
      this.weekLights.attention(progressWeekStartOf(today), request.limit, scope),
      this.weekLights.quiet(addDays(today, 1 - QUIET_DAYS), request.limit, scope),
    ]);
    return { ...lights, quiet };
  }

  async dashboard(actor: Actor, playerId: string, weekStart: string, today?: string): Promise<ProgressDashboard> {
    // The scope check and the reads in one statement (one round trip, issue 27); the rule is require's.
    const selected = await this.reader.dashboardReadsInScope(
      this.dataSource.manager,
      playerId,
      weekStart,
      today,
      (params) => this.access.inStatement(actor, '$1::uuid', params),
    );
    this.access.requireSelected(actor, playerId, selected);
    return this.reader.dashboardOf(playerId, weekStart, today, selected);
  }

  /**
   * Every named player's period, in the order asked; one player outside the actor's scope answers the
   * whole batch 404, so a batch never tells which of its players exist.
   */
  async periods(actor: Actor, periods: readonly PlayerPeriodRequest[]): Promise<PlayerProgressPeriod[]> {
    await this.access.requireAll(
      actor,
      periods.map((period) => period.playerId),
    );
    const manager = this.dataSource.manager;
    const logDays = periods.map(({ playerId, start, end }) => ({ playerId, from: start, to: end }));
    const [trainingLogs, read] = await Promise.all([
      // The Training reading of the same records (one record, two readings: issue 26).
      this.sessions.inPlayerDays(manager, logDays),
      this.reader.periods(manager, periods),
    ]);
    const logsByPlayer = rowsByPlayer(
      periods.map((period) => period.playerId),
      trainingLogs.map(trainingLogOfRecord),
    );
    return read.map((period) => ({ ...period, trainingLogs: logsByPlayer.get(period.playerId) ?? [] }));
  }

  async trends(actor: Actor, playerId: string, weekStart: string): Promise<ProgressTrends> {
    await this.access.require(actor, playerId);
    return this.reader.trends(this.dataSource.manager, playerId, weekStart);
  }

  /** One export page (newest first); the gateway asks for the next until `nextCursor` is null. */
  async exportSessions(actor: Actor, playerId: string, after?: string): Promise<ExportPage> {
    await this.access.require(actor, playerId);
    const page = await this.sessions.page(playerId, { limit: EXPORT_PAGE_SIZE, before: after }, 'after');
    return { rows: page.items.map(trainingSessionCsvCells), nextCursor: page.nextCursor };
  }

  async exportWellness(actor: Actor, playerId: string, after?: string): Promise<ExportPage> {
    await this.access.require(actor, playerId);
    const page = await this.wellness.page(playerId, { limit: EXPORT_PAGE_SIZE, before: after }, 'after');
    return { rows: page.items.map(wellnessLogCsvCells), nextCursor: page.nextCursor };
  }
}

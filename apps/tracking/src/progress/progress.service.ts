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
  trainingSessionCsvCells,
  wellnessLogCsvCells,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { assertCanAccessPlayer } from '../common/assert-access';
import { rowsByPlayer } from '../common/player-days';
import { TrainingLogRepository } from '../training-log/training-log.repository';
import { TrainingSessionRepository } from '../training-session/training-session.repository';
import { WellnessLogRepository } from '../wellness/wellness-log.repository';
import { ProgressReader } from './progress-reader';

@Injectable()
export class ProgressService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: ProgressReader,
    private readonly sessions: TrainingSessionRepository,
    private readonly wellness: WellnessLogRepository,
    private readonly trainingLogs: TrainingLogRepository,
  ) {}

  dashboard(actor: Actor, playerId: string, weekStart: string, today?: string): Promise<ProgressDashboard> {
    assertCanAccessPlayer(actor, playerId);
    return this.reader.dashboard(this.dataSource.manager, playerId, weekStart, today);
  }

  /** Every named player's period, in the order asked; one player the actor may not reach refuses them all. */
  async periods(actor: Actor, periods: readonly PlayerPeriodRequest[]): Promise<PlayerProgressPeriod[]> {
    for (const { playerId } of periods) assertCanAccessPlayer(actor, playerId);
    const manager = this.dataSource.manager;
    const logDays = periods.map(({ playerId, start, end }) => ({ playerId, from: start, to: end }));
    const [trainingLogs, read] = await Promise.all([
      this.trainingLogs.inPlayerDays(manager, logDays),
      this.reader.periods(manager, periods),
    ]);
    const logsByPlayer = rowsByPlayer(
      periods.map((period) => period.playerId),
      trainingLogs,
    );
    return read.map((period) => ({ ...period, trainingLogs: logsByPlayer.get(period.playerId) ?? [] }));
  }

  trends(actor: Actor, playerId: string, weekStart: string): Promise<ProgressTrends> {
    assertCanAccessPlayer(actor, playerId);
    return this.reader.trends(this.dataSource.manager, playerId, weekStart);
  }

  /** One export page (newest first); the gateway asks for the next until `nextCursor` is null. */
  async exportSessions(actor: Actor, playerId: string, after?: string): Promise<ExportPage> {
    assertCanAccessPlayer(actor, playerId);
    const page = await this.sessions.page(playerId, { limit: EXPORT_PAGE_SIZE, before: after }, 'after');
    return { rows: page.items.map(trainingSessionCsvCells), nextCursor: page.nextCursor };
  }

  async exportWellness(actor: Actor, playerId: string, after?: string): Promise<ExportPage> {
    assertCanAccessPlayer(actor, playerId);
    const page = await this.wellness.page(playerId, { limit: EXPORT_PAGE_SIZE, before: after }, 'after');
    return { rows: page.items.map(wellnessLogCsvCells), nextCursor: page.nextCursor };
  }
}

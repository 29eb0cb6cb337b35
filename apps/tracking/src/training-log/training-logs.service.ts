import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type Page,
  type TrainingLog,
  type TrainingLogCreate,
  type TrainingLogUpdate,
  type TrainingType,
  recordFieldsOfLog,
  trainingLogOfRecord,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { WeekLightTracker } from '../progress/week-light-tracker';
import { TrainingSessionRepository } from '../training-session/training-session.repository';
import { TrainingLogReader } from './training-log.reader';

const NOT_FOUND = 'Training log not found';

/**
 * The Training reading of the one training record (issue 26): a log is stored as the session
 * Progress shows, so a change here is a change there (load, week light, CSV, reports).
 */
@Injectable()
export class TrainingLogsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: TrainingSessionRepository,
    private readonly lights: WeekLightTracker,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
    private readonly reader: TrainingLogReader,
  ) {}

  /** A player's logs, newest day first (then newest entry first within a day), one page at a time. */
  async list(actor: Actor, playerId: string, page: { limit?: number; before?: string }): Promise<Page<TrainingLog>> {
    await this.access.require(actor, playerId);
    return this.reader.page(playerId, page);
  }

  /** Stores the record, its `tracking.training-log.created` event and the week's light in one transaction. */
  async create(actor: Actor, playerId: string, input: TrainingLogCreate): Promise<TrainingLog> {
    await this.access.require(actor, playerId);
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.records.insert(manager, {
        playerId,
        ...recordFieldsOfLog({ ...input, type: input.type as TrainingType }),
        rpe: null,
      });
      const log = trainingLogOfRecord(saved);
      await this.outbox.append(manager, 'tracking.training-log.created', {
        logId: log.id,
        playerId,
        date: log.date,
        type: log.type,
        wellnessRating: log.wellnessRating,
      });
      await this.lights.recordAfterChange(manager, playerId, log.date);
      return log;
    });
  }

  /** The player's own entry only: another's, or one that does not exist, is a 404. */
  async update(actor: Actor, playerId: string, logId: string, input: TrainingLogUpdate): Promise<TrainingLog> {
    await this.access.require(actor, playerId);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.ownRecord(manager, playerId, logId);
      const saved = await this.records.update(
        manager,
        logId,
        recordFieldsOfLog({ ...input, type: input.type as TrainingType }, current),
      );
      await this.rejudge(manager, playerId, [current.date, saved.date]);
      return trainingLogOfRecord(saved);
    });
  }

  async delete(actor: Actor, playerId: string, logId: string): Promise<{ id: string }> {
    await this.access.require(actor, playerId);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.ownRecord(manager, playerId, logId);
      await this.records.delete(manager, logId);
      await this.rejudge(manager, playerId, [current.date]);
      return { id: logId };
    });
  }

  private async ownRecord(manager: EntityManager, playerId: string, logId: string) {
    const current = await this.records.findOwnForUpdate(manager, playerId, logId);
    if (!current) throw ServiceError.notFound(NOT_FOUND);
    return current;
  }

  /** The light of each week the change touched (the old day's and the new day's). */
  private async rejudge(manager: EntityManager, playerId: string, days: string[]): Promise<void> {
    for (const day of new Set(days)) await this.lights.recordAfterChange(manager, playerId, day);
  }
}

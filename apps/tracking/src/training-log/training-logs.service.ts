import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor, Page, TrainingLog, TrainingLogCreate } from '@portal/contracts';
import { OutboxWriter, PlayerAccess } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import type { TrainingLogEntity } from './training-log.entity';
import { type TrainingLogPageRequest, TrainingLogRepository } from './training-log.repository';

function toTrainingLog(entity: TrainingLogEntity): TrainingLog {
  return {
    id: entity.id,
    playerId: entity.playerId,
    date: entity.date,
    type: entity.type,
    wellnessRating: entity.wellnessRating,
    notes: entity.notes,
    createdAt: entity.createdAt.toISOString(),
  };
}

@Injectable()
export class TrainingLogsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logs: TrainingLogRepository,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
  ) {}

  /** A player's logs, newest day first (then newest entry first within a day), one page at a time. */
  async list(actor: Actor, playerId: string, page: TrainingLogPageRequest): Promise<Page<TrainingLog>> {
    await this.access.require(actor, playerId);
    const { items, nextCursor } = await this.logs.pageForPlayer(playerId, page);
    return { items: items.map(toTrainingLog), nextCursor };
  }

  /** Stores a log and its `tracking.training-log.created` event in one transaction. */
  async create(actor: Actor, playerId: string, input: TrainingLogCreate): Promise<TrainingLog> {
    await this.access.require(actor, playerId);
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.logs.insert(manager, {
        playerId,
        date: input.date,
        type: input.type,
        wellnessRating: input.wellnessRating ?? null,
        notes: input.notes?.trim() ? input.notes : null,
      });
      await this.outbox.append(manager, 'tracking.training-log.created', {
        logId: saved.id,
        playerId,
        date: saved.date,
        type: saved.type,
        wellnessRating: saved.wellnessRating,
      });
      return toTrainingLog(saved);
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type Page,
  type TrainingSession,
  type TrainingSessionCreate,
  sessionCalendarDay,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { WeekLightTracker } from '../progress/week-light-tracker';
import { TrainingSessionRepository } from './training-session.repository';

@Injectable()
export class TrainingSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: TrainingSessionRepository,
    private readonly lights: WeekLightTracker,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
  ) {}

  async list(
    actor: Actor,
    playerId: string,
    page: { limit?: number; before?: string },
  ): Promise<Page<TrainingSession>> {
    await this.access.require(actor, playerId);
    return this.sessions.page(playerId, page);
  }

  /** Stores the session, its event and any change of the week's light in one transaction. */
  async log(actor: Actor, playerId: string, input: TrainingSessionCreate): Promise<TrainingSession> {
    await this.access.require(actor, playerId);
    const date = sessionCalendarDay(input.date, input.dayOfWeek, input.timeZone);
    if (!date) throw ServiceError.validation([{ field: 'session.dayOfWeek', message: 'does not match the date' }]);
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.sessions.insert(manager, {
        playerId,
        date,
        dayOfWeek: input.dayOfWeek,
        type: input.type,
        category: input.category,
        minutes: input.minutes,
        rpe: input.rpe ?? null,
        notes: input.notes?.trim() ? input.notes.trim() : null,
        wellnessRating: null,
      });
      await this.outbox.append(manager, 'tracking.training-session.logged', {
        sessionId: saved.id,
        playerId,
        date,
        type: saved.type,
        category: saved.category,
        minutes: input.minutes,
        rpe: saved.rpe,
      });
      await this.lights.recordAfterChange(manager, playerId, date);
      return saved;
    });
  }
}

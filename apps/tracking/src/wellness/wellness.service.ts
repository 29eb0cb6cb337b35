import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type Page,
  type WellnessCheckInResult,
  type WellnessLog,
  type WellnessLogCreate,
  wellnessCalendarDay,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { WeekLightTracker } from '../progress/week-light-tracker';
import { WellnessLogRepository } from './wellness-log.repository';

@Injectable()
export class WellnessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkIns: WellnessLogRepository,
    private readonly lights: WeekLightTracker,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
  ) {}

  async list(actor: Actor, playerId: string, page: { limit?: number; before?: string }): Promise<Page<WellnessLog>> {
    await this.access.require(actor, playerId);
    return this.checkIns.page(playerId, page);
  }

  /** The day's check-in (a second one that day replaces the first), its event and the week's light, in one transaction. */
  async checkIn(actor: Actor, playerId: string, input: WellnessLogCreate): Promise<WellnessCheckInResult> {
    await this.access.require(actor, playerId);
    const date = wellnessCalendarDay(input.date, input.timeZone);
    if (!date) throw ServiceError.validation([{ field: 'checkIn.date', message: 'must be an ISO date' }]);
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.checkIns.upsert(manager, {
        playerId,
        date,
        energy: input.energy,
        fatigue: input.fatigue,
        sleep: input.sleep,
        motivation: input.motivation,
        soreness: input.soreness ?? null,
        mood: input.mood ?? null,
        comment: input.comment?.trim() ? input.comment.trim() : null,
      });
      await this.outbox.append(manager, 'tracking.wellness.checked-in', {
        checkInId: saved.id,
        playerId,
        date,
        replaced: saved.replaced,
      });
      await this.lights.recordAfterChange(manager, playerId, date);
      return saved;
    });
  }
}

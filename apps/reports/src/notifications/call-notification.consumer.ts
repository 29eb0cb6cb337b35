import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { IdentityDirectory } from '../directory/identity-directory';
import { type CallNotifyingEvent, callNotificationsFor } from './call-notification.rules';
import { NotificationRepository } from './notification.repository';
import { notificationRow } from './notification.rules';

/**
 * Tells the other side of a call that it was booked, moved or cancelled. Durable like the other
 * notification consumer: the rows and the event id are written in one transaction, rows are unique
 * per event and user, so a redelivered event is applied once. The coach is named by the event; the
 * player's account comes from identity (a player without one, or no longer on file, is not told).
 */
@Injectable()
export class CallNotificationConsumer {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly notifications: NotificationRepository,
  ) {}

  @OnEvent(['roadmap.call.booked', 'roadmap.call.rescheduled', 'roadmap.call.cancelled'])
  async notify(event: DomainEvent<CallNotifyingEvent>, manager: EntityManager): Promise<void> {
    const drafts = callNotificationsFor(event.meta.name, event.payload);
    const playerUserId = drafts.some((draft) => draft.audience === 'player')
      ? ((await this.directory.playerIfOnFile(event.payload.playerId))?.userId ?? null)
      : null;
    const rows = drafts.flatMap((draft) => {
      const userId = draft.audience === 'coach' ? event.payload.coachUserId : playerUserId;
      if (!userId) return [];
      return [notificationRow(draft, userId, event.meta.id, event.payload.playerId)];
    });
    await this.notifications.insertMany(manager, rows);
  }
}

import { Injectable } from '@nestjs/common';
import { type DomainEvent, ErrorCode } from '@portal/contracts';
import { OnEvent, ServiceError } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { IdentityDirectory } from '../directory/identity-directory';
import { type CallNotifyingEvent, callNotificationsFor } from './call-notification.rules';
import { NotificationRepository } from './notification.repository';
import { clip } from './notification.rules';

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
      ? await this.playerAccount(event.payload.playerId)
      : null;
    const rows = drafts.flatMap((draft) => {
      const userId = draft.audience === 'coach' ? event.payload.coachUserId : playerUserId;
      if (!userId) return [];
      return [
        {
          userId,
          eventId: event.meta.id,
          kind: draft.kind,
          title: clip(draft.title, 200),
          body: clip(draft.body, 2000),
          link: clip(draft.link, 500),
        },
      ];
    });
    await this.notifications.insertMany(manager, rows);
  }

  private async playerAccount(playerId: string): Promise<string | null> {
    try {
      return (await this.directory.player(playerId)).userId;
    } catch (error) {
      if (error instanceof ServiceError && error.code === ErrorCode.NotFound) return null;
      throw error;
    }
  }
}

import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent, ScopeRowsRepository } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { IdentityDirectory } from '../directory/identity-directory';
import { NotificationRepository } from './notification.repository';
import { type NotifyingEvent, notificationRow, notificationsFor, recipientsOf } from './notification.rules';

/**
 * Turns domain events into notifications: the player's for the player, staff ones for the staff who
 * reach the player (this service's copy of identity's memberships), never anyone else on the
 * installation. The player's name and account still come from identity. Durable: the event id is recorded with the rows in one
 * transaction (and rows are unique per event and user), so a redelivered event is applied once.
 * Identity being unreachable fails the handler, which JetStream redelivers with backoff.
 */
@Injectable()
export class NotificationConsumer {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly notifications: NotificationRepository,
    private readonly scope: ScopeRowsRepository,
  ) {}

  @OnEvent([
    'roadmap.assignment.created',
    'roadmap.assignment.status-changed',
    'media.video.reviewed',
    'media.video.uploaded',
    'tracking.alert.raised',
    'reports.report.ready',
    'identity.consent.changed',
  ])
  async notify(event: DomainEvent<NotifyingEvent>, manager: EntityManager): Promise<void> {
    const player = await this.directory.playerIfOnFile(event.payload.playerId);
    if (!player) return;
    const drafts = notificationsFor(event, player.name);
    if (drafts.length === 0) return;
    const staff = drafts.some((draft) => draft.audience === 'staff')
      ? await this.scope.staffReaching(player.playerId)
      : [];
    const rows = drafts.flatMap((draft) =>
      recipientsOf(draft.audience, player.userId, staff).map((userId) =>
        notificationRow(draft, userId, event.meta.id, player.playerId),
      ),
    );
    await this.notifications.insertMany(manager, rows);
  }
}

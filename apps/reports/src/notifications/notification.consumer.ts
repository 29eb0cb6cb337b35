import { Injectable } from '@nestjs/common';
import { type DomainEvent, ErrorCode } from '@portal/contracts';
import { OnEvent, ServiceError } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { IdentityDirectory } from '../directory/identity-directory';
import { NotificationRepository } from './notification.repository';
import { type NotifyingEvent, clip, notificationsFor } from './notification.rules';

/**
 * Turns domain events into notifications. Durable: the event id is recorded with the rows in one
 * transaction (and rows are unique per event and user), so a redelivered event is applied once.
 * Identity being unreachable fails the handler, which JetStream redelivers with backoff.
 */
@Injectable()
export class NotificationConsumer {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly notifications: NotificationRepository,
  ) {}

  @OnEvent([
    'roadmap.assignment.created',
    'roadmap.assignment.status-changed',
    'media.video.reviewed',
    'media.video.uploaded',
    'tracking.alert.raised',
    'reports.report.ready',
  ])
  async notify(event: DomainEvent<NotifyingEvent>, manager: EntityManager): Promise<void> {
    const player = await this.playerOf(event);
    if (!player) return;
    const drafts = notificationsFor(event, player.name);
    if (drafts.length === 0) return;
    const staff = drafts.some((draft) => draft.audience === 'staff') ? await this.directory.staff() : [];
    const rows = drafts.flatMap((draft) =>
      (draft.audience === 'player' ? (player.userId ? [player.userId] : []) : staff.map((person) => person.userId)).map(
        (userId) => ({
          userId,
          eventId: event.meta.id,
          kind: draft.kind,
          title: clip(draft.title, 200),
          body: clip(draft.body, 2000),
          link: clip(draft.link, 500),
        }),
      ),
    );
    await this.notifications.insertMany(manager, rows);
  }

  /** The player the event is about: as the event names them when it does, else as identity has them now. */
  private async playerOf(
    event: DomainEvent<NotifyingEvent>,
  ): Promise<{ name: string; userId: string | null } | undefined> {
    if (event.meta.name === 'reports.report.ready' && 'player' in event.payload && event.payload.player)
      return event.payload.player;
    return this.directory.player(event.payload.playerId).catch((error: unknown) => {
      // A player removed from identity since the event: nobody to tell about them.
      if (error instanceof ServiceError && error.code === ErrorCode.NotFound) return undefined;
      throw error;
    });
  }
}

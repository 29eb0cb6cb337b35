import { Injectable } from '@nestjs/common';
import type { Actor, Notification, Page } from '@portal/contracts';
import { type NamedCondition, PlayerAccess, ServiceError } from '@portal/server-kit';
import type { NotificationEntity } from './notification.entity';
import { NotificationRepository } from './notification.repository';

/** What another user's notification id answers: the same as one that does not exist. */
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found';

function toNotification(row: NotificationEntity): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The actor's own notifications: every query is by the actor's user id, so nobody reaches another
 * user's, and inside the actor's current scope (ARCHITECTURE §9), so one about a player the actor no
 * longer reaches (a coach who left the squad) is neither listed, counted nor marked; it is back once
 * the actor reaches the player again.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly access: PlayerAccess,
  ) {}

  async list(actor: Actor, request: { limit?: number; before?: string }): Promise<Page<Notification>> {
    const page = await this.notifications.pageForUser(actor.userId, this.scope(actor), request);
    return { items: page.items.map(toNotification), nextCursor: page.nextCursor };
  }

  async unreadCount(actor: Actor): Promise<{ unread: number }> {
    return { unread: await this.notifications.unreadCount(actor.userId, this.scope(actor)) };
  }

  async markRead(actor: Actor, notificationId: string): Promise<{ read: true }> {
    if (!(await this.notifications.markRead(actor.userId, this.scope(actor), notificationId)))
      throw ServiceError.notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
    return { read: true };
  }

  async markAllRead(actor: Actor): Promise<{ updated: number }> {
    return { updated: await this.notifications.markAllRead(actor.userId, this.scope(actor)) };
  }

  private scope(actor: Actor): NamedCondition {
    return this.access.where(actor, 'n.player_id');
  }
}

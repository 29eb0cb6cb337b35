import { Controller } from '@nestjs/common';
import type { Notification, Page } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler, ServiceError } from '@portal/server-kit';
import type { NotificationEntity } from './notification.entity';
import { NotificationRepository } from './notification.repository';

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

/** The actor's own notifications: every query is by the actor's user id. */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationRepository) {}

  @RpcHandler('reports.notification.list')
  async list(call: AuthenticatedRpcCall<'reports.notification.list'>): Promise<Page<Notification>> {
    const page = await this.notifications.pageForUser(call.actor.userId, call.data);
    return { items: page.items.map(toNotification), nextCursor: page.nextCursor };
  }

  @RpcHandler('reports.notification.unread-count')
  async unreadCount(call: AuthenticatedRpcCall<'reports.notification.unread-count'>): Promise<{ unread: number }> {
    return { unread: await this.notifications.unreadCount(call.actor.userId) };
  }

  @RpcHandler('reports.notification.mark-read')
  async markRead(call: AuthenticatedRpcCall<'reports.notification.mark-read'>): Promise<{ read: true }> {
    if (!(await this.notifications.markRead(call.actor.userId, call.data.notificationId)))
      throw ServiceError.notFound('Notification not found');
    return { read: true };
  }

  @RpcHandler('reports.notification.mark-all-read')
  async markAllRead(call: AuthenticatedRpcCall<'reports.notification.mark-all-read'>): Promise<{ updated: number }> {
    return { updated: await this.notifications.markAllRead(call.actor.userId) };
  }
}

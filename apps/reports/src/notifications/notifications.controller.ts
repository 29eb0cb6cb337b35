import { Controller } from '@nestjs/common';
import type { Notification, Page } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { NotificationsService } from './notifications.service';

/** The actor's own notifications (the header's bell). */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @RpcHandler('reports.notification.list')
  list(call: AuthenticatedRpcCall<'reports.notification.list'>): Promise<Page<Notification>> {
    return this.notifications.list(call.actor, call.data);
  }

  @RpcHandler('reports.notification.unread-count')
  unreadCount(call: AuthenticatedRpcCall<'reports.notification.unread-count'>): Promise<{ unread: number }> {
    return this.notifications.unreadCount(call.actor);
  }

  @RpcHandler('reports.notification.mark-read')
  markRead(call: AuthenticatedRpcCall<'reports.notification.mark-read'>): Promise<{ read: true }> {
    return this.notifications.markRead(call.actor, call.data.notificationId);
  }

  @RpcHandler('reports.notification.mark-all-read')
  markAllRead(call: AuthenticatedRpcCall<'reports.notification.mark-all-read'>): Promise<{ updated: number }> {
    return this.notifications.markAllRead(call.actor);
  }
}

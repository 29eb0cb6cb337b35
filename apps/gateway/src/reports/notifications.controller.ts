import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type Notification,
  type NotificationListQuery,
  type Page,
  type UnreadCount,
  notificationListQuerySchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { SignedIn } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

const notificationIdParam = z.uuid({ error: 'Invalid notification id' });

/** The header's bell (spec §2.2): the signed-in user's own notifications, latest first. */
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers('reports.notification.list')
  list(
    @Query(new ZodValidation(notificationListQuerySchema)) query: NotificationListQuery,
    @Caller() caller: CallerContext,
  ): Promise<Page<Notification>> {
    return this.rpc.call('reports.notification.list', query, caller);
  }

  @Get('unread-count')
  @Answers('reports.notification.unread-count')
  unreadCount(@Caller() caller: CallerContext): Promise<UnreadCount> {
    return this.rpc.call('reports.notification.unread-count', {}, caller);
  }

  @Post('read-all')
  @Answers('reports.notification.mark-all-read')
  @HttpCode(200)
  markAllRead(@Caller() caller: CallerContext): Promise<{ updated: number }> {
    return this.rpc.call('reports.notification.mark-all-read', {}, caller);
  }

  @Post(':id/read')
  @Answers('reports.notification.mark-read')
  @HttpCode(200)
  markRead(
    @Param('id', new ZodValidation(notificationIdParam)) notificationId: string,
    @Caller() caller: CallerContext,
  ): Promise<{ read: true }> {
    return this.rpc.call('reports.notification.mark-read', { notificationId }, caller);
  }
}

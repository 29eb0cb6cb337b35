import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { NOTIFICATION_PAGE_DEFAULT, type Page, decodeCursor, encodeCursor } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { z } from 'zod';
import { NotificationEntity } from './notification.entity';

/** [created_at to the microsecond, id] of the last notification of the previous page. */
const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

export type NewNotification = Pick<NotificationEntity, 'userId' | 'eventId' | 'kind' | 'title' | 'body' | 'link'>;

/** The only code that reads or writes `reports.notifications`. */
@Injectable()
export class NotificationRepository {
  constructor(@InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>) {}

  /** Inside the consumer's transaction; a second copy for the same event and user is ignored. */
  async insertMany(manager: EntityManager, rows: NewNotification[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.createQueryBuilder().insert().into(NotificationEntity).values(rows).orIgnore().execute();
  }

  async pageForUser(userId: string, request: { limit?: number; before?: string }): Promise<Page<NotificationEntity>> {
    const limit = request.limit ?? NOTIFICATION_PAGE_DEFAULT;
    const query = this.notifications
      .createQueryBuilder('n')
      .where('n.user_id = :userId', { userId })
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .addSelect(`to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'created_at_exact')
      .limit(limit + 1);
    if (request.before) {
      const cursor = cursorSchema.safeParse(decodeCursor(request.before, 2));
      if (!cursor.success) throw ServiceError.validation([{ field: 'before', message: 'Invalid cursor' }]);
      const [createdAt, id] = cursor.data;
      query.andWhere('(n.created_at, n.id) < (CAST(:createdAt AS timestamptz), CAST(:id AS uuid))', { createdAt, id });
    }
    const { entities, raw } = await query.getRawAndEntities<{ created_at_exact: string }>();
    const items = entities.slice(0, limit);
    const last = items.at(-1);
    const lastCreatedAt = raw[items.length - 1]?.created_at_exact;
    const nextCursor = entities.length > limit && last && lastCreatedAt ? encodeCursor([lastCreatedAt, last.id]) : null;
    return { items, nextCursor };
  }

  unreadCount(userId: string): Promise<number> {
    return this.notifications.countBy({ userId, readAt: IsNull() });
  }

  /** True when the user has this notification (read before or now). */
  async markRead(userId: string, id: string): Promise<boolean> {
    const found = await this.notifications.findOneBy({ id, userId });
    if (!found) return false;
    if (!found.readAt) await this.notifications.update({ id, userId, readAt: IsNull() }, { readAt: new Date() });
    return true;
  }

  async markAllRead(userId: string): Promise<number> {
    const result = await this.notifications.update({ userId, readAt: IsNull() }, { readAt: new Date() });
    return result.affected ?? 0;
  }
}

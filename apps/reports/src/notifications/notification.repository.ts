import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { NOTIFICATION_PAGE_DEFAULT, type Page, decodeCursor, encodeCursor } from '@portal/contracts';
import { type NamedCondition, ServiceError } from '@portal/server-kit';
import { type EntityManager, IsNull, Repository, type SelectQueryBuilder } from 'typeorm';
import { z } from 'zod';
import { NotificationEntity } from './notification.entity';

/** [created_at to the microsecond, id] of the last notification of the previous page. */
const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

export type NewNotification = Pick<
  NotificationEntity,
  'userId' | 'eventId' | 'playerId' | 'kind' | 'title' | 'body' | 'link'
>;

/** The only code that reads or writes `reports.notifications`. */
@Injectable()
export class NotificationRepository {
  constructor(@InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>) {}

  /** Inside the consumer's transaction; a second copy for the same event and user is ignored. */
  async insertMany(manager: EntityManager, rows: NewNotification[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.createQueryBuilder().insert().into(NotificationEntity).values(rows).orIgnore().execute();
  }

  /**
   * The user's notifications inside `scope` (the actor's scope as a condition on `n.player_id`),
   * latest first; one about nobody in particular (NULL player) is always theirs.
   */
  async pageForUser(
    userId: string,
    scope: NamedCondition,
    request: { limit?: number; before?: string },
  ): Promise<Page<NotificationEntity>> {
    const limit = request.limit ?? NOTIFICATION_PAGE_DEFAULT;
    const query = this.visible(userId, scope)
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

  unreadCount(userId: string, scope: NamedCondition): Promise<number> {
    return this.visible(userId, scope).andWhere('n.read_at IS NULL').getCount();
  }

  /** True when the user has this notification inside `scope` (read before or now). */
  async markRead(userId: string, scope: NamedCondition, id: string): Promise<boolean> {
    const found = await this.visible(userId, scope).andWhere('n.id = :id', { id }).getOne();
    if (!found) return false;
    if (!found.readAt) await this.notifications.update({ id, userId, readAt: IsNull() }, { readAt: new Date() });
    return true;
  }

  /** Marks the user's unread notifications inside `scope` read; those outside it stay unread. */
  async markAllRead(userId: string, scope: NamedCondition): Promise<number> {
    const unread = this.visible(userId, scope).select('n.id').andWhere('n.read_at IS NULL');
    const result = await this.notifications
      .createQueryBuilder()
      .update()
      .set({ readAt: new Date() })
      .where(`id IN (${unread.getQuery()})`)
      .setParameters(unread.getParameters())
      .execute();
    return result.affected ?? 0;
  }

  private visible(userId: string, scope: NamedCondition): SelectQueryBuilder<NotificationEntity> {
    return this.notifications
      .createQueryBuilder('n')
      .where('n.user_id = :userId', { userId })
      .andWhere(`(n.player_id IS NULL OR ${scope.clause})`, scope.parameters);
  }
}

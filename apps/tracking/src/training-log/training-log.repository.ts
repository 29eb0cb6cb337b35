import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type Page,
  type TrainingLog,
  UNPAGED_LIST_CEILING,
  calendarDaySchema,
  decodeCursor,
  encodeCursor,
} from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { type EntityManager, Repository } from 'typeorm';
import { z } from 'zod';
import { ISO_MS } from '../common/keyset-page';
import { PLAYER_DAYS_JOIN, type PlayerDays, playerDaysParams } from '../common/player-days';
import { TrainingLogEntity } from './training-log.entity';

/** [date, created_at to the microsecond, id] of the last log of the previous page. */
const cursorSchema = z.tuple([calendarDaySchema, z.iso.datetime(), z.uuid()]);

export interface TrainingLogPageRequest {
  limit?: number;
  before?: string;
}

export type NewTrainingLog = Pick<TrainingLogEntity, 'playerId' | 'date' | 'type' | 'wellnessRating' | 'notes'>;

/** The only code that reads or writes `tracking.training_logs`. */
@Injectable()
export class TrainingLogRepository {
  constructor(@InjectRepository(TrainingLogEntity) private readonly logs: Repository<TrainingLogEntity>) {}

  /**
   * A player's logs, newest day first, then newest entry first (the index's order). Without a limit,
   * the newest UNPAGED_LIST_CEILING; `before` continues after the last item of a previous page.
   */
  async pageForPlayer(playerId: string, request: TrainingLogPageRequest): Promise<Page<TrainingLogEntity>> {
    const limit = request.limit ?? UNPAGED_LIST_CEILING;
    const query = this.logs
      .createQueryBuilder('log')
      .where('log.player_id = :playerId', { playerId })
      .orderBy('log.date', 'DESC')
      .addOrderBy('log.created_at', 'DESC')
      .addOrderBy('log.id', 'DESC')
      // The cursor keeps created_at to the microsecond (a JS Date would round it to the millisecond).
      .addSelect(`to_char(log.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'created_at_exact')
      .limit(limit + 1);
    if (request.before) {
      const cursor = cursorSchema.safeParse(decodeCursor(request.before, 3));
      if (!cursor.success) throw ServiceError.validation([{ field: 'before', message: 'Invalid cursor' }]);
      const [date, createdAt, id] = cursor.data;
      query.andWhere(
        '(log.date, log.created_at, log.id) < (CAST(:date AS date), CAST(:createdAt AS timestamptz), CAST(:id AS uuid))',
        {
          date,
          createdAt,
          id,
        },
      );
    }
    const { entities, raw } = await query.getRawAndEntities<{ created_at_exact: string }>();
    const items = entities.slice(0, limit);
    const last = items.at(-1);
    const lastCreatedAt = raw[items.length - 1]?.created_at_exact;
    const nextCursor =
      entities.length > limit && last && lastCreatedAt ? encodeCursor([last.date, lastCreatedAt, last.id]) : null;
    return { items, nextCursor };
  }

  /** Each named player's logs dated within their own days, in one statement; newest first (per player too). */
  inPlayerDays(manager: EntityManager, days: readonly PlayerDays[]): Promise<TrainingLog[]> {
    return manager.query(
      `SELECT "id", "player_id" AS "playerId", "date"::text AS "date", "type", "wellness_rating" AS "wellnessRating",
              "notes", ${ISO_MS('created_at')} AS "createdAt"
         FROM "tracking"."training_logs"
         ${PLAYER_DAYS_JOIN}
        ORDER BY "date" DESC, "created_at" DESC, "id" DESC`,
      playerDaysParams(days),
    );
  }

  /** Inserts inside the caller's transaction (the outbox event goes in the same one). */
  insert(manager: EntityManager, log: NewTrainingLog): Promise<TrainingLogEntity> {
    return manager.save(manager.create(TrainingLogEntity, log));
  }
}

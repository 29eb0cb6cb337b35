import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Page, UNPAGED_LIST_CEILING, decodeCursor, encodeCursor } from '@portal/contracts';
import { type NamedCondition, ServiceError } from '@portal/server-kit';
import { type EntityManager, In, Repository } from 'typeorm';
import { z } from 'zod';
import { VideoCommentEntity } from './video-comment.entity';
import { titleContains } from './video-list.rules';
import { VideoEntity } from './video.entity';

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/** A video as far as its feedback goes. */
export interface FeedbackVideoRow {
  id: string;
  playerId: string;
  title: string;
  status: string;
  summary: string | null;
  createdAt: Date;
}

/** A top-level comment as far as feedback goes. */
export interface FeedbackCommentRow {
  videoId: string;
  atSeconds: number | null;
  text: string;
  authorRole: string;
  createdAt: Date;
}

export interface VideoListFilter {
  playerId?: string;
  /** One squad's players, inside the caller's scope (the staff squad switcher). */
  squadId?: string;
  status?: string;
  /** Part of the title, any case. */
  search?: string;
  limit?: number;
  before?: string;
}

/** The only code that reads or writes `media.videos` and `media.video_comments`. */
@Injectable()
export class VideoRepository {
  constructor(
    @InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>,
    @InjectRepository(VideoCommentEntity) private readonly comments: Repository<VideoCommentEntity>,
  ) {}

  /**
   * Newest first, within `scope` (the caller's players, applied before paging); the filter uses the
   * (player|status, created_at, id) indexes.
   */
  async page(filter: VideoListFilter, scope: NamedCondition): Promise<Page<VideoEntity>> {
    const limit = filter.limit ?? UNPAGED_LIST_CEILING;
    const query = this.videos
      .createQueryBuilder('video')
      .where(scope.clause, scope.parameters)
      .orderBy('video.created_at', 'DESC')
      .addOrderBy('video.id', 'DESC')
      .addSelect(`to_char(video.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'created_at_exact')
      .limit(limit + 1);
    if (filter.playerId) query.andWhere('video.player_id = :playerId', { playerId: filter.playerId });
    if (filter.status) query.andWhere('video.status = :status', { status: filter.status });
    if (filter.search)
      query.andWhere(`video.title ILIKE :titlePattern ESCAPE '\\'`, { titlePattern: titleContains(filter.search) });
    if (filter.before) {
      const cursor = cursorSchema.safeParse(decodeCursor(filter.before, 2));
      if (!cursor.success) throw ServiceError.validation([{ field: 'before', message: 'Invalid cursor' }]);
      query.andWhere('(video.created_at, video.id) < (CAST(:createdAt AS timestamptz), CAST(:id AS uuid))', {
        createdAt: cursor.data[0],
        id: cursor.data[1],
      });
    }
    const { entities, raw } = await query.getRawAndEntities<{ created_at_exact: string }>();
    const items = entities.slice(0, limit);
    const last = items.at(-1);
    const lastCreatedAt = raw[items.length - 1]?.created_at_exact;
    return {
      items,
      nextCursor: entities.length > limit && last && lastCreatedAt ? encodeCursor([lastCreatedAt, last.id]) : null,
    };
  }

  /**
   * Videos with no coach feedback yet ("In Review"), oldest first, within `scope` (applied in the
   * WHERE, so the count and the items are the caller's players' only).
   */
  async awaitingFeedback(limit: number, scope: NamedCondition): Promise<{ count: number; items: VideoEntity[] }> {
    const query = this.videos
      .createQueryBuilder('video')
      .where(scope.clause, scope.parameters)
      .andWhere('video.status = :status', { status: 'In Review' });
    const [count, items] = await Promise.all([
      query.clone().getCount(),
      query.clone().orderBy('video.created_at', 'ASC').addOrderBy('video.id', 'ASC').limit(limit).getMany(),
    ]);
    return { count, items };
  }

  findById(id: string, manager?: EntityManager): Promise<VideoEntity | null> {
    return (manager?.getRepository(VideoEntity) ?? this.videos).findOneBy({ id });
  }

  /** Locks the row for a read-modify-write inside the caller's transaction. */
  lockById(manager: EntityManager, id: string): Promise<VideoEntity | null> {
    return manager.getRepository(VideoEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, video: Partial<VideoEntity>): Promise<VideoEntity> {
    return manager.save(manager.create(VideoEntity, video));
  }

  save(manager: EntityManager, video: VideoEntity): Promise<VideoEntity> {
    return manager.save(video);
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(VideoEntity, { id });
  }

  /** Every video of the player (for deleting them all), read in the caller's transaction. */
  ofPlayer(manager: EntityManager, playerId: string): Promise<VideoEntity[]> {
    return manager.getRepository(VideoEntity).findBy({ playerId });
  }

  /**
   * Each player's videos that may hold feedback of their own [start, end] (UTC days): uploaded in it,
   * or with a staff comment written in it; each with its top-level comments, oldest upload first.
   * `videoFeedbackInPeriod` decides. Two statements for the whole batch: the videos, then their comments.
   */
  async withFeedbackInPeriods(
    periods: readonly { playerId: string; start: string; end: string }[],
  ): Promise<{ video: FeedbackVideoRow; comments: FeedbackCommentRow[] }[]> {
    const videos: FeedbackVideoRow[] = await this.videos.manager.query(
      `SELECT v."id", v."player_id" AS "playerId", v."title", v."status", v."summary", v."created_at" AS "createdAt"
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS p("player_id", "from_day", "to_day")
       -- LATERAL: one index scan per named player, never a scan of every player's videos.
       CROSS JOIN LATERAL (
         SELECT * FROM "media"."videos" v
         WHERE v."player_id" = p."player_id"
           AND ((v."created_at" AT TIME ZONE 'UTC')::date BETWEEN p."from_day" AND p."to_day"
             OR EXISTS (SELECT 1 FROM "media"."video_comments" c
                        WHERE c."video_id" = v."id" AND c."author_role" <> 'player'
                          AND (c."created_at" AT TIME ZONE 'UTC')::date BETWEEN p."from_day" AND p."to_day"))
       ) v
       ORDER BY v."created_at" ASC`,
      [
        periods.map((period) => period.playerId),
        periods.map((period) => period.start),
        periods.map((period) => period.end),
      ],
    );
    if (videos.length === 0) return [];
    const comments: FeedbackCommentRow[] = await this.videos.manager.query(
      `SELECT c."video_id" AS "videoId", c."at_seconds" AS "atSeconds", c."text", c."author_role" AS "authorRole",
         c."created_at" AS "createdAt"
       FROM "media"."video_comments" c
       WHERE c."video_id" = ANY($1::uuid[]) AND c."parent_id" IS NULL
       ORDER BY c."video_id", c."at_seconds", c."created_at"`,
      [videos.map((video) => video.id)],
    );
    const byVideo = new Map<string, FeedbackCommentRow[]>(videos.map((video) => [video.id, []]));
    for (const comment of comments) byVideo.get(comment.videoId)!.push(comment);
    return videos.map((video) => ({ video, comments: byVideo.get(video.id)! }));
  }

  /** Comments and replies of these videos, by time then age. */
  commentsOf(videoIds: readonly string[]): Promise<VideoCommentEntity[]> {
    if (videoIds.length === 0) return Promise.resolve([]);
    return this.comments.find({
      where: { videoId: In([...videoIds]) },
      order: { atSeconds: 'ASC', createdAt: 'ASC' },
    });
  }

  findComment(manager: EntityManager, videoId: string, commentId: string): Promise<VideoCommentEntity | null> {
    return manager.getRepository(VideoCommentEntity).findOneBy({ id: commentId, videoId });
  }

  insertComment(manager: EntityManager, comment: Partial<VideoCommentEntity>): Promise<VideoCommentEntity> {
    return manager.save(manager.create(VideoCommentEntity, comment));
  }

  /**
   * Worker's sweep: a page of videos (not images) pending since before `cutoff`, in id order after
   * `afterId`. The partial index `videos_pending_created` holds only pending rows.
   */
  pendingSince(cutoff: Date, limit: number, afterId?: string): Promise<VideoEntity[]> {
    const query = this.videos
      .createQueryBuilder('video')
      .where(`video.processing_state = 'pending' AND video.media_kind = 'video' AND video.created_at < :cutoff`, {
        cutoff,
      })
      .orderBy('video.id', 'ASC')
      .limit(limit);
    if (afterId) query.andWhere('video.id > :afterId', { afterId });
    return query.getMany();
  }

  /** Worker: record processing results only while the video is still pending (idempotent re-runs). */
  async finishProcessing(manager: EntityManager, id: string, result: Partial<VideoEntity>): Promise<boolean> {
    const update = await manager
      .createQueryBuilder()
      .update(VideoEntity)
      .set(result)
      .where(`id = :id AND processing_state = 'pending'`, { id })
      .execute();
    return (update.affected ?? 0) === 1;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type MediaAttention,
  type Page,
  type PlayerPeriodRequest,
  SHARE_CONSENT_REQUIRED_MESSAGE,
  type Video,
  type VideoCreate,
  type VideoFeedback,
  type VideoWithComments,
  isStaff,
  videoFeedbackInPeriod,
} from '@portal/contracts';
import {
  type ObjectStorage,
  OutboxWriter,
  PlayerAccess,
  S3_CONSENT_BOUND_URL_MAX_SECONDS,
  ServiceError,
  claimIdempotencyKey,
} from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { ConsentsPort } from '../consents/consents.port';
import { MediaConsentRepository } from '../consents/media-consent.repository';
import { InjectStorage } from '../storage/storage.module';
import { UploadRepository } from '../upload/upload.repository';
import { UploadsService } from '../upload/uploads.service';
import { familyListPlayer } from './video-list.rules';
import { VideoRepository, type VideoListFilter } from './video.repository';
import { VideoView } from './video-view';
import type { VideoEntity } from './video.entity';

export const SHARE_LINK_TTL_SECONDS = 7 * 24 * 3600;
/** Another club's or squad's video answers exactly like one that does not exist (ARCHITECTURE §9). */
export const VIDEO_NOT_FOUND_MESSAGE = 'Video not found';

@Injectable()
export class VideosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideoRepository,
    private readonly uploads: UploadsService,
    private readonly uploadRows: UploadRepository,
    private readonly view: VideoView,
    private readonly outbox: OutboxWriter,
    private readonly consents: ConsentsPort,
    private readonly mediaConsents: MediaConsentRepository,
    private readonly access: PlayerAccess,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  /**
   * The videos the actor reaches (their own for a player; the named child's for a parent; their
   * squads' or club's for staff), scoped in SQL before paging, optionally one player's or one squad's.
   * A player whose `media` consent is withdrawn shows none to them or their parent; staff see such
   * videos without URLs, marked as withdrawn.
   */
  async list(actor: Actor, filter: VideoListFilter): Promise<Page<Video>> {
    const family = familyListPlayer(actor, filter.playerId);
    if (family === 'name-the-child') throw ServiceError.validation([{ field: 'playerId', message: 'is required' }]);
    if (filter.playerId) await this.access.require(actor, filter.playerId);
    if (family && (await this.mediaConsents.withdrawalsOf([family])).size > 0) return { items: [], nextCursor: null };
    const page = await this.videos.page(
      filter,
      this.access.where(actor, 'video.player_id', { squadId: filter.squadId }),
    );
    return { items: await this.render(actor, page.items), nextCursor: page.nextCursor };
  }

  /** The coach home's videos waiting for feedback among the caller's players (and squad). */
  async awaitingFeedback(actor: Actor, request: { squadId?: string; limit: number }): Promise<MediaAttention> {
    const { count, items } = await this.videos.awaitingFeedback(
      request.limit,
      this.access.where(actor, 'video.player_id', { squadId: request.squadId }),
    );
    return {
      count,
      items: items.map((video) => ({
        id: video.id,
        playerId: video.playerId,
        title: video.title,
        createdAt: video.createdAt.toISOString(),
      })),
    };
  }

  /**
   * The feedback each named player received on videos in their own [start, end] (a report batch's
   * videos): one entry per period, in the order asked. A player may name only themself.
   */
  async feedbackInPeriods(
    actor: Actor,
    periods: readonly PlayerPeriodRequest[],
  ): Promise<{ playerId: string; videos: VideoFeedback[] }[]> {
    await this.access.requireAll(
      actor,
      periods.map((period) => period.playerId),
    );
    const byPlayer = new Map<string, VideoWithComments[]>();
    for (const { video, comments } of await this.videos.withFeedbackInPeriods(periods)) {
      const videos = byPlayer.get(video.playerId) ?? [];
      if (videos.length === 0) byPlayer.set(video.playerId, videos);
      videos.push({
        title: video.title,
        status: video.status,
        summary: video.summary,
        uploadDate: video.createdAt.toISOString(),
        comments: comments.map((comment) => ({
          atSeconds: comment.atSeconds ?? 0,
          text: comment.text,
          authorRole: comment.authorRole,
          createdAt: comment.createdAt.toISOString(),
        })),
      });
    }
    return periods.map(({ playerId, start, end }) => ({
      playerId,
      videos: videoFeedbackInPeriod(byPlayer.get(playerId) ?? [], { start, end }),
    }));
  }

  async get(actor: Actor, videoId: string): Promise<Video> {
    const video = await this.findAccessible(actor, videoId);
    return (await this.render(actor, [video]))[0]!;
  }

  /**
   * Stores the video (status 'In Review', processing pending) and its `media.video.uploaded` event in
   * one transaction; the event queues processing (QueueUploadedVideoConsumer), so a crash after the
   * commit cannot leave the video pending with its upload already claimed.
   */
  async create(actor: Actor, playerId: string, input: VideoCreate): Promise<Video> {
    await this.access.require(actor, playerId);
    await this.uploads.assertMediaConsent(actor, playerId);
    const field = input.flow === 'status' ? 'fileUrl' : 'videoUrl';
    const url = input.flow === 'status' ? input.fileUrl : input.videoUrl;
    const { upload, kind, contentType } = await this.uploads.uploadForVideo(actor, playerId, url, input.flow, field);
    const saved = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.insert(manager, {
        playerId,
        uploadId: upload.id,
        title: input.title,
        description: input.flow === 'simple' ? input.description : null,
        type: input.flow === 'status' ? input.type : null,
        eventDate: input.flow === 'status' ? input.eventDate : null,
        opponent: input.flow === 'status' ? input.opponent : null,
        jerseyNumber: input.flow === 'status' ? (input.jerseyNumber ?? null) : null,
        notesFromPlayer: input.flow === 'status' ? input.notesFromPlayer : null,
        originalKey: upload.objectKey,
        originalContentType: contentType,
        mediaKind: kind,
        status: 'In Review',
        // An image needs no probing: it is ready as it is.
        processingState: kind === 'image' ? 'ready' : 'pending',
      });
      if (!(await this.uploadRows.claim(manager, upload.id, video.id)))
        throw ServiceError.validation([{ field, message: 'This upload is already used by a video' }]);
      await this.outbox.append(manager, 'media.video.uploaded', { videoId: video.id, playerId, title: video.title });
      return video;
    });
    return (await this.render(actor, [saved]))[0]!;
  }

  /** The owner or staff; the file, thumbnail and web copy go with it. */
  async delete(actor: Actor, videoId: string): Promise<{ deleted: true }> {
    const video = await this.findAccessible(actor, videoId);
    await this.dataSource.transaction(async (manager) => {
      await this.videos.remove(manager, video.id);
      await this.outbox.append(manager, 'media.video.deleted', { videoId: video.id, playerId: video.playerId });
    });
    await Promise.all(
      [video.originalKey, video.thumbnailKey, video.webKey]
        .filter((key): key is string => key !== null)
        .map((key) => this.storage.delete(key)),
    );
    return { deleted: true };
  }

  async review(actor: Actor, videoId: string, review: { summary?: string | null; status?: string }): Promise<Video> {
    await this.findAccessible(actor, videoId);
    const saved = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockById(manager, videoId);
      if (!video) throw ServiceError.notFound(VIDEO_NOT_FOUND_MESSAGE);
      if (review.summary !== undefined) video.summary = review.summary;
      if (review.status !== undefined) video.status = review.status;
      video.reviewedBy = actor.userId;
      video.reviewedAt = new Date();
      const updated = await this.videos.save(manager, video);
      if (review.status !== undefined)
        await this.outbox.append(manager, 'media.video.reviewed', {
          videoId: video.id,
          playerId: video.playerId,
          title: video.title,
          status: video.status,
          reviewedBy: actor.userId,
        });
      return updated;
    });
    return (await this.render(actor, [saved]))[0]!;
  }

  async addComment(actor: Actor, videoId: string, comment: { atSeconds: number; text: string }): Promise<Video> {
    const video = await this.findAccessible(actor, videoId);
    await this.dataSource.transaction(async (manager) => {
      // A comment publishes no event, so it records a client's Idempotency-Key itself.
      await claimIdempotencyKey(manager, this.outbox.schemaName);
      await this.videos.insertComment(manager, {
        videoId: video.id,
        parentId: null,
        atSeconds: comment.atSeconds,
        text: comment.text,
        authorId: actor.userId,
        authorRole: actor.role,
      });
    });
    return (await this.render(actor, [video]))[0]!;
  }

  /** The player (or staff) answers a coach's comment. */
  async reply(actor: Actor, videoId: string, commentId: string, text: string): Promise<Video> {
    const video = await this.findAccessible(actor, videoId);
    await this.dataSource.transaction(async (manager) => {
      const parent = await this.videos.findComment(manager, video.id, commentId);
      if (!parent || parent.parentId !== null) throw ServiceError.notFound('Comment not found');
      await claimIdempotencyKey(manager, this.outbox.schemaName);
      await this.videos.insertComment(manager, {
        videoId: video.id,
        parentId: parent.id,
        atSeconds: null,
        text,
        authorId: actor.userId,
        authorRole: actor.role,
      });
    });
    return (await this.render(actor, [video]))[0]!;
  }

  /**
   * A read-only expiring link to the video for a parent; exists only with the video_share and media
   * consents, asked of identity now. The link is bound to both as granted now: withdrawing either ends
   * it at once and for good (giving consent again does not bring it back). It is also bound to whoever
   * made it: it ends when they no longer reach the player (a coach removed from the squad).
   */
  async share(actor: Actor, videoId: string): Promise<{ shareUrl: string; expiresAt: string }> {
    const video = await this.findAccessible(actor, videoId);
    if (video.processingState === 'failed')
      throw ServiceError.conflict('This video could not be processed, so it cannot be shared');
    const requires = ['media', 'video_share'] as const;
    const unchangedSince = await this.consents.grantedSince(actor, video.playerId, requires);
    if (!unchangedSince) throw ServiceError.forbidden(SHARE_CONSENT_REQUIRED_MESSAGE);
    // S3 URLs go straight to the bucket, where no consent can be checked: there they are short-lived.
    const lifetime =
      this.storage.driver === 's3'
        ? Math.min(SHARE_LINK_TTL_SECONDS, S3_CONSENT_BOUND_URL_MAX_SECONDS)
        : SHARE_LINK_TTL_SECONDS;
    const shareUrl = await this.view.playableUrl(video, lifetime, {
      playerId: video.playerId,
      requires,
      unchangedSince,
      viewerUserId: actor.userId,
    });
    return { shareUrl, expiresAt: new Date(Date.now() + lifetime * 1000).toISOString() };
  }

  /**
   * A video outside the actor's scope answers exactly like a missing one; so does a player's video
   * hidden by a withdrawn `media` consent, to that player and their parents.
   */
  private async findAccessible(actor: Actor, videoId: string): Promise<VideoEntity> {
    const video = await this.videos.findById(videoId);
    if (!video) throw ServiceError.notFound(VIDEO_NOT_FOUND_MESSAGE);
    await this.access.require(actor, video.playerId, VIDEO_NOT_FOUND_MESSAGE);
    if (!isStaff(actor.role) && (await this.mediaConsents.withdrawalsOf([video.playerId])).size > 0)
      throw ServiceError.notFound(VIDEO_NOT_FOUND_MESSAGE);
    return video;
  }

  /** The videos as the API gives them to `actor`, with URLs bound to that user. */
  private async render(actor: Actor, videos: readonly VideoEntity[]): Promise<Video[]> {
    const [comments, withdrawals] = await Promise.all([
      this.videos.commentsOf(videos.map((video) => video.id)),
      this.mediaConsents.withdrawalsOf(videos.map((video) => video.playerId)),
    ]);
    return Promise.all(
      videos.map((video) =>
        this.view.toVideo(
          video,
          comments.filter((row) => row.videoId === video.id),
          actor.userId,
          withdrawals.get(video.playerId) ?? null,
        ),
      ),
    );
  }
}

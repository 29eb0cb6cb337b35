import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type Page,
  type PlayerPeriodRequest,
  SHARE_CONSENT_REQUIRED_MESSAGE,
  type Video,
  type VideoCreate,
  type VideoFeedback,
  type VideoWithComments,
  canAccessPlayer,
  isStaff,
  videoFeedbackInPeriod,
} from '@portal/contracts';
import { JobQueues, type ObjectStorage, OutboxWriter, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { ConsentsPort } from '../consents/consents.port';
import { InjectStorage } from '../storage/storage.module';
import { UploadRepository } from '../upload/upload.repository';
import { UploadsService } from '../upload/uploads.service';
import { VideoRepository, type VideoListFilter } from './video.repository';
import { VideoView } from './video-view';
import type { VideoEntity } from './video.entity';

export const SHARE_LINK_TTL_SECONDS = 7 * 24 * 3600;

@Injectable()
export class VideosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideoRepository,
    private readonly uploads: UploadsService,
    private readonly uploadRows: UploadRepository,
    private readonly view: VideoView,
    private readonly outbox: OutboxWriter,
    private readonly jobs: JobQueues,
    private readonly consents: ConsentsPort,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  /** A player's own videos; staff see every player's, optionally one player's. */
  async list(actor: Actor, filter: VideoListFilter): Promise<Page<Video>> {
    const playerId = isStaff(actor.role) ? filter.playerId : actor.playerId;
    if (!playerId && !isStaff(actor.role)) throw ServiceError.forbidden();
    if (playerId && !canAccessPlayer(actor, playerId))
      throw ServiceError.forbidden("You can only access your own player's data");
    const page = await this.videos.page({ ...filter, playerId });
    return { items: await this.render(page.items), nextCursor: page.nextCursor };
  }

  /**
   * The feedback each named player received on videos in their own [start, end] (a report batch's
   * videos): one entry per period, in the order asked. A player may name only themself.
   */
  async feedbackInPeriods(
    actor: Actor,
    periods: readonly PlayerPeriodRequest[],
  ): Promise<{ playerId: string; videos: VideoFeedback[] }[]> {
    if (!periods.every((period) => canAccessPlayer(actor, period.playerId)))
      throw ServiceError.forbidden("You can only access your own player's data");
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
    return (await this.render([video]))[0]!;
  }

  /** Stores the video (status 'In Review', processing pending), its event, and queues processing. */
  async create(actor: Actor, playerId: string, input: VideoCreate): Promise<Video> {
    if (!canAccessPlayer(actor, playerId)) throw ServiceError.forbidden("You can only access your own player's data");
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
    if (saved.mediaKind === 'video')
      await this.jobs.enqueue('media.process-video', { videoId: saved.id }, { jobId: `process-${saved.id}` });
    return (await this.render([saved]))[0]!;
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
    const saved = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockById(manager, videoId);
      if (!video) throw ServiceError.notFound('Video not found');
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
    return (await this.render([saved]))[0]!;
  }

  async addComment(actor: Actor, videoId: string, comment: { atSeconds: number; text: string }): Promise<Video> {
    const video = await this.findAccessible(actor, videoId);
    await this.dataSource.transaction((manager) =>
      this.videos.insertComment(manager, {
        videoId: video.id,
        parentId: null,
        atSeconds: comment.atSeconds,
        text: comment.text,
        authorId: actor.userId,
        authorRole: actor.role,
      }),
    );
    return (await this.render([video]))[0]!;
  }

  /** The player (or staff) answers a coach's comment. */
  async reply(actor: Actor, videoId: string, commentId: string, text: string): Promise<Video> {
    const video = await this.findAccessible(actor, videoId);
    await this.dataSource.transaction(async (manager) => {
      const parent = await this.videos.findComment(manager, video.id, commentId);
      if (!parent || parent.parentId !== null) throw ServiceError.notFound('Comment not found');
      await this.videos.insertComment(manager, {
        videoId: video.id,
        parentId: parent.id,
        atSeconds: null,
        text,
        authorId: actor.userId,
        authorRole: actor.role,
      });
    });
    return (await this.render([video]))[0]!;
  }

  /** A read-only expiring link to the video for a parent; exists only with the video_share consent. */
  async share(actor: Actor, videoId: string): Promise<{ shareUrl: string; expiresAt: string }> {
    const video = await this.findAccessible(actor, videoId);
    if (!(await this.consents.isGranted(actor, video.playerId, 'video_share')))
      throw ServiceError.forbidden(SHARE_CONSENT_REQUIRED_MESSAGE);
    if (video.processingState === 'failed')
      throw ServiceError.conflict('This video could not be processed, so it cannot be shared');
    const shareUrl = await this.view.playableUrl(video, SHARE_LINK_TTL_SECONDS);
    return { shareUrl, expiresAt: new Date(Date.now() + SHARE_LINK_TTL_SECONDS * 1000).toISOString() };
  }

  private async findAccessible(actor: Actor, videoId: string): Promise<VideoEntity> {
    const video = await this.videos.findById(videoId);
    // Another player's video answers like a missing one would not: 403 tells the truth without details.
    if (!video) throw ServiceError.notFound('Video not found');
    if (!canAccessPlayer(actor, video.playerId))
      throw ServiceError.forbidden("You can only access your own player's data");
    return video;
  }

  private async render(videos: readonly VideoEntity[]): Promise<Video[]> {
    const comments = await this.videos.commentsOf(videos.map((video) => video.id));
    return Promise.all(
      videos.map((video) =>
        this.view.toVideo(
          video,
          comments.filter((row) => row.videoId === video.id),
        ),
      ),
    );
  }
}

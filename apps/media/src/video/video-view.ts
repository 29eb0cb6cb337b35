import { Injectable } from '@nestjs/common';
import { type Video, type VideoComment, mediaDeletionDueAt } from '@portal/contracts';
import type { ObjectStorage } from '@portal/server-kit';
import { InjectStorage } from '../storage/storage.module';
import type { VideoCommentEntity } from './video-comment.entity';
import type { VideoEntity } from './video.entity';

/** Download URLs live long enough for a page left open over a training session. */
export const PLAYBACK_URL_TTL_SECONDS = 12 * 3600;

/** Comments by time, each with its replies (oldest first). */
export function threadComments(rows: readonly VideoCommentEntity[]): VideoComment[] {
  const top = rows.filter((row) => row.parentId === null);
  return top
    .sort((a, b) => (a.atSeconds ?? 0) - (b.atSeconds ?? 0) || a.createdAt.getTime() - b.createdAt.getTime())
    .map((comment) => ({
      id: comment.id,
      atSeconds: comment.atSeconds ?? 0,
      text: comment.text,
      authorId: comment.authorId,
      authorRole: comment.authorRole,
      createdAt: comment.createdAt.toISOString(),
      replies: rows
        .filter((row) => row.parentId === comment.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((reply) => ({
          id: reply.id,
          text: reply.text,
          authorId: reply.authorId,
          authorRole: reply.authorRole,
          createdAt: reply.createdAt.toISOString(),
        })),
    }));
}

/** Turns rows into the API's video, with signed expiring URLs for the playable file and thumbnail. */
@Injectable()
export class VideoView {
  constructor(@InjectStorage() private readonly storage: ObjectStorage) {}

  /**
   * `mediaWithdrawnAt`: the player withdrew the `media` consent then (only staff are shown such a
   * video): no URL, and when it will be deleted. Every URL is bound to the `media` consent, so the
   * gateway refuses it from the moment consent is withdrawn.
   */
  async toVideo(
    entity: VideoEntity,
    comments: readonly VideoCommentEntity[],
    mediaWithdrawnAt: Date | null = null,
  ): Promise<Video> {
    const [videoUrl, thumbnailUrl] = mediaWithdrawnAt ? [null, null] : await this.urlsOf(entity);
    const threaded = threadComments(comments);
    return {
      id: entity.id,
      playerId: entity.playerId,
      title: entity.title,
      description: entity.description,
      videoUrl,
      fileUrl: videoUrl,
      thumbnailUrl,
      uploadDate: entity.createdAt.toISOString(),
      ...(entity.summary ? { coachComments: entity.summary } : {}),
      summary: entity.summary,
      type: entity.type,
      eventDate: entity.eventDate,
      opponent: entity.opponent,
      jerseyNumber: entity.jerseyNumber,
      notesFromPlayer: entity.notesFromPlayer,
      status: entity.status,
      durationSeconds: entity.durationSeconds,
      processing: { state: entity.processingState, reason: entity.processingReason },
      commentCount: threaded.length,
      comments: threaded,
      ...(mediaWithdrawnAt
        ? {
            mediaConsentWithdrawn: {
              withdrawnAt: mediaWithdrawnAt.toISOString(),
              deletionDueAt: mediaDeletionDueAt(mediaWithdrawnAt),
            },
          }
        : {}),
    };
  }

  private urlsOf(entity: VideoEntity): Promise<[string, string | null]> {
    const playableKey = entity.webKey ?? entity.originalKey;
    const extension = entity.webKey ? 'mp4' : (entity.originalContentType.split('/')[1] ?? 'bin');
    const consent = { playerId: entity.playerId, requires: ['media'] } as const;
    return Promise.all([
      this.storage.signedUrl(playableKey, {
        purpose: 'get',
        expiresInSeconds: PLAYBACK_URL_TTL_SECONDS,
        downloadName: `${entity.id}.${extension}`,
        consent,
      }),
      entity.thumbnailKey
        ? this.storage.signedUrl(entity.thumbnailKey, {
            purpose: 'get',
            expiresInSeconds: PLAYBACK_URL_TTL_SECONDS,
            consent,
          })
        : Promise.resolve(null),
    ]);
  }
}

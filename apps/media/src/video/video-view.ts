import { Injectable } from '@nestjs/common';
import { type Video, type VideoComment, servedTypeForMime } from '@portal/contracts';
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

  async toVideo(entity: VideoEntity, comments: readonly VideoCommentEntity[]): Promise<Video> {
    // A file that failed processing is not served: no link (and the worker has deleted it).
    const served = entity.processingState !== 'failed';
    const [videoUrl, thumbnailUrl] = await Promise.all([
      served ? this.playableUrl(entity, PLAYBACK_URL_TTL_SECONDS) : Promise.resolve(null),
      served && entity.thumbnailKey
        ? this.storage.signedUrl(entity.thumbnailKey, {
            purpose: 'get',
            expiresInSeconds: PLAYBACK_URL_TTL_SECONDS,
            contentType: 'image/jpeg',
          })
        : Promise.resolve(null),
    ]);
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
    };
  }

  /**
   * The browser-playable file (the web copy when one was made), with the type the server verified by
   * content: the S3 driver fixes the response to it; the gateway decides by the bytes themselves.
   */
  playableUrl(entity: VideoEntity, expiresInSeconds: number): Promise<string> {
    const contentType = entity.webKey ? 'video/mp4' : entity.originalContentType;
    const served = servedTypeForMime(contentType);
    const extension = served.disposition === 'inline' ? (served.contentType.split('/')[1] ?? 'bin') : 'bin';
    return this.storage.signedUrl(entity.webKey ?? entity.originalKey, {
      purpose: 'get',
      expiresInSeconds,
      contentType,
      downloadName: `${entity.id}.${extension}`,
    });
  }
}

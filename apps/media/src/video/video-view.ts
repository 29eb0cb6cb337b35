import { Injectable } from '@nestjs/common';
import { type Video, type VideoComment, mediaDeletionDueAt, servedTypeForMime } from '@portal/contracts';
import type { ObjectStorage, PlayerConsentBinding } from '@portal/server-kit';
import { InjectStorage } from '../storage/storage.module';
import type { VideoCommentEntity } from './video-comment.entity';
import type { VideoEntity } from './video.entity';

/** Download URLs live long enough for a page left open over a training session. */
export const PLAYBACK_URL_TTL_SECONDS = 12 * 3600;

/** Every URL of a player's media names the user it is issued for. */
type ViewerBoundConsent = PlayerConsentBinding & { viewerUserId: string };

/**
 * Playback and thumbnail URLs of a player's video live only while the player's `media` consent stands
 * and while the user they were issued for still reaches the player.
 */
function mediaConsentOf(entity: VideoEntity, viewerUserId: string): ViewerBoundConsent {
  return { playerId: entity.playerId, requires: ['media'], viewerUserId };
}

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
   * video): no URL, and when it will be deleted. Every URL is bound to the `media` consent and to
   * `viewerUserId` (who asked), so the gateway refuses it from the moment consent is withdrawn or that
   * user no longer reaches the player. A file that failed processing is not served either: no link
   * (and the worker has deleted it).
   */
  async toVideo(
    entity: VideoEntity,
    comments: readonly VideoCommentEntity[],
    viewerUserId: string,
    mediaWithdrawnAt: Date | null = null,
  ): Promise<Video> {
    const served = !mediaWithdrawnAt && entity.processingState !== 'failed';
    const [videoUrl, thumbnailUrl] = served ? await this.urlsOf(entity, viewerUserId) : [null, null];
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

  private urlsOf(entity: VideoEntity, viewerUserId: string): Promise<[string, string | null]> {
    const consent = mediaConsentOf(entity, viewerUserId);
    return Promise.all([
      this.playableUrl(entity, PLAYBACK_URL_TTL_SECONDS, consent),
      entity.thumbnailKey
        ? this.storage.signedUrl(entity.thumbnailKey, {
            purpose: 'get',
            expiresInSeconds: PLAYBACK_URL_TTL_SECONDS,
            contentType: 'image/jpeg',
            consent,
          })
        : Promise.resolve(null),
    ]);
  }

  /**
   * The browser-playable file (the web copy when one was made), with the type the server verified by
   * content (the S3 driver fixes the response to it; the gateway decides by the bytes themselves),
   * bound to the consents it needs and to the user it is issued for.
   */
  playableUrl(entity: VideoEntity, expiresInSeconds: number, consent: ViewerBoundConsent): Promise<string> {
    const contentType = entity.webKey ? 'video/mp4' : entity.originalContentType;
    const served = servedTypeForMime(contentType);
    const extension = served.disposition === 'inline' ? (served.contentType.split('/')[1] ?? 'bin') : 'bin';
    return this.storage.signedUrl(entity.webKey ?? entity.originalKey, {
      purpose: 'get',
      expiresInSeconds,
      contentType,
      downloadName: `${entity.id}.${extension}`,
      consent,
    });
  }
}

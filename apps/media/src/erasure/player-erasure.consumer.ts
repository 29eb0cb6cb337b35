import { Inject, Injectable } from '@nestjs/common';
import { type DomainEvent, profilePhotoKey } from '@portal/contracts';
import { LOGGER, type Logger, type ObjectStorage, OnEvent } from '@portal/server-kit';
import { dirname } from 'node:path/posix';
import type { EntityManager } from 'typeorm';
import { InjectStorage } from '../storage/storage.module';
import { UploadRepository } from '../upload/upload.repository';
import { VideoRepository } from '../video/video.repository';

/**
 * Erasure (`identity.player.deleted`): the player's videos (their comments with them), uploads
 * finished or not, the copy of their consents, and every file: originals, thumbnails, web copies,
 * parked uploads and profile photos. The files go inside the consumer's transaction, before it
 * commits: should one fail, the rows stay and the event is delivered again; should the commit fail,
 * the next delivery finds the files already gone (a missing object is no error). Idempotent.
 */
@Injectable()
export class PlayerErasureConsumer {
  constructor(
    private readonly videos: VideoRepository,
    private readonly uploads: UploadRepository,
    @InjectStorage() private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnEvent('identity.player.deleted', { consumer: 'media-player-erasure' })
  async erase(event: DomainEvent<'identity.player.deleted'>, manager: EntityManager): Promise<void> {
    const { playerId } = event.payload;
    const videos = await this.videos.ofPlayer(manager, playerId);
    for (const video of videos) await this.videos.remove(manager, video.id);
    const uploadKeys = await this.uploads.removeAllOfPlayer(manager, playerId);
    await manager.query(`DELETE FROM "media"."player_media_consents" WHERE "player_id" = $1`, [playerId]);
    const keys = new Set<string | null>([
      ...uploadKeys,
      ...videos.flatMap((video) => [video.originalKey, video.thumbnailKey, video.webKey]),
    ]);
    keys.delete(null);
    for (const key of keys) await this.storage.delete(key!);
    await this.storage.deleteFolder(dirname(profilePhotoKey({ kind: 'player', id: playerId }, 'any')));
    this.logger.info({ videos: videos.length, files: keys.size }, 'player erased: media rows and files deleted');
  }
}

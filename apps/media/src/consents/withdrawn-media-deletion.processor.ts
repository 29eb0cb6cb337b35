import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { profilePhotoKey } from '@portal/contracts';
import { JobQueues, LOGGER, type Logger, type ObjectStorage, OnJob, OutboxWriter } from '@portal/server-kit';
import { dirname } from 'node:path/posix';
import { DataSource, type EntityManager } from 'typeorm';
import { InjectStorage } from '../storage/storage.module';
import { UploadRepository } from '../upload/upload.repository';
import { VideoRepository } from '../video/video.repository';
import { MediaConsentRepository } from './media-consent.repository';
import { deletionCutoff } from './media-consent.rules';

/** How often the worker looks for media due for deletion: a deletion is at most this late. */
export const WITHDRAWN_MEDIA_SWEEP_EVERY_MS = 3600 * 1000;
/** Players handled per run; the next run takes the rest. */
const PLAYERS_PER_RUN = 50;

/**
 * Deletes the videos, uploads and photos of every player whose `media` consent has been withdrawn
 * for 30 days, on BullMQ's job scheduler. Idempotent: each player's deletion holds the lock on their
 * consent row, re-checks that the same withdrawal still stands (a consent given again cancels it),
 * deletes the objects (a missing one is no error), then the rows, and records it, all or nothing.
 */
@Injectable()
export class WithdrawnMediaDeletionProcessor implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly consents: MediaConsentRepository,
    private readonly videos: VideoRepository,
    private readonly uploads: UploadRepository,
    private readonly outbox: OutboxWriter,
    private readonly jobs: JobQueues,
    @InjectStorage() private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('media.delete-withdrawn-media', {}, WITHDRAWN_MEDIA_SWEEP_EVERY_MS);
  }

  @OnJob('media.delete-withdrawn-media')
  async run(): Promise<{ players: number }> {
    const due = await this.consents.dueForDeletion(deletionCutoff(new Date()), PLAYERS_PER_RUN);
    let deleted = 0;
    for (const { playerId, withdrawnAt } of due) {
      if (await this.dataSource.transaction((manager) => this.deletePlayersMedia(manager, playerId, withdrawnAt)))
        deleted += 1;
    }
    if (deleted > 0) this.logger.info({ players: deleted }, 'deleted the media of players who withdrew consent');
    return { players: deleted };
  }

  private async deletePlayersMedia(manager: EntityManager, playerId: string, withdrawnAt: Date): Promise<boolean> {
    const current = await this.consents.lock(manager, playerId);
    if (!current || current.granted || current.withdrawnAt?.getTime() !== withdrawnAt.getTime()) return false;
    const videos = await this.videos.ofPlayer(manager, playerId);
    for (const video of videos) {
      await this.videos.remove(manager, video.id);
      await this.outbox.append(manager, 'media.video.deleted', { videoId: video.id, playerId });
    }
    const uploadKeys = await this.uploads.removeAllOfPlayer(manager, playerId);
    const keys = new Set([
      ...uploadKeys,
      ...videos.flatMap((video) => [video.originalKey, video.thumbnailKey, video.webKey]),
    ]);
    keys.delete(null);
    await Promise.all([...keys].map((key) => this.storage.delete(key!)));
    await this.storage.deleteFolder(dirname(profilePhotoKey({ kind: 'player', id: playerId }, 'any')));
    return this.consents.markDeleted(manager, playerId, withdrawnAt);
  }
}

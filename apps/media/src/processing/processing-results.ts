import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ObjectStorage, OutboxWriter } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { InjectStorage } from '../storage/storage.module';
import { VideoRepository } from '../video/video.repository';
import type { VideoEntity } from '../video/video.entity';
import { thumbnailKeyOf, webKeyOf } from './video-keys';

/** Where a video's processing ends: its result and the `media.video.processed` event. */
@Injectable()
export class ProcessingResults {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideoRepository,
    private readonly outbox: OutboxWriter,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  /**
   * Records the result and its event once, in one transaction, only while the video is still pending.
   * A failed video's files are deleted then: a file that is not a playable video is never served
   * (links handed out while it was pending stop working too).
   */
  async record(
    video: Pick<VideoEntity, 'id' | 'playerId' | 'originalKey'>,
    result: Partial<VideoEntity>,
  ): Promise<void> {
    const recorded = await this.dataSource.transaction(async (manager) => {
      if (!(await this.videos.finishProcessing(manager, video.id, result))) return false;
      await this.outbox.append(manager, 'media.video.processed', {
        videoId: video.id,
        playerId: video.playerId,
        state: result.processingState === 'ready' ? 'ready' : 'failed',
        reason: result.processingReason ?? null,
      });
      return true;
    });
    if (recorded && result.processingState === 'failed')
      await Promise.all(
        [video.originalKey, thumbnailKeyOf(video.id), webKeyOf(video.id)].map((key) => this.storage.delete(key)),
      );
  }
}

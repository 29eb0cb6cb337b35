import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxWriter } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { VideoRepository } from '../video/video.repository';
import type { VideoEntity } from '../video/video.entity';

/** Where a video's processing ends: its result and the `media.video.processed` event. */
@Injectable()
export class ProcessingResults {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideoRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Records the result and its event once, in one transaction, only while the video is still pending. */
  async record(video: Pick<VideoEntity, 'id' | 'playerId'>, result: Partial<VideoEntity>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.videos.finishProcessing(manager, video.id, result))) return;
      await this.outbox.append(manager, 'media.video.processed', {
        videoId: video.id,
        playerId: video.playerId,
        state: result.processingState === 'ready' ? 'ready' : 'failed',
        reason: result.processingReason ?? null,
      });
    });
  }
}

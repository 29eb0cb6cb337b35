import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { VideoRepository } from '../video/video.repository';
import { ProcessingQueue } from './processing-queue';

/**
 * Queues a video's processing from its `media.video.uploaded` event, which the outbox publishes only
 * once the video is committed and publishes again until it is: a crash or a Redis refusal after the
 * commit delays processing instead of losing it. A failed add fails the handler, so the event is
 * redelivered; a redelivery after a successful add adds the same job id, which BullMQ ignores.
 */
@Injectable()
export class QueueUploadedVideoConsumer {
  constructor(
    private readonly videos: VideoRepository,
    private readonly processing: ProcessingQueue,
  ) {}

  @OnEvent('media.video.uploaded')
  async queueProcessing(event: DomainEvent<'media.video.uploaded'>, manager: EntityManager): Promise<void> {
    const video = await this.videos.findById(event.payload.videoId, manager);
    // Deleted since, or an image (ready as it is): nothing to process.
    if (video?.processingState !== 'pending' || video.mediaKind !== 'video') return;
    await this.processing.queue(video.id);
  }
}

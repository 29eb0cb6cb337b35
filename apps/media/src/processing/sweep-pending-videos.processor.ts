import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger, OnJob, loadConfigOrExit } from '@portal/server-kit';
import { VideoRepository } from '../video/video.repository';
import { pendingVideoAction } from './pending-video.rules';
import { processingEnvSchema } from './processing-config';
import { ProcessingQueue } from './processing-queue';
import { ProcessingResults } from './processing-results';
import { GAVE_UP_REASON } from './process-video.processor';

const PAGE_SIZE = 100;

/**
 * Videos pending longer than MEDIA_PENDING_REQUEUE_AFTER_MS whose processing will not happen by
 * itself: queued again when their job is missing, failed for the player to see when their job
 * failed for good (see pendingVideoAction).
 */
@Injectable()
export class SweepPendingVideosProcessor {
  private readonly config = loadConfigOrExit(processingEnvSchema, 'media-worker');

  constructor(
    private readonly videos: VideoRepository,
    private readonly processing: ProcessingQueue,
    private readonly results: ProcessingResults,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('media.sweep-pending-videos')
  async run(): Promise<{ queued: number; gaveUp: number }> {
    const now = Date.now();
    const requeueAfterMs = this.config.MEDIA_PENDING_REQUEUE_AFTER_MS;
    const cutoff = new Date(now - requeueAfterMs);
    let queued = 0;
    let gaveUp = 0;
    let page = await this.videos.pendingSince(cutoff, PAGE_SIZE);
    while (page.length > 0) {
      for (const video of page) {
        const job = await this.processing.jobState(video.id);
        const action = pendingVideoAction(now - video.createdAt.getTime(), job, requeueAfterMs);
        if (action === 'queue') {
          await this.processing.queueAgain(video.id);
          queued += 1;
        } else if (action === 'give-up') {
          await this.results.record(video, { processingState: 'failed', processingReason: GAVE_UP_REASON });
          gaveUp += 1;
        }
        if (action !== 'leave') this.logger.warn({ videoId: video.id, job, action }, 'video pending too long');
      }
      page = page.length < PAGE_SIZE ? [] : await this.videos.pendingSince(cutoff, PAGE_SIZE, page.at(-1)!.id);
    }
    return { queued, gaveUp };
  }
}

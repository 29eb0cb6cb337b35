import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueues, LOGGER, type Logger, loadConfigOrExit } from '@portal/server-kit';
import { processingEnvSchema } from './processing-config';

/**
 * Registers the BullMQ job scheduler that runs `media.sweep-pending-videos` every
 * MEDIA_PENDING_SWEEP_EVERY_MS (and once at start). It lives in Redis: every worker replica
 * upserting it leaves one scheduler producing one job per interval.
 */
@Injectable()
export class PendingVideosSweepScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueues,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = loadConfigOrExit(processingEnvSchema, 'media-worker').MEDIA_PENDING_SWEEP_EVERY_MS;
    await this.jobs.schedule('media.sweep-pending-videos', {}, every);
    this.logger.info({ every }, 'pending videos sweep registered');
  }
}

import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueues, LOGGER, type Logger, loadConfigOrExit } from '@portal/server-kit';
import { reportsEnvSchema } from '../report/reports-config';

export const FAMILY_DIGEST_SCHEDULER_ID = 'reports-family-weekly-digest';

/**
 * Registers the BullMQ job scheduler that runs `reports.family-weekly-digest` on
 * REPORTS_FAMILY_DIGEST_CRON (UTC). It lives in Redis: every replica upserting it leaves one.
 */
@Injectable()
export class FamilyDigestScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueues,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const pattern = loadConfigOrExit(reportsEnvSchema, 'reports-worker').REPORTS_FAMILY_DIGEST_CRON;
    await this.jobs.schedule('reports.family-weekly-digest', {}, { pattern, tz: 'UTC' }, FAMILY_DIGEST_SCHEDULER_ID);
    this.logger.info({ pattern }, 'family digest scheduler registered');
  }
}

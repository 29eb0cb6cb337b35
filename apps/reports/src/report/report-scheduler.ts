import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueues, LOGGER, type Logger, loadConfigOrExit } from '@portal/server-kit';
import { reportsEnvSchema } from './reports-config';

export const REPORT_SCHEDULER_ID = 'reports-six-weekly-scan';

/**
 * Registers the BullMQ job scheduler that runs `reports.scan-due` every REPORTS_SCAN_EVERY_MS (and
 * once at start, so periods missed while no worker ran are made now). The scheduler lives in Redis:
 * it survives restarts, and every replica upserting it leaves one scheduler producing one job per run.
 */
@Injectable()
export class ReportScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueues,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = loadConfigOrExit(reportsEnvSchema, 'reports-worker').REPORTS_SCAN_EVERY_MS;
    await this.jobs.schedule('reports.scan-due', {}, { every, immediately: true }, REPORT_SCHEDULER_ID);
    this.logger.info({ every }, 'report scheduler registered');
  }
}

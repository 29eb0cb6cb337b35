import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobQueues, LOGGER, type Logger, type ObjectStorage, OnJob, loadConfigOrExit } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { REPORTS_STORAGE } from '../report/report-files.module';
import { reportsEnvSchema } from '../report/reports-config';
import { DataExportRepository } from './data-export.repository';

export const DATA_EXPORT_SWEEP_SCHEDULER_ID = 'reports-data-export-sweep';
const SWEEP_BATCH = 100;

/**
 * Deletes the ZIPs of data exports whose link expired: a copy of all of a child's data is kept no
 * longer than the 7 days the family was told. The row stays (it reads `expired`) without its file.
 * The schedule lives in Redis (every replica upserting it leaves one); rows are taken with
 * SKIP LOCKED, so two sweeps never share one, and a file deleted before a failed commit is simply
 * deleted again by the next sweep.
 */
@Injectable()
export class DataExportSweep implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueues,
    private readonly exports: DataExportRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REPORTS_STORAGE) private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seconds = loadConfigOrExit(reportsEnvSchema, 'reports-worker').REPORTS_EXPORT_SWEEP_SECONDS;
    await this.jobs.schedule('reports.data-export-sweep', {}, seconds * 1000, DATA_EXPORT_SWEEP_SCHEDULER_ID);
  }

  @OnJob('reports.data-export-sweep')
  async sweep(): Promise<{ deleted: number }> {
    let deleted = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const expired = await this.exports.lockExpiredWithFiles(manager, new Date(), SWEEP_BATCH);
        for (const { id, storageKey } of expired) {
          await this.storage.delete(storageKey);
          await this.exports.forgetFile(manager, id);
        }
        return expired.length;
      });
      deleted += batch;
      if (batch < SWEEP_BATCH) break;
    }
    if (deleted > 0) this.logger.info({ deleted }, 'expired data export files deleted');
    return { deleted };
  }
}

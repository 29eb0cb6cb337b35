import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { JobQueues, OnEvent } from '@portal/server-kit';

/**
 * Queues the build of an export the outbox published (only once its row is committed). The job id
 * is the export's, so a redelivered event adds nothing.
 */
@Injectable()
export class DataExportRequestedConsumer {
  constructor(private readonly jobs: JobQueues) {}

  @OnEvent('reports.data-export.requested')
  async queueBuild(event: DomainEvent<'reports.data-export.requested'>): Promise<void> {
    await this.jobs.enqueue(
      'reports.build-data-export',
      { exportId: event.payload.exportId },
      { jobId: `data-export-${event.payload.exportId}` },
    );
  }
}

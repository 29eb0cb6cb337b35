import { Injectable } from '@nestjs/common';
import { type DomainEvent, regenerateReportJobId } from '@portal/contracts';
import { JobQueues, OnEvent } from '@portal/server-kit';
import { reportIdFor } from './report-id';
import { dayOf, periodHasEnded } from './report-period.rules';
import { ReportRepository } from './report.repository';

/**
 * Regenerates (without mail) a finished period's stored report when its comment changes, from the
 * change's event, which the outbox publishes only once the comment is committed and until it is: a
 * crash or a Redis refusal after the commit delays the regeneration instead of losing it. A failed add
 * fails the handler, so the event is redelivered; a redelivery after a successful add adds the same
 * job id, which BullMQ ignores.
 *
 * A report made "to date" during the period is left alone: the scheduled run replaces it with the
 * whole period, comment included, and mails it (a whole-period report made here would be taken for
 * that run's, and never mailed). The current period's report picks the comment up when it is made.
 */
@Injectable()
export class ReportCommentChangedConsumer {
  constructor(
    private readonly reports: ReportRepository,
    private readonly jobs: JobQueues,
  ) {}

  @OnEvent('reports.comment.changed')
  async regenerateStoredReport(event: DomainEvent<'reports.comment.changed'>): Promise<void> {
    const { playerId, periodNumber, periodEnd } = event.payload;
    if (!periodHasEnded(periodEnd, dayOf(new Date()))) return;
    if (!(await this.reports.storedForWholePeriod(reportIdFor(playerId, periodNumber), periodEnd))) return;
    await this.jobs.enqueue(
      'reports.generate-report',
      { playerId, periodNumber, sendMail: false },
      { jobId: regenerateReportJobId(event.meta.id) },
    );
  }
}

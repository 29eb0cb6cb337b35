import { Inject, Injectable } from '@nestjs/common';
import { QUEUES, jobDefinitions } from '@portal/contracts';
import {
  type JobContext,
  type JobEnvelope,
  JobQueues,
  LOGGER,
  type Logger,
  OnJob,
  loadConfigOrExit,
} from '@portal/server-kit';
import type { Queue } from 'bullmq';
import { IdentityDirectory } from '../directory/identity-directory';
import { type DueReport, reportBatchJobId, reportBatches } from './report-batches.rules';
import { DIGEST_ATTEMPTS } from './report-digest.rules';
import { reportIdFor } from './report-id';
import { ReportMailPreferenceRepository } from './report-mail-preference.repository';
import { dayOf, periodsDue, playerPeriodKey } from './report-period.rules';
import { ReportRepository } from './report.repository';
import { reportsEnvSchema } from './reports-config';

/** Where a generate job still to run sits (a job waiting for its retry is `delayed`; see queuedReports). */
const QUEUED_STATES = ['waiting', 'active', 'prioritized'] as const;

/**
 * The scheduler's run: every player's finished periods without a full report, including periods
 * missed while no worker ran, queued in `reports.generate-reports` batches of REPORTS_BATCH_SIZE.
 * A period already queued by an earlier run is left to it; a batch's job id names its reports, so two
 * scans seeing the same periods add each batch once, and a batch that failed for good (a service down
 * past its retries) is queued afresh by the next run. The coaches who chose the digest at the start of the run are
 * named in each job (left out of its mails) and get one `reports.send-digest` for the run.
 */
@Injectable()
export class ScanDueProcessor {
  private readonly config = loadConfigOrExit(reportsEnvSchema, 'reports-worker');

  constructor(
    private readonly directory: IdentityDirectory,
    private readonly reports: ReportRepository,
    private readonly preferences: ReportMailPreferenceRepository,
    private readonly jobs: JobQueues,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('reports.scan-due')
  async run(_payload: unknown, context: JobContext): Promise<{ queued: number }> {
    const today = dayOf(new Date());
    // Queued before reported: a job that finishes between the two reads shows in the reports.
    const queued = await this.queuedReports(this.jobs.queue(QUEUES.reports));
    const players = await this.directory.players();
    const reported = await this.reports.periodsOf(players.map((player) => player.playerId));
    const staff = (await this.directory.staff()).filter((person) => person.email);
    const digestCoachIds = [...(await this.preferences.digestUsers(staff.map((person) => person.userId)))];

    const names = new Map<string, string>();
    const due: DueReport[] = [];
    for (const player of players) {
      names.set(player.playerId, player.name);
      for (const period of periodsDue(dayOf(player.signedUpAt), today, reported.get(player.playerId) ?? [])) {
        const report = { playerId: player.playerId, periodNumber: period.number, periodEnd: period.end };
        // Queued by an earlier run that has not finished: that run's digest lists it.
        if (!queued.has(playerPeriodKey(report))) due.push(report);
      }
    }
    const run: DueReport[] = [];
    for (const batch of reportBatches(due, this.config.REPORTS_BATCH_SIZE)) {
      if (await this.queueBatch(batch, digestCoachIds)) run.push(...batch);
    }
    if (run.length > 0 && digestCoachIds.length > 0)
      await this.jobs.enqueue(
        'reports.send-digest',
        {
          runId: context.jobId,
          runDay: today,
          coachIds: digestCoachIds,
          reports: run.map((report) => ({
            reportId: reportIdFor(report.playerId, report.periodNumber),
            playerId: report.playerId,
            playerName: names.get(report.playerId) ?? 'Player',
            periodEnd: report.periodEnd,
          })),
        },
        {
          jobId: `digest-${context.jobId.replace(/[^A-Za-z0-9]+/g, '-')}`,
          attempts: DIGEST_ATTEMPTS,
          backoff: { type: 'fixed', delay: this.config.REPORTS_DIGEST_WAIT_MS },
          delay: this.config.REPORTS_DIGEST_WAIT_MS,
        },
      );
    this.logger.info(
      { players: players.length, queued: run.length, digestCoaches: digestCoachIds.length },
      'report scan done',
    );
    return { queued: run.length };
  }

  /** Queues the batch unless the same batch is queued already; says whether this run queued it. */
  private async queueBatch(batch: readonly DueReport[], digestCoachIds: readonly string[]): Promise<boolean> {
    const jobId = reportBatchJobId(batch);
    const queue = this.jobs.queue(QUEUES.reports);
    const existing = await queue.getJob(jobId);
    if (existing) {
      if ((await existing.getState()) !== 'failed') return false;
      // It failed for good (a service down past its retries): a fresh job with fresh attempts.
      await existing.remove();
    }
    await this.jobs.enqueue(
      'reports.generate-reports',
      {
        reports: batch.map(({ playerId, periodNumber }) => ({ playerId, periodNumber })),
        sendMail: true,
        ...(digestCoachIds.length > 0 ? { digestCoachIds: [...digestCoachIds] } : {}),
      },
      { jobId },
    );
    return true;
  }

  /**
   * The periods that generate jobs waiting or running already hold. Jobs in backoff (`delayed`) are
   * not read (the queue's delayed set also holds every call reminder); their batch, seen again with
   * the same periods, has the same job id and is left alone by queueBatch.
   */
  private async queuedReports(queue: Queue): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const job of await queue.getJobs([...QUEUED_STATES])) {
      const { payload } = job.data as JobEnvelope;
      if (job.name === 'reports.generate-reports') {
        const batch = jobDefinitions['reports.generate-reports'].payload.safeParse(payload);
        for (const report of batch.data?.reports ?? []) keys.add(playerPeriodKey(report));
      } else if (job.name === 'reports.generate-report') {
        const one = jobDefinitions['reports.generate-report'].payload.safeParse(payload);
        if (one.data) keys.add(playerPeriodKey(one.data));
      }
    }
    return keys;
  }
}

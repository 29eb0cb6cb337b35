import { Inject, Injectable } from '@nestjs/common';
import { QUEUES } from '@portal/contracts';
import { type JobContext, JobQueues, LOGGER, type Logger, OnJob, loadConfigOrExit } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import { DIGEST_ATTEMPTS } from './report-digest.rules';
import { reportIdFor } from './report-id';
import { ReportMailPreferenceRepository } from './report-mail-preference.repository';
import { dayOf, periodsDue } from './report-period.rules';
import { ReportRepository } from './report.repository';
import { reportsEnvSchema } from './reports-config';

/**
 * The scheduler's run: every player's finished periods without a full report, including periods
 * missed while no worker ran, each queued once (the job id names player, period and end, so two
 * replicas scanning at once add one job). The coaches who chose the digest at the start of the run
 * are named in each job (left out of its mails) and get one `reports.send-digest` for the run.
 */
@Injectable()
export class ScanDueProcessor {
  private readonly digestWaitMs = loadConfigOrExit(reportsEnvSchema, 'reports-worker').REPORTS_DIGEST_WAIT_MS;

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
    const players = await this.directory.players();
    const reported = await this.reports.periodsOf(players.map((player) => player.playerId));
    const staff = (await this.directory.staff()).filter((person) => person.email);
    const digestCoachIds = [...(await this.preferences.digestUsers(staff.map((person) => person.userId)))];
    const queue = this.jobs.queue(QUEUES.reports);
    const run: { reportId: string; playerId: string; playerName: string; periodEnd: string }[] = [];
    for (const player of players) {
      for (const period of periodsDue(dayOf(player.signedUpAt), today, reported.get(player.playerId) ?? [])) {
        const jobId = `report-${player.playerId}-${period.number}-${period.end}`;
        // Queued by an earlier run that has not finished: that run's digest lists it.
        if (await queue.getJob(jobId)) continue;
        await this.jobs.enqueue(
          'reports.generate-report',
          {
            playerId: player.playerId,
            periodNumber: period.number,
            sendMail: true,
            ...(digestCoachIds.length > 0 ? { digestCoachIds } : {}),
          },
          { jobId },
        );
        run.push({
          reportId: reportIdFor(player.playerId, period.number),
          playerId: player.playerId,
          playerName: player.name,
          periodEnd: period.end,
        });
      }
    }
    if (run.length > 0 && digestCoachIds.length > 0)
      await this.jobs.enqueue(
        'reports.send-digest',
        { runId: context.jobId, runDay: today, coachIds: digestCoachIds, reports: run },
        {
          jobId: `digest-${context.jobId.replace(/[^A-Za-z0-9]+/g, '-')}`,
          attempts: DIGEST_ATTEMPTS,
          backoff: { type: 'fixed', delay: this.digestWaitMs },
          delay: this.digestWaitMs,
        },
      );
    this.logger.info(
      { players: players.length, queued: run.length, digestCoaches: digestCoachIds.length },
      'report scan done',
    );
    return { queued: run.length };
  }
}

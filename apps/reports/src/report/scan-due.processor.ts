import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger, JobQueues, OnJob } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import { dayOf, periodsDue } from './report-period.rules';
import { ReportRepository } from './report.repository';

/**
 * The scheduler's run: every player's finished periods without a full report, including periods
 * missed while no worker ran, each queued once (the job id names player, period and end, so two
 * replicas scanning at once add one job).
 */
@Injectable()
export class ScanDueProcessor {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly reports: ReportRepository,
    private readonly jobs: JobQueues,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('reports.scan-due')
  async run(): Promise<{ queued: number }> {
    const today = dayOf(new Date());
    const players = await this.directory.players();
    const reported = await this.reports.periodsOf(players.map((player) => player.playerId));
    let queued = 0;
    for (const player of players) {
      for (const period of periodsDue(dayOf(player.signedUpAt), today, reported.get(player.playerId) ?? [])) {
        await this.jobs.enqueue(
          'reports.generate-report',
          { playerId: player.playerId, periodNumber: period.number, sendMail: true },
          { jobId: `report-${player.playerId}-${period.number}-${period.end}` },
        );
        queued += 1;
      }
    }
    this.logger.info({ players: players.length, queued }, 'report scan done');
    return { queued };
  }
}

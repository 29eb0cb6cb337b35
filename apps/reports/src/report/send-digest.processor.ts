import { Inject, Injectable } from '@nestjs/common';
import type { ParsedJobPayload } from '@portal/contracts';
import { type JobContext, LOGGER, type Logger, MailQueue, OnJob, loadConfigOrExit } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import { DIGEST_ATTEMPTS, digestMail, digestMessageId } from './report-digest.rules';
import { ReportRepository } from './report.repository';
import { reportsEnvSchema } from './reports-config';

/**
 * A scheduled run's digest: once every report of the run is stored (looked for again on each retry,
 * REPORTS_DIGEST_WAIT_MS apart; on the last attempt it sends what is there), one mail per digest
 * coach. The message id names run and coach, so a retried job or a second worker never mails twice.
 */
@Injectable()
export class SendDigestProcessor {
  private readonly portalUrl = loadConfigOrExit(reportsEnvSchema, 'reports-worker').PUBLIC_URL;

  constructor(
    private readonly reports: ReportRepository,
    private readonly directory: IdentityDirectory,
    private readonly mail: MailQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('reports.send-digest')
  async run(payload: ParsedJobPayload<'reports.send-digest'>, context: JobContext): Promise<{ mails: number }> {
    const rows = new Map(
      (await this.reports.findMany(payload.reports.map((entry) => entry.reportId))).map((row) => [row.id, row]),
    );
    // A report "to date" of the same period has the same id: only the full period's counts.
    const ready = payload.reports.filter((entry) => (rows.get(entry.reportId)?.periodEnd ?? '') >= entry.periodEnd);
    const missing = payload.reports.filter((entry) => !ready.includes(entry));
    if (missing.length > 0 && context.attempt < DIGEST_ATTEMPTS)
      throw new Error(`digest waits for ${missing.length} of ${payload.reports.length} reports`);
    const content = digestMail(
      payload.runDay,
      ready.map((entry) => {
        const row = rows.get(entry.reportId)!;
        return { ...entry, periodStart: row.periodStart, periodEnd: row.periodEnd };
      }),
      missing.map((entry) => entry.playerName),
      this.portalUrl,
    );
    const wanted = new Set(payload.coachIds);
    const coaches = (await this.directory.staff()).filter((person) => wanted.has(person.userId) && person.email);
    await Promise.all(
      coaches.map((coach) =>
        this.mail.send({
          messageId: digestMessageId(payload.runId, coach.email!),
          to: [{ email: coach.email!, name: coach.name }],
          ...content,
        }),
      ),
    );
    this.logger.info({ runId: payload.runId, coaches: coaches.length, reports: ready.length }, 'report digest queued');
    return { mails: coaches.length };
  }
}

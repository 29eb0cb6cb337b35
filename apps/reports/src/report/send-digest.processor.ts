import { Inject, Injectable } from '@nestjs/common';
import type { MailMessage, ParsedJobPayload } from '@portal/contracts';
import {
  type JobContext,
  LOGGER,
  type Logger,
  MailQueue,
  OnJob,
  ScopeRowsRepository,
  loadConfigOrExit,
} from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import { DIGEST_ATTEMPTS, digestEntriesFor, digestMail, digestMessageId } from './report-digest.rules';
import { ReportRepository } from './report.repository';
import { reportsEnvSchema } from './reports-config';

/**
 * A scheduled run's digest: once every report of the run is stored (looked for again on each retry,
 * REPORTS_DIGEST_WAIT_MS apart; on the last attempt it sends what is there), one mail per digest
 * coach listing only the players that coach reaches (a coach's squads; an admin's whole club), none
 * to someone who reaches none of them. The message id names run and coach, so a retried job or a
 * second worker never mails twice.
 */
@Injectable()
export class SendDigestProcessor {
  private readonly portalUrl = loadConfigOrExit(reportsEnvSchema, 'reports-worker').PUBLIC_URL;

  constructor(
    private readonly reports: ReportRepository,
    private readonly directory: IdentityDirectory,
    private readonly mail: MailQueue,
    private readonly scope: ScopeRowsRepository,
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
    const memberships = await this.scope.memberships(payload.reports.map((entry) => entry.playerId));
    const onFile = new Map((await this.directory.staff()).map((person) => [person.userId, person]));
    const digests: MailMessage[] = [];
    for (const coachId of new Set(payload.coachIds)) {
      const coach = onFile.get(coachId);
      if (!coach?.email) continue;
      const reachable = new Set(digestEntriesFor(await this.scope.staffMember(coachId), payload.reports, memberships));
      if (reachable.size === 0) continue;
      const content = digestMail(
        payload.runDay,
        ready
          .filter((entry) => reachable.has(entry))
          .map((entry) => {
            const row = rows.get(entry.reportId)!;
            return { ...entry, periodStart: row.periodStart, periodEnd: row.periodEnd };
          }),
        missing.filter((entry) => reachable.has(entry)).map((entry) => entry.playerName),
        this.portalUrl,
      );
      digests.push({
        messageId: digestMessageId(payload.runId, coach.email),
        to: [{ email: coach.email, name: coach.name }],
        ...content,
      });
    }
    await Promise.all(digests.map((digest) => this.mail.send(digest)));
    this.logger.info({ runId: payload.runId, coaches: digests.length, reports: ready.length }, 'report digest queued');
    return { mails: digests.length };
  }
}

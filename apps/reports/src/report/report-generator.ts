import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger, MailQueue, OutboxWriter, ScopeRowsRepository } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { IdentityDirectory, type PersonOnFile, type PlayerOnFile } from '../directory/identity-directory';
import { ReportCommentRepository } from './report-comment.repository';
import { ReportDataSource } from './report-data.source';
import { ReportFiles } from './report-files';
import { reportIdFor } from './report-id';
import { type ReportLayout, buildReportLayout } from './report-layout';
import { reachingStaffOnFile, reportMail, reportMessageId, reportRecipients } from './report-mail.rules';
import { type ReportPeriod, dayOf, periodOf, playerPeriodKey } from './report-period.rules';
import { ReportRepository } from './report.repository';
import { renderReportPdf } from './pdf-renderer';

/** A report to build: a player's period, or its days so far when `periodEnd` is before the period's end. */
export interface ReportRequest {
  playerId: string;
  periodNumber: number;
  periodEnd?: string;
}

export interface ReportRunOptions {
  /** Mail the reports to each family and the player's staff (a scheduled run, a staff "generate now"). */
  sendMail: boolean;
  /** A scheduled run's coaches who chose the digest: left out of these reports' mails. */
  digestCoachIds: readonly string[];
  /**
   * Keep a report already stored for the whole period instead of making it again (a scheduled batch
   * run again after part of it was stored): it is still mailed, the mails being sent once each.
   */
  keepStored: boolean;
}

interface BuiltReport {
  reportId: string;
  player: PlayerOnFile;
  period: ReportPeriod;
  layout: ReportLayout;
  sizeBytes: number;
  /** Made by this run (else stored by an earlier one). */
  fresh: boolean;
}

/**
 * Builds a batch of reports: one question per service for the whole batch (identity, tracking,
 * roadmap, media over NATS), a PDF and its file per report, then every row and its
 * `reports.report.ready` event in one transaction, then one mail job per report (its family and
 * the staff reaching the player: the coaches of their squads and their club's admins). Every step is keyed by the report id (derived from player and period), so a retried,
 * repeated or concurrent run replaces the same reports and mails each recipient once. A service that
 * does not answer fails the whole batch (retried, nothing half-empty); one report that cannot be
 * made fails the job after the others are stored and mailed.
 */
@Injectable()
export class ReportGenerator {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly data: ReportDataSource,
    private readonly files: ReportFiles,
    private readonly reports: ReportRepository,
    private readonly comments: ReportCommentRepository,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly mail: MailQueue,
    private readonly scope: ScopeRowsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async generate(
    requests: readonly ReportRequest[],
    options: ReportRunOptions,
  ): Promise<{ reportId: string; sizeBytes: number }[]> {
    const players = await this.directory.playersOnFile(requests.map((request) => request.playerId));
    const asked = requests.flatMap((request) => {
      const player = players.get(request.playerId);
      if (player) return [{ player, period: periodFor(player, request.periodNumber, request.periodEnd) }];
      this.logger.warn({ playerId: request.playerId }, 'player no longer on file; no report made');
      return [];
    });
    if (asked.length === 0) return [];
    const [snapshots, comments] = await Promise.all([
      this.data.snapshots(asked, dayOf(new Date())),
      this.comments.texts(
        asked.map(({ player, period }) => ({ playerId: player.playerId, periodNumber: period.number })),
      ),
    ]);

    const stored = options.keepStored ? await this.reports.storedWholePeriods(asked) : new Map<string, number>();
    const built: BuiltReport[] = [];
    const failed: { playerId: string; error: unknown }[] = [];
    for (const [index, { player, period }] of asked.entries()) {
      const reportId = reportIdFor(player.playerId, period.number);
      const coachComment =
        comments.get(playerPeriodKey({ playerId: player.playerId, periodNumber: period.number })) ?? null;
      // One player's report failing (a bug on odd data) must not keep the batch's others from families.
      try {
        const layout = buildReportLayout({ ...snapshots[index]!, coachComment });
        const storedSize = stored.get(reportId);
        if (storedSize !== undefined) {
          built.push({ reportId, player, period, layout, sizeBytes: storedSize, fresh: false });
          continue;
        }
        const pdf = await renderReportPdf(layout);
        await this.files.save(reportId, pdf);
        built.push({ reportId, player, period, layout, sizeBytes: pdf.length, fresh: true });
      } catch (error) {
        this.logger.error({ err: error, playerId: player.playerId, period: period.number }, 'report not made');
        failed.push({ playerId: player.playerId, error });
      }
    }
    const fresh = built.filter((report) => report.fresh);
    if (fresh.length > 0) await this.store(fresh);

    if (options.sendMail && built.length > 0) {
      const staffOnFile = await this.directory.staff();
      await Promise.all(built.map((report) => this.mailReport(report, staffOnFile, options.digestCoachIds)));
    }
    for (const { reportId, player, period, sizeBytes } of fresh)
      this.logger.info(
        { reportId, playerId: player.playerId, period: period.number, bytes: sizeBytes },
        'report stored',
      );
    // The job fails and is retried: the reports stored now are kept (keepStored), the failed made again.
    if (failed.length > 0)
      throw new AggregateError(
        failed.map((failure) => failure.error),
        `${failed.length} of ${asked.length} reports not made (players ${failed.map((failure) => failure.playerId).join(', ')})`,
      );
    return built.map(({ reportId, sizeBytes }) => ({ reportId, sizeBytes }));
  }

  private async store(built: readonly BuiltReport[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const replaced = await this.reports.upsertAll(
        manager,
        built.map(({ reportId, player, period, layout, sizeBytes }) => ({
          id: reportId,
          playerId: player.playerId,
          periodNumber: period.number,
          periodStart: period.start,
          periodEnd: period.end,
          fileName: layout.fileName,
          sizeBytes,
        })),
      );
      await this.outbox.appendAll(
        manager,
        'reports.report.ready',
        built.map(({ reportId, player, period }) => ({
          reportId,
          playerId: player.playerId,
          periodNumber: period.number,
          periodStart: period.start,
          periodEnd: period.end,
          regenerated: replaced.has(reportId),
        })),
      );
    });
  }

  private async mailReport(
    { reportId, player, period, layout }: BuiltReport,
    staffOnFile: readonly PersonOnFile[],
    digestCoachIds: readonly string[],
  ): Promise<void> {
    const coaches = reachingStaffOnFile(await this.scope.staffReaching(player.playerId), staffOnFile);
    const recipients = reportRecipients(player, player.parents, coaches, digestCoachIds);
    // The mail repeats the family page's words (coach's comment, training regularly), not the details.
    const pageBreak = layout.blocks.findIndex((block) => block.kind === 'page-break');
    const summary = layout.blocks
      .slice(0, pageBreak === -1 ? undefined : pageBreak)
      .filter((block) => block.kind === 'paragraph' && !block.muted)
      .map((block) => (block.kind === 'paragraph' ? block.text : ''))
      .join(' ');
    const attachment = {
      filename: layout.fileName,
      contentType: 'application/pdf',
      storageKey: this.files.storageKey(reportId),
    };
    const messages = [
      ...recipients.family.map((to) => ({ to, reader: 'family' as const })),
      ...recipients.coaches.map((to) => ({ to, reader: 'coach' as const })),
    ].map(({ to, reader }) => ({
      messageId: reportMessageId(reportId, period.end, to.email),
      to: [to],
      ...reportMail(player.name, period, reader, summary),
      attachments: [attachment],
    }));
    if (messages.length > 0) await this.mail.sendAll(messages);
  }
}

function periodFor(player: PlayerOnFile, periodNumber: number, periodEnd: string | undefined): ReportPeriod {
  const full = periodOf(dayOf(player.signedUpAt), periodNumber);
  if (!periodEnd || periodEnd >= full.end) return full;
  return { ...full, end: periodEnd < full.start ? full.start : periodEnd };
}

import { Inject, Injectable } from '@nestjs/common';
import type { ParsedJobPayload } from '@portal/contracts';
import { LOGGER, type Logger, MailQueue, OnJob, OutboxWriter } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { IdentityDirectory, type PlayerOnFile } from '../directory/identity-directory';
import { ReportCommentRepository } from './report-comment.repository';
import { ReportDataSource } from './report-data.source';
import { ReportFiles } from './report-files';
import { reportIdFor } from './report-id';
import { buildReportLayout } from './report-layout';
import { reportMail, reportMessageId, reportRecipients } from './report-mail.rules';
import { type ReportPeriod, dayOf, periodOf } from './report-period.rules';
import { ReportRepository } from './report.repository';
import { renderReportPdf } from './pdf-renderer';

/**
 * Builds one player's report for one period: a snapshot over NATS, the PDF, the file, then the row
 * and its `reports.report.ready` event in one transaction, then one mail per recipient. Every step
 * is keyed by the report id (derived from player and period), so a retried, repeated or concurrent
 * run replaces the same report and mails each recipient once. Coaches who chose the digest are
 * left out of a scheduled run's mails (`digestCoachIds`): `reports.send-digest` tells them.
 */
@Injectable()
export class GenerateReportProcessor {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly data: ReportDataSource,
    private readonly files: ReportFiles,
    private readonly reports: ReportRepository,
    private readonly comments: ReportCommentRepository,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly mail: MailQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('reports.generate-report')
  async run(payload: ParsedJobPayload<'reports.generate-report'>): Promise<{ reportId: string; sizeBytes: number }> {
    const player = await this.directory.player(payload.playerId);
    const period = this.periodFor(player, payload.periodNumber, payload.periodEnd);
    const [snapshot, coachComment] = await Promise.all([
      this.data.snapshot(player, period, dayOf(new Date())),
      this.comments.text(player.playerId, period.number),
    ]);
    const layout = buildReportLayout({ ...snapshot, coachComment });
    const pdf = await renderReportPdf(layout);
    const reportId = reportIdFor(player.playerId, period.number);
    await this.files.save(reportId, pdf);
    await this.dataSource.transaction(async (manager) => {
      const { replaced } = await this.reports.upsert(manager, reportId, {
        playerId: player.playerId,
        periodNumber: period.number,
        periodStart: period.start,
        periodEnd: period.end,
        fileName: layout.fileName,
        sizeBytes: pdf.length,
      });
      await this.outbox.append(manager, 'reports.report.ready', {
        reportId,
        playerId: player.playerId,
        periodNumber: period.number,
        periodStart: period.start,
        periodEnd: period.end,
        regenerated: replaced,
      });
    });
    if (payload.sendMail) await this.mailReport(player, period, reportId, layout, payload.digestCoachIds ?? []);
    this.logger.info(
      { reportId, playerId: player.playerId, period: period.number, bytes: pdf.length },
      'report stored',
    );
    return { reportId, sizeBytes: pdf.length };
  }

  private periodFor(player: PlayerOnFile, periodNumber: number, periodEnd: string | undefined): ReportPeriod {
    const full = periodOf(dayOf(player.signedUpAt), periodNumber);
    if (!periodEnd || periodEnd >= full.end) return full;
    return { ...full, end: periodEnd < full.start ? full.start : periodEnd };
  }

  private async mailReport(
    player: PlayerOnFile,
    period: ReportPeriod,
    reportId: string,
    layout: ReturnType<typeof buildReportLayout>,
    digestCoachIds: readonly string[],
  ): Promise<void> {
    const recipients = reportRecipients(player, player.parents, await this.directory.staff(), digestCoachIds);
    const summary = layout.blocks
      .filter((block) => block.kind === 'paragraph' && !block.muted)
      .map((block) => (block.kind === 'paragraph' ? block.text : ''))
      .join(' ');
    const attachment = {
      filename: layout.fileName,
      contentType: 'application/pdf',
      storageKey: this.files.storageKey(reportId),
    };
    const sends = [
      ...recipients.family.map((to) => ({ to, reader: 'family' as const })),
      ...recipients.coaches.map((to) => ({ to, reader: 'coach' as const })),
    ].map(({ to, reader }) =>
      this.mail.send({
        messageId: reportMessageId(reportId, period.end, to.email),
        to: [to],
        ...reportMail(player.name, period, reader, summary),
        attachments: [attachment],
      }),
    );
    await Promise.all(sends);
  }
}

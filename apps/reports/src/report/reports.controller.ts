import { Controller } from '@nestjs/common';
import { type Report, type ReportGeneration, canAccessPlayer, REPORT_PDF_MAX_BYTES } from '@portal/contracts';
import { type AuthenticatedRpcCall, JobQueues, RpcHandler, ServiceError } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import { ReportFiles } from './report-files';
import { dayOf, periodToDate } from './report-period.rules';
import { ReportRepository, toReport } from './report.repository';

/** Reports listed and downloaded by whoever may reach the player; generated now by staff. */
@Controller()
export class ReportsController {
  constructor(
    private readonly reports: ReportRepository,
    private readonly files: ReportFiles,
    private readonly directory: IdentityDirectory,
    private readonly jobs: JobQueues,
  ) {}

  @RpcHandler('reports.report.list')
  async list(call: AuthenticatedRpcCall<'reports.report.list'>): Promise<Report[]> {
    if (!canAccessPlayer(call.actor, call.data.playerId)) throw ServiceError.forbidden();
    return (await this.reports.listForPlayer(call.data.playerId)).map(toReport);
  }

  @RpcHandler('reports.report.pdf')
  async pdf(call: AuthenticatedRpcCall<'reports.report.pdf'>): Promise<{ report: Report; contentBase64: string }> {
    const row = await this.reports.find(call.data.reportId);
    if (!row) throw ServiceError.notFound('Report not found');
    if (!canAccessPlayer(call.actor, row.playerId)) throw ServiceError.forbidden();
    const pdf = await this.files.read(row.id);
    if (pdf.length > REPORT_PDF_MAX_BYTES) throw new Error(`Report ${row.id} is too large to send over NATS`);
    return { report: toReport(row), contentBase64: pdf.toString('base64') };
  }

  /** The current period to date, queued now (a repeated request regenerates the same report). */
  @RpcHandler('reports.report.generate')
  async generate(call: AuthenticatedRpcCall<'reports.report.generate'>): Promise<ReportGeneration> {
    const player = await this.directory.player(call.data.playerId);
    const period = periodToDate(dayOf(player.signedUpAt), dayOf(new Date()));
    const job = await this.jobs.enqueue('reports.generate-report', {
      playerId: player.playerId,
      periodNumber: period.number,
      periodEnd: period.end,
      sendMail: true,
    });
    return {
      jobId: String(job.id),
      playerId: player.playerId,
      periodNumber: period.number,
      periodStart: period.start,
      periodEnd: period.end,
    };
  }
}

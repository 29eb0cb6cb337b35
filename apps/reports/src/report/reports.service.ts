import { Injectable } from '@nestjs/common';
import {
  type Actor,
  PLAYER_NOT_FOUND_MESSAGE,
  REPORT_PDF_MAX_BYTES,
  type Report,
  type ReportGeneration,
  type RpcParsedRequest,
} from '@portal/contracts';
import { JobQueues, PlayerAccess, ServiceError } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import { ReportFiles } from './report-files';
import { dayOf, periodToDate } from './report-period.rules';
import { ReportRepository, toReport } from './report.repository';

/** What a report id outside the actor's scope answers: the same as a report that does not exist. */
export const REPORT_NOT_FOUND_MESSAGE = 'Report not found';

/**
 * Reports listed and downloaded within the actor's scope (ARCHITECTURE §9), generated now by staff
 * for a player they reach. Anything outside the scope is NOT_FOUND, exactly as if it did not exist.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly files: ReportFiles,
    private readonly directory: IdentityDirectory,
    private readonly jobs: JobQueues,
    private readonly access: PlayerAccess,
  ) {}

  /**
   * One player's reports (a player's own when they name nobody; a parent names the child), or, for
   * staff naming no player, every reachable player's, optionally one squad's. Scoped in SQL before the
   * limit.
   */
  async list(actor: Actor, request: RpcParsedRequest<'reports.report.list'>): Promise<Report[]> {
    const playerId = request.playerId ?? (actor.role === 'player' ? actor.playerId : undefined);
    if (actor.role === 'player' && !playerId) throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
    if (actor.role === 'parent' && !playerId)
      throw ServiceError.validation([{ field: 'playerId', message: 'is required' }]);
    if (playerId) await this.access.require(actor, playerId);
    const scope = this.access.where(actor, 'r.player_id', { squadId: request.squadId });
    return (await this.reports.listInScope(scope, playerId)).map(toReport);
  }

  async pdf(actor: Actor, reportId: string): Promise<{ report: Report; contentBase64: string }> {
    const row = await this.reports.find(reportId);
    if (!row) throw ServiceError.notFound(REPORT_NOT_FOUND_MESSAGE);
    await this.access.require(actor, row.playerId, REPORT_NOT_FOUND_MESSAGE);
    const pdf = await this.files.read(row.id);
    if (pdf.length > REPORT_PDF_MAX_BYTES) throw new Error(`Report ${row.id} is too large to send over NATS`);
    return { report: toReport(row), contentBase64: pdf.toString('base64') };
  }

  /** The current period to date, queued now (a repeated request regenerates the same report). */
  async generate(actor: Actor, playerId: string): Promise<ReportGeneration> {
    await this.access.require(actor, playerId);
    const player = await this.directory.player(playerId);
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

import { Controller } from '@nestjs/common';
import type { Report, ReportGeneration } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { ReportsService } from './reports.service';

/** Reports listed and downloaded within the actor's scope; generated now by staff. */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @RpcHandler('reports.report.list')
  list(call: AuthenticatedRpcCall<'reports.report.list'>): Promise<Report[]> {
    return this.reports.list(call.actor, call.data);
  }

  @RpcHandler('reports.report.pdf')
  pdf(call: AuthenticatedRpcCall<'reports.report.pdf'>): Promise<{ report: Report; contentBase64: string }> {
    return this.reports.pdf(call.actor, call.data.reportId);
  }

  @RpcHandler('reports.report.generate')
  generate(call: AuthenticatedRpcCall<'reports.report.generate'>): Promise<ReportGeneration> {
    return this.reports.generate(call.actor, call.data.playerId);
  }
}

import { Injectable } from '@nestjs/common';
import type { ParsedJobPayload } from '@portal/contracts';
import { OnJob } from '@portal/server-kit';
import { ReportGenerator } from './report-generator';

/** The generate jobs: one player's report ("generate now") and a scheduled run's batch. */
@Injectable()
export class GenerateReportProcessor {
  constructor(private readonly generator: ReportGenerator) {}

  @OnJob('reports.generate-report')
  async one(payload: ParsedJobPayload<'reports.generate-report'>): Promise<{ reportId: string; sizeBytes: number }> {
    const [report] = await this.generator.generate([payload], {
      sendMail: payload.sendMail,
      digestCoachIds: payload.digestCoachIds ?? [],
      keepStored: false,
    });
    if (!report) throw new Error(`Player ${payload.playerId} is not on file: no report made`);
    return report;
  }

  @OnJob('reports.generate-reports')
  async batch(payload: ParsedJobPayload<'reports.generate-reports'>): Promise<{ reports: number }> {
    const made = await this.generator.generate(payload.reports, {
      sendMail: payload.sendMail,
      digestCoachIds: payload.digestCoachIds ?? [],
      keepStored: true,
    });
    return { reports: made.length };
  }
}

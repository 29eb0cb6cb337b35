import { Injectable } from '@nestjs/common';
import type { ParsedJobPayload } from '@portal/contracts';
import { OnJob } from '@portal/server-kit';
import { DataExportBuilder } from './data-export-builder';

/** `reports.build-data-export`: one player's ZIP (see DataExportBuilder for why the reports worker). */
@Injectable()
export class BuildDataExportProcessor {
  constructor(private readonly builder: DataExportBuilder) {}

  @OnJob('reports.build-data-export')
  build(payload: ParsedJobPayload<'reports.build-data-export'>) {
    return this.builder.build(payload.exportId);
  }
}

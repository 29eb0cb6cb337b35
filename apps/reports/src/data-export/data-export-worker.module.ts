import { Module } from '@nestjs/common';
import { ReportFilesModule } from '../report/report-files.module';
import { BuildDataExportProcessor } from './build-data-export.processor';
import { DataExportBuilder } from './data-export-builder';
import { DataExportSweep } from './data-export-sweep';
import { DataExportRepository } from './data-export.repository';

/** The worker side of data exports: the ZIP build job and the sweep of expired ZIPs. */
@Module({
  imports: [ReportFilesModule],
  providers: [DataExportRepository, DataExportBuilder, BuildDataExportProcessor, DataExportSweep],
})
export class DataExportWorkerModule {}

import { Module } from '@nestjs/common';
import { loadConfigOrExit } from '@portal/server-kit';
import { LocalDiskReportFiles, ReportFiles } from './report-files';
import { reportsEnvSchema } from './reports-config';

/** Report PDFs on the local disk for now; the shared object storage replaces this adapter at merge. */
@Module({
  providers: [
    {
      provide: ReportFiles,
      useFactory: () => new LocalDiskReportFiles(loadConfigOrExit(reportsEnvSchema, 'reports').REPORTS_DATA_DIR),
    },
  ],
  exports: [ReportFiles],
})
export class ReportFilesModule {}

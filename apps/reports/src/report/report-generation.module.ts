import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DirectoryModule } from '../directory/directory.module';
import { GenerateReportProcessor } from './generate-report.processor';
import { ReportDataSource } from './report-data.source';
import { ReportEntity } from './report.entity';
import { ReportFilesModule } from './report-files.module';
import { ReportRepository } from './report.repository';
import { ReportScheduler } from './report-scheduler';
import { ScanDueProcessor } from './scan-due.processor';

/** The worker side of reports: the six-weekly scheduler, the scan and the generate job. */
@Module({
  imports: [TypeOrmModule.forFeature([ReportEntity]), DirectoryModule, ReportFilesModule],
  providers: [ReportRepository, ReportDataSource, GenerateReportProcessor, ScanDueProcessor, ReportScheduler],
})
export class ReportGenerationModule {}

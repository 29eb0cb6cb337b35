import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DirectoryModule } from '../directory/directory.module';
import { GenerateReportProcessor } from './generate-report.processor';
import { ReportCommentEntity } from './report-comment.entity';
import { ReportCommentRepository } from './report-comment.repository';
import { ReportDataSource } from './report-data.source';
import { ReportGenerator } from './report-generator';
import { ReportEntity } from './report.entity';
import { ReportFilesModule } from './report-files.module';
import { ReportMailPreferenceEntity } from './report-mail-preference.entity';
import { ReportMailPreferenceRepository } from './report-mail-preference.repository';
import { ReportRepository } from './report.repository';
import { ReportScheduler } from './report-scheduler';
import { ScanDueProcessor } from './scan-due.processor';
import { SendDigestProcessor } from './send-digest.processor';

/** The worker side of reports: the six-weekly scheduler, the scan, the generate job and the digest. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReportEntity, ReportCommentEntity, ReportMailPreferenceEntity]),
    DirectoryModule,
    ReportFilesModule,
  ],
  providers: [
    ReportRepository,
    ReportCommentRepository,
    ReportMailPreferenceRepository,
    ReportDataSource,
    ReportGenerator,
    GenerateReportProcessor,
    ScanDueProcessor,
    SendDigestProcessor,
    ReportScheduler,
  ],
})
export class ReportGenerationModule {}

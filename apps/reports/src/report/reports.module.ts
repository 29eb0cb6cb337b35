import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DirectoryModule } from '../directory/directory.module';
import { ReportCommentEntity } from './report-comment.entity';
import { ReportCommentChangedConsumer } from './report-comment-changed.consumer';
import { ReportCommentRepository } from './report-comment.repository';
import { ReportCommentsController } from './report-comments.controller';
import { ReportCommentsService } from './report-comments.service';
import { ReportEntity } from './report.entity';
import { ReportMailPreferenceEntity } from './report-mail-preference.entity';
import { ReportMailPreferenceRepository } from './report-mail-preference.repository';
import { ReportMailPreferencesService } from './report-mail-preferences.service';
import { ReportFilesModule } from './report-files.module';
import { ReportRepository } from './report.repository';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/**
 * The service side of reports: list, download, generate now, period comments (and the regeneration a
 * comment change queues), mail preference.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReportEntity, ReportCommentEntity, ReportMailPreferenceEntity]),
    DirectoryModule,
    ReportFilesModule,
  ],
  controllers: [ReportsController, ReportCommentsController],
  providers: [
    ReportRepository,
    ReportCommentRepository,
    ReportMailPreferenceRepository,
    ReportsService,
    ReportCommentsService,
    ReportMailPreferencesService,
    ReportCommentChangedConsumer,
  ],
})
export class ReportsModule {}

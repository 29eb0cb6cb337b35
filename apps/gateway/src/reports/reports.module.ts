import { Module } from '@nestjs/common';
import { FamilyMailPreferencesController } from './family-mail-preferences.controller';
import { NotificationsController } from './notifications.controller';
import { ReportCommentsController } from './report-comments.controller';
import { ReportsController } from './reports.controller';

/** Notifications, progress reports, their period comments, the digest setting and the families' mail choice (the reports service). */
@Module({
  controllers: [NotificationsController, ReportsController, ReportCommentsController, FamilyMailPreferencesController],
})
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { ReportCommentsController } from './report-comments.controller';
import { ReportsController } from './reports.controller';

/** Notifications, progress reports, their period comments and the digest setting (the reports service). */
@Module({ controllers: [NotificationsController, ReportsController, ReportCommentsController] })
export class ReportsModule {}

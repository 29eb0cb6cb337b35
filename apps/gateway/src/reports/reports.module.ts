import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { ReportsController } from './reports.controller';

/** Notifications and progress reports (the reports service). */
@Module({ controllers: [NotificationsController, ReportsController] })
export class ReportsModule {}

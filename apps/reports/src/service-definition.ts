import type { ServiceDefinition } from '@portal/server-kit';
import { diagnosticRunsMigration } from '@portal/server-kit/diagnostics';
import { CallEventsModule } from './calls/calls.module';
import { CreateSentMails1763700000500 } from './database/migrations/1763700000500-create-sent-mails';
import { CreateNotifications1763700000510 } from './database/migrations/1763700000510-create-notifications';
import { CreateReports1763700000520 } from './database/migrations/1763700000520-create-reports';
import { CreateReportCommentsAndMailPreferences1763700000560 } from './database/migrations/1763700000560-create-report-comments-and-mail-preferences';
import { NotificationPlayers1764100000300 } from './database/migrations/1764100000300-notification-players';
import { PlayerErasureModule } from './erasure/player-erasure.module';
import { FamilyMail1764200000400 } from './database/migrations/1764200000400-family-mail';
import { FamilyMailModule } from './family-mail/family-mail.module';
import { CreateDataExports1764200000700 } from './database/migrations/1764200000700-create-data-exports';
import { DataExportModule } from './data-export/data-export.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ReportsModule } from './report/reports.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'reports',
  migrations: [
    diagnosticRunsMigration('reports'),
    CreateSentMails1763700000500,
    CreateNotifications1763700000510,
    CreateReports1763700000520,
    CreateReportCommentsAndMailPreferences1763700000560,
    NotificationPlayers1764100000300,
    FamilyMail1764200000400,
    CreateDataExports1764200000700,
  ],
  imports: [
    NotificationsModule,
    ReportsModule,
    CallEventsModule,
    PlayerErasureModule,
    FamilyMailModule,
    DataExportModule,
  ],
};

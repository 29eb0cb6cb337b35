import 'reflect-metadata';
import { QUEUES } from '@portal/contracts';
import { runWorker } from '@portal/server-kit';
import { DiagnosticJobsModule } from '@portal/server-kit/diagnostics';
import { CallRemindersModule } from './calls/call-reminders.module';
import { FamilyDigestModule } from './family-mail/family-digest.module';
import { DataExportWorkerModule } from './data-export/data-export-worker.module';
import { MailModule } from './mail/mail.module';
import { ReportGenerationModule } from './report/report-generation.module';
import { serviceDefinition } from './service-definition';

void runWorker({
  service: serviceDefinition,
  queues: [QUEUES.reports, QUEUES.mail],
  imports: [
    DiagnosticJobsModule.forJob('reports.diagnostic'),
    MailModule,
    ReportGenerationModule,
    CallRemindersModule,
    FamilyDigestModule,
    DataExportWorkerModule,
  ],
});

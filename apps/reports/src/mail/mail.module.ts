import { Module } from '@nestjs/common';
import {
  NodemailerMailer,
  type ObjectStorage,
  closeOnShutdown,
  loadConfigOrExit,
  mailEnvSchema,
} from '@portal/server-kit';
import { REPORTS_STORAGE, ReportFilesModule } from '../report/report-files.module';
import { SendMailProcessor } from './send-mail.processor';
import { SentMailRepository } from './sent-mail.repository';

/** The worker side of the mail interface: the `reports.send-mail` job. */
@Module({
  imports: [ReportFilesModule],
  providers: [
    {
      provide: NodemailerMailer,
      // Attachments named by `storageKey` (report PDFs) are streamed from the object storage.
      useFactory: (storage: ObjectStorage) =>
        new NodemailerMailer(loadConfigOrExit(mailEnvSchema, 'reports-worker'), (storageKey) =>
          storage.get(storageKey),
        ),
      inject: [REPORTS_STORAGE],
    },
    closeOnShutdown(NodemailerMailer, async (mailer: NodemailerMailer) => mailer.close()),
    SentMailRepository,
    SendMailProcessor,
  ],
})
export class MailModule {}

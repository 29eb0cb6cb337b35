import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NodemailerMailer, closeOnShutdown, loadConfigOrExit, mailEnvSchema } from '@portal/server-kit';
import { ReportFiles } from '../report/report-files';
import { ReportFilesModule } from '../report/report-files.module';
import { SendMailProcessor } from './send-mail.processor';
import { SentMailEntity } from './sent-mail.entity';
import { SentMailRepository } from './sent-mail.repository';

/** The worker side of the mail interface: the `reports.send-mail` job. */
@Module({
  imports: [TypeOrmModule.forFeature([SentMailEntity]), ReportFilesModule],
  providers: [
    {
      provide: NodemailerMailer,
      // Storage-backed attachments are report PDFs (ReportFiles) until the shared object storage lands.
      useFactory: (files: ReportFiles) =>
        new NodemailerMailer(loadConfigOrExit(mailEnvSchema, 'reports-worker'), async (storageKey) => {
          const reportId = files.reportIdOf(storageKey);
          if (!reportId) throw new Error(`No storage holds ${storageKey}`);
          return files.open(reportId);
        }),
      inject: [ReportFiles],
    },
    closeOnShutdown(NodemailerMailer, async (mailer: NodemailerMailer) => mailer.close()),
    SentMailRepository,
    SendMailProcessor,
  ],
})
export class MailModule {}

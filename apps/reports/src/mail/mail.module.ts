import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NodemailerMailer, closeOnShutdown, loadConfigOrExit, mailEnvSchema } from '@portal/server-kit';
import { SendMailProcessor } from './send-mail.processor';
import { SentMailEntity } from './sent-mail.entity';
import { SentMailRepository } from './sent-mail.repository';

/** The worker side of the mail interface: the `reports.send-mail` job. */
@Module({
  imports: [TypeOrmModule.forFeature([SentMailEntity])],
  providers: [
    {
      provide: NodemailerMailer,
      useFactory: () =>
        new NodemailerMailer(loadConfigOrExit(mailEnvSchema, 'reports-worker'), async (storageKey) => {
          // Storage-backed attachments (report PDFs) are wired when the storage interface lands.
          throw new Error(`No object storage configured to attach ${storageKey}`);
        }),
    },
    closeOnShutdown(NodemailerMailer, async (mailer: NodemailerMailer) => mailer.close()),
    SentMailRepository,
    SendMailProcessor,
  ],
})
export class MailModule {}

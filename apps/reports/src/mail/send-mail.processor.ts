import { Inject, Injectable } from '@nestjs/common';
import type { MailMessage, ParsedJobPayload } from '@portal/contracts';
import { LOGGER, type Logger, NodemailerMailer, OnJob } from '@portal/server-kit';
import { SentMailRepository } from './sent-mail.repository';

/**
 * Sends every e-mail of the portal once. A message already recorded as sent is skipped, so a job
 * retried after a crash, or queued twice, does not send twice (short of a crash between the SMTP
 * server accepting it and the record, where the stable Message-ID lets mail clients fold the copy).
 */
@Injectable()
export class SendMailProcessor {
  constructor(
    private readonly mailer: NodemailerMailer,
    private readonly sent: SentMailRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('reports.send-mail')
  async send(message: ParsedJobPayload<'reports.send-mail'>): Promise<{ sent: number }> {
    return this.sendEach([message]);
  }

  /** A report's mails: each recorded as it goes, so a retry sends only those not sent yet. */
  @OnJob('reports.send-mails')
  async sendAll({ messages }: ParsedJobPayload<'reports.send-mails'>): Promise<{ sent: number }> {
    return this.sendEach(messages);
  }

  private async sendEach(messages: readonly MailMessage[]): Promise<{ sent: number }> {
    const alreadySent = await this.sent.sentAmong(messages.map((message) => message.messageId));
    const toSend = messages.filter((message) => !alreadySent.has(message.messageId));
    for (const message of messages)
      if (alreadySent.has(message.messageId))
        this.logger.info({ messageId: message.messageId }, 'mail already sent; skipped');
    const shared = await this.mailer.readSharedAttachments(toSend);
    for (const message of toSend) {
      const result = await this.mailer.send(message, shared);
      await this.sent.record(message.messageId, message.to.length, result.transport);
      this.logger.info(
        { messageId: message.messageId, recipients: message.to.length, transport: result.transport, file: result.file },
        'mail sent',
      );
    }
    return { sent: toSend.length };
  }
}

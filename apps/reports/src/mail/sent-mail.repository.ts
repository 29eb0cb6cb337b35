import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SentMailEntity } from './sent-mail.entity';

/** The only code that reads or writes `reports.sent_mails`. */
@Injectable()
export class SentMailRepository {
  constructor(@InjectRepository(SentMailEntity) private readonly sent: Repository<SentMailEntity>) {}

  async wasSent(messageId: string): Promise<boolean> {
    return (await this.sent.countBy({ messageId })) > 0;
  }

  async record(messageId: string, recipients: number, transport: string): Promise<void> {
    await this.sent.upsert({ messageId, recipients, transport }, ['messageId']);
  }
}

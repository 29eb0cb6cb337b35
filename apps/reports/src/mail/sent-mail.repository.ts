import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The only code that reads or writes `reports.sent_mails` (plain SQL: it runs for every mail). */
@Injectable()
export class SentMailRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async wasSent(messageId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM "reports"."sent_mails" WHERE "message_id" = $1',
      [messageId],
    );
    return rows.length > 0;
  }

  async record(messageId: string, recipients: number, transport: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "reports"."sent_mails" ("message_id", "recipients", "transport") VALUES ($1, $2, $3)
       ON CONFLICT ("message_id") DO UPDATE SET "recipients" = EXCLUDED."recipients", "transport" = EXCLUDED."transport"`,
      [messageId, recipients, transport],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The only code that reads or writes `reports.sent_mails` (plain SQL: it runs for every mail). */
@Injectable()
export class SentMailRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Which of these messages were sent already. */
  async sentAmong(messageIds: readonly string[]): Promise<Set<string>> {
    const rows: { message_id: string }[] = await this.dataSource.query(
      'SELECT "message_id" FROM "reports"."sent_mails" WHERE "message_id" = ANY($1::text[])',
      [messageIds],
    );
    return new Set(rows.map((row) => row.message_id));
  }

  async record(messageId: string, recipients: number, transport: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "reports"."sent_mails" ("message_id", "recipients", "transport") VALUES ($1, $2, $3)
       ON CONFLICT ("message_id") DO UPDATE SET "recipients" = EXCLUDED."recipients", "transport" = EXCLUDED."transport"`,
      [messageId, recipients, transport],
    );
  }
}

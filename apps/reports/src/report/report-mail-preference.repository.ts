import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ReportMailMode } from '@portal/contracts';
import { In, Repository } from 'typeorm';
import { ReportMailPreferenceEntity } from './report-mail-preference.entity';

/** The only code that reads or writes `reports.report_mail_preferences`. */
@Injectable()
export class ReportMailPreferenceRepository {
  constructor(
    @InjectRepository(ReportMailPreferenceEntity) private readonly preferences: Repository<ReportMailPreferenceEntity>,
  ) {}

  async modeOf(userId: string): Promise<ReportMailMode> {
    return (await this.preferences.findOneBy({ userId }))?.reportMails ?? 'each';
  }

  async set(userId: string, reportMails: ReportMailMode): Promise<void> {
    await this.preferences.upsert({ userId, reportMails, updatedAt: new Date() }, ['userId']);
  }

  /** Which of these users chose the digest. */
  async digestUsers(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.preferences.find({
      where: { userId: In([...userIds]), reportMails: 'digest' },
      select: { userId: true },
    });
    return new Set(rows.map((row) => row.userId));
  }
}

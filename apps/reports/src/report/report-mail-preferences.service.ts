import { Injectable } from '@nestjs/common';
import type { Actor, ReportMailMode, ReportMailPreference } from '@portal/contracts';
import { ReportMailPreferenceRepository } from './report-mail-preference.repository';

/**
 * A staff member's own choice of report e-mails, read and written by their user id only. What either
 * choice delivers is scoped where the mails are made (the reaching staff, the digest's entries).
 */
@Injectable()
export class ReportMailPreferencesService {
  constructor(private readonly preferences: ReportMailPreferenceRepository) {}

  async get(actor: Actor): Promise<ReportMailPreference> {
    return { reportMails: await this.preferences.modeOf(actor.userId) };
  }

  async set(actor: Actor, reportMails: ReportMailMode): Promise<ReportMailPreference> {
    await this.preferences.set(actor.userId, reportMails);
    return { reportMails };
  }
}

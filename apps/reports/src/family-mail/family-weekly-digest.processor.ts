import { Inject, Injectable } from '@nestjs/common';
import type { MailMessage } from '@portal/contracts';
import { LOGGER, type Logger, MailQueue, OnJob, loadConfigOrExit } from '@portal/server-kit';
import { IdentityDirectory } from '../directory/identity-directory';
import { dayOf } from '../report/report-period.rules';
import { reportsEnvSchema } from '../report/reports-config';
import { FamilyMailRepository } from './family-mail.repository';
import { type DigestChild, weeklyDigestMail, weeklyDigestMessageId } from './family-mail.rules';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The families' weekly digest: for each parent account that chose `weekly`, one mail listing the
 * events of the seven days up to the run for each of their children (children without news
 * left out, no mail when none has any), to the address of the guardian entry the account holds.
 * The message id names the week and the account: a retried or repeated run never mails twice.
 */
@Injectable()
export class FamilyWeeklyDigestProcessor {
  private readonly portalUrl = loadConfigOrExit(reportsEnvSchema, 'reports-worker').PUBLIC_URL;

  constructor(
    private readonly family: FamilyMailRepository,
    private readonly directory: IdentityDirectory,
    private readonly mail: MailQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('reports.family-weekly-digest')
  async run(): Promise<{ mails: number }> {
    const to = new Date();
    const from = new Date(to.getTime() - WEEK_MS);
    const weekStart = dayOf(from);
    const weekEnd = dayOf(to);
    const guardianships = await this.family.guardianshipsChoosing('weekly');
    const playerIds = [...new Set(guardianships.map((row) => row.playerId))];
    const [players, events] = await Promise.all([
      this.directory.playersOnFile(playerIds),
      this.family.eventsBetween(playerIds, from, to),
    ]);
    const byParent = new Map<string, typeof guardianships>();
    for (const row of guardianships) byParent.set(row.parentUserId, [...(byParent.get(row.parentUserId) ?? []), row]);
    const messages: MailMessage[] = [];
    for (const [parentUserId, rows] of byParent) {
      const entries = rows.flatMap((row) => {
        const entry = players.get(row.playerId)?.parents.find((parent) => parent.id === row.parentEntryId);
        return entry?.email ? [{ ...entry, email: entry.email }] : [];
      });
      const guardian = entries[0];
      if (!guardian) continue;
      const children: DigestChild[] = rows.flatMap((row) => {
        const player = players.get(row.playerId);
        if (!player) return [];
        return [
          {
            childName: player.name,
            lines: events.filter((event) => event.playerId === row.playerId).map((event) => event.line),
          },
        ];
      });
      const content = weeklyDigestMail(guardian.name, weekStart, weekEnd, children, this.portalUrl);
      if (!content) continue;
      messages.push({
        messageId: weeklyDigestMessageId(weekStart, parentUserId),
        to: [{ email: guardian.email.trim().toLowerCase(), name: guardian.name }],
        ...content,
      });
    }
    if (messages.length > 0) await this.mail.sendAll(messages);
    this.logger.info({ weekStart, mails: messages.length }, 'family weekly digest queued');
    return { mails: messages.length };
  }
}

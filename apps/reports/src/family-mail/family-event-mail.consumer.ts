import { Injectable } from '@nestjs/common';
import { DEFAULT_FAMILY_MAIL_CHOICE, type DomainEvent } from '@portal/contracts';
import { MailQueue, OnEvent, loadConfigOrExit } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { IdentityDirectory } from '../directory/identity-directory';
import { reportsEnvSchema } from '../report/reports-config';
import { FamilyMailRepository } from './family-mail.repository';
import {
  type FamilyEventName,
  type FamilyEventPayload,
  MAILED_ELSEWHERE,
  familyEventLine,
  familyEventMail,
  familyEventMessageId,
  guardiansChoosing,
} from './family-mail.rules';

/**
 * The family's side of roadmap, media and reports events: each is kept (in the event's transaction)
 * for the weekly digest, and mailed at once to the child's guardians who chose `every` (one message
 * per event and guardian, so a redelivered event mails nobody twice). Report and call mails are sent
 * to every guardian by their own code; they are only kept for the digest here. Identity being
 * unreachable fails the handler, which JetStream redelivers.
 */
@Injectable()
export class FamilyEventMailConsumer {
  private readonly portalUrl = loadConfigOrExit(reportsEnvSchema, 'reports').PUBLIC_URL;

  constructor(
    private readonly directory: IdentityDirectory,
    private readonly family: FamilyMailRepository,
    private readonly mail: MailQueue,
  ) {}

  @OnEvent([
    'roadmap.assignment.status-changed',
    'media.video.reviewed',
    'reports.report.ready',
    'roadmap.call.booked',
    'roadmap.call.rescheduled',
    'roadmap.call.cancelled',
  ])
  async apply(event: DomainEvent<FamilyEventName>, manager: EntityManager): Promise<void> {
    const payload = { name: event.meta.name, ...event.payload } as FamilyEventPayload & { playerId: string };
    const player = await this.directory.playerIfOnFile(payload.playerId);
    if (!player) return;
    const line = familyEventLine(payload, player.name);
    if (!line) return;
    await this.family.recordEvent(manager, {
      eventId: event.meta.id,
      playerId: player.playerId,
      childName: player.name,
      line,
      occurredAt: event.meta.occurredAt,
    });
    if (MAILED_ELSEWHERE.includes(event.meta.name)) return;
    const accounts = await this.family.accountsOfEntries(player.playerId);
    const choices = await this.family.choices([...accounts.values()]);
    const guardians = guardiansChoosing(
      'every',
      player.parents.map((parent) => ({ entryId: parent.id, name: parent.name, email: parent.email })),
      accounts,
      (parentUserId) => choices.get(parentUserId) ?? DEFAULT_FAMILY_MAIL_CHOICE,
    );
    if (guardians.length === 0) return;
    await this.mail.sendAll(
      guardians.map((guardian) => ({
        messageId: familyEventMessageId(event.meta.id, guardian.email),
        to: [{ email: guardian.email, name: guardian.name }],
        ...familyEventMail(line, player.name, guardian.name, this.portalUrl),
      })),
    );
  }
}

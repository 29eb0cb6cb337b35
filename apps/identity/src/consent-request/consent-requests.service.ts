import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type ConsentRequest,
  type ConsentRequestAnswer,
  type ConsentType,
  CONSENT_REQUEST_REMINDER_HOURS,
  PLAYER_NOT_FOUND_MESSAGE,
  calendarDayOf,
} from '@portal/contracts';
import { LOGGER, type Logger, MailQueue, OutboxWriter, PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { consentDecider } from '../player/consent.rules';
import { PlayerProfileRepository } from '../player/player-profile.repository';
import { consentRequestMail } from './consent-request-mail';
import { ConsentRequestRepository } from './consent-request.repository';
import { consentRequestDecision } from './consent-request.rules';

const DAY_SECONDS = 24 * 60 * 60;
const REMINDER_MS = CONSENT_REQUEST_REMINDER_HOURS * 60 * 60 * 1000;
const nextReminderAt = (lastMailedAt: string) => new Date(Date.parse(lastMailedAt) + REMINDER_MS).toISOString();

/**
 * Consent requests (issue 25): a minor asks their guardians for a consent; the request and its
 * `identity.consent-request.created` event are written in one transaction, and identity's own
 * consumer mails each guardian on file. The family's decision (PlayerProfilesService.setConsent)
 * closes it.
 */
@Injectable()
export class ConsentRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: ConsentRequestRepository,
    private readonly records: PlayerProfileRepository,
    private readonly access: PlayerAccess,
    private readonly outbox: OutboxWriter,
    private readonly mail: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(actor: Actor, playerId: string, consentType: ConsentType): Promise<ConsentRequestAnswer> {
    await this.access.require(actor, playerId);
    // Only the child asks for themself (their scope is their own record).
    if (actor.role !== 'player') throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.records.lock(manager, playerId))) throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
      const subject = await this.records.consentSubject(manager, playerId);
      if (!subject) throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
      const open = await this.requests.findOpen(manager, playerId, consentType);
      const decision = consentRequestDecision({
        decider: consentDecider(subject.dateOfBirth, subject.consentAge, calendarDayOf(new Date(), 'UTC')),
        granted: (await this.records.currentConsent(manager, playerId, consentType))?.granted ?? false,
        open: open !== null,
        reminderDue: open !== null && Date.now() >= Date.parse(open.lastMailedAt) + REMINDER_MS,
        startedToday: open ? 0 : await this.requests.countStartedSince(manager, playerId, consentType, DAY_SECONDS),
      });
      if (decision.kind === 'refuse') {
        throw decision.status === 'conflict'
          ? ServiceError.conflict(decision.message)
          : ServiceError.rateLimited(decision.message, DAY_SECONDS);
      }
      const entries = await this.requests.guardianEntries(manager, playerId);
      const reach = {
        guardiansOnFile: entries.length,
        guardiansEmailed: entries.filter((entry) => entry.email).length,
      };
      if (decision.kind === 'answer-open')
        return {
          request: open!,
          created: false,
          reminded: false,
          nextReminderAt: nextReminderAt(open!.lastMailedAt),
          ...reach,
        };
      if (decision.kind === 'remind') {
        const { reminder, lastMailedAt } = await this.requests.markReminded(manager, open!.id);
        await this.outbox.append(manager, 'identity.consent-request.reminded', {
          requestId: open!.id,
          playerId,
          consentType,
          reminder,
        });
        return {
          request: { ...open!, lastMailedAt },
          created: false,
          reminded: true,
          nextReminderAt: nextReminderAt(lastMailedAt),
          ...reach,
        };
      }
      const request = await this.requests.insert(manager, { playerId, consentType, requestedBy: actor.userId });
      await this.outbox.append(manager, 'identity.consent-request.created', {
        requestId: request.id,
        playerId,
        consentType,
      });
      return {
        request,
        created: true,
        reminded: false,
        nextReminderAt: nextReminderAt(request.lastMailedAt),
        ...reach,
      };
    });
  }

  /** The open requests of a parent's children (a parent's own family, from identity's table). */
  async forParent(actor: Actor): Promise<ConsentRequest[]> {
    if (actor.role !== 'parent') throw ServiceError.forbidden();
    return this.requests.openForParent(actor.userId);
  }

  /**
   * Mails each Parents & Guardians entry with an e-mail, in the consumer's transaction; a request
   * closed meanwhile is left alone. One message id per request, reminder and entry: a redelivery
   * mails nobody twice.
   */
  async mailGuardians(manager: EntityManager, requestId: string, reminder = 0): Promise<void> {
    const request = await this.requests.toMail(manager, requestId);
    if (!request || request.closed) return;
    const entries = (await this.requests.guardianEntries(manager, request.playerId)).filter(
      (entry): entry is typeof entry & { email: string } => entry.email !== null,
    );
    if (entries.length === 0) return;
    for (const entry of entries)
      await this.mail.send(
        consentRequestMail({
          requestId: request.id,
          reminder,
          entryId: entry.id,
          email: entry.email,
          guardianName: entry.name,
          playerId: request.playerId,
          childName: request.playerName ?? 'Your child',
          clubName: request.clubName,
          consentType: request.consentType,
          publicUrl: this.config.PUBLIC_URL,
        }),
      );
    this.logger.info(
      { requestId, playerId: request.playerId, mailed: entries.length },
      reminder ? 'consent request reminder mailed' : 'consent request mailed',
    );
  }
}

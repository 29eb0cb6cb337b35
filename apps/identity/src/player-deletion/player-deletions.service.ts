import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  DELETION_CONFIRMATION_TTL_HOURS,
  DELETION_INVALID_LINK_MESSAGE,
  PLAYER_NOT_FOUND_MESSAGE,
  type PlayerDeletionConfirmed,
  type PlayerDeletionState,
  calendarDayOf,
} from '@portal/contracts';
import {
  LOGGER,
  type Logger,
  MailQueue,
  OutboxWriter,
  PlayerAccess,
  ServiceError,
  SessionStore,
} from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { newOneTimeToken, oneTimeTokenHash } from '../credentials/one-time-token';
import { GuardianshipRepository } from '../guardian/guardianship.repository';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { PlayerProfileRepository } from '../player/player-profile.repository';
import { UsersService } from '../user/users.service';
import { deletionConfirmationMail } from './player-deletion-mail';
import { type PlayerToErase, PlayerDeletionRepository, type StoredDeletionRequest } from './player-deletion.repository';
import {
  type DeletionDecision,
  deletionActor,
  deletionDueAt,
  deletionRequestDecision,
  deletionViewDecision,
  judgeConfirmation,
} from './player-deletion.rules';

const today = () => calendarDayOf(new Date(), 'UTC');
const invalidLink = () => ServiceError.validation([{ field: 'token', message: DELETION_INVALID_LINK_MESSAGE }]);
const ALREADY_SCHEDULED_MESSAGE =
  'A deletion of this player is already confirmed and scheduled; cancel it first to ask again.';

function refuse(decision: Extract<DeletionDecision, { allowed: false }>): never {
  if (decision.refusal === 'forbidden') throw ServiceError.forbidden(decision.message);
  if (decision.refusal === 'invalid')
    throw ServiceError.validation([{ field: 'immediate', message: decision.message }]);
  throw ServiceError.notFound(decision.message);
}

export function stateOf(request: StoredDeletionRequest | undefined): PlayerDeletionState {
  if (!request) return { state: 'none' };
  const requestedAt = new Date(request.requestedAt).toISOString();
  if (request.confirmedAt && request.scheduledFor)
    return {
      state: 'scheduled',
      requestedAt,
      requestedBy: request.capacity,
      confirmedAt: new Date(request.confirmedAt).toISOString(),
      scheduledFor: new Date(request.scheduledFor).toISOString(),
    };
  return {
    state: 'awaiting-confirmation',
    requestedAt,
    requestedBy: request.capacity,
    confirmationExpiresAt: new Date(request.confirmationExpiresAt).toISOString(),
  };
}

/**
 * Erasure of one player's data (GDPR Art. 17). A guardian or the player at or over the club's
 * consent age asks; identity's own consumer of `identity.player-deletion.requested` mails them a
 * one-time link (stored as a hash); confirming it schedules the deletion `DELETION_GRACE_HOURS`
 * later, and until then it can be cancelled. An admin of the player's club deletes at once.
 * `execute` erases identity's rows and writes `identity.player.deleted` in one transaction; every
 * other service erases its own on that event.
 */
@Injectable()
export class PlayerDeletionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deletions: PlayerDeletionRepository,
    private readonly records: PlayerProfileRepository,
    private readonly guardianships: GuardianshipRepository,
    private readonly access: PlayerAccess,
    private readonly outbox: OutboxWriter,
    private readonly mail: MailQueue,
    private readonly sessions: SessionStore,
    private readonly users: UsersService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Who the actor is to this player's deletion, read from identity's own tables in the transaction. */
  private async judge(
    manager: EntityManager,
    actor: Actor,
    playerId: string,
    rule: (subject: Parameters<typeof deletionActor>[0]) => DeletionDecision,
  ): Promise<Extract<DeletionDecision, { allowed: true }>> {
    const subject = await this.records.consentSubject(manager, playerId);
    if (!subject) throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
    const decision = rule({
      actor,
      playerId,
      isGuardian: actor.role === 'parent' && (await this.guardianships.exists(actor.userId, playerId, manager)),
      ...subject,
      today: today(),
    });
    if (!decision.allowed) refuse(decision);
    return decision;
  }

  async request(actor: Actor, playerId: string, immediate: boolean): Promise<PlayerDeletionState> {
    await this.access.require(actor, playerId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      if (!(await this.records.lock(manager, playerId))) throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
      const { capacity } = await this.judge(manager, actor, playerId, (subject) =>
        deletionRequestDecision(subject, immediate),
      );
      const pending = await this.deletions.findForPlayer(playerId, manager);
      if (capacity === 'admin') {
        const erased = await this.execute(manager, playerId, {
          capacity,
          requestedAt: pending?.requestedAt ?? new Date(),
          confirmedAt: pending?.confirmedAt ?? null,
        });
        return { erased, state: { state: 'deleted', deletedAt: new Date().toISOString() } as PlayerDeletionState };
      }
      if (pending?.confirmedAt) throw ServiceError.conflict(ALREADY_SCHEDULED_MESSAGE);
      const stored = await this.deletions.replaceUnconfirmed(manager, {
        playerId,
        requestedBy: actor.userId,
        capacity,
        ttlHours: DELETION_CONFIRMATION_TTL_HOURS,
      });
      await this.outbox.append(manager, 'identity.player-deletion.requested', { requestId: stored.id });
      return { erased: undefined, state: stateOf(stored) };
    });
    if (outcome.erased) await this.afterErasure(outcome.erased);
    this.logger.info({ capacity: actor.role, state: outcome.state.state }, 'player deletion requested');
    return outcome.state;
  }

  async get(actor: Actor, playerId: string): Promise<PlayerDeletionState> {
    await this.access.require(actor, playerId);
    return this.dataSource.transaction(async (manager) => {
      await this.judge(manager, actor, playerId, deletionViewDecision);
      return stateOf(await this.deletions.findForPlayer(playerId));
    });
  }

  /** Cancels a request, confirmed or not, during the grace period; nothing is kept of it. */
  async cancel(actor: Actor, playerId: string): Promise<PlayerDeletionState> {
    await this.access.require(actor, playerId);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.records.lock(manager, playerId))) throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
      await this.judge(manager, actor, playerId, deletionActor);
      if (!(await this.deletions.delete(manager, playerId)))
        throw ServiceError.notFound('There is no deletion to cancel for this player.');
    });
    this.logger.info({ capacity: actor.role }, 'player deletion cancelled');
    return { state: 'none' };
  }

  /** identity's consumer of `identity.player-deletion.requested`: the link is made and mailed once. */
  async sendConfirmation(manager: EntityManager, requestId: string): Promise<void> {
    const request = await this.deletions.lockToSend(manager, requestId);
    if (!request || request.tokenHash || judgeConfirmation(request, new Date()) !== 'usable') return;
    const token = newOneTimeToken();
    const tokenHash = oneTimeTokenHash(token);
    await this.deletions.setToken(manager, request.id, tokenHash);
    await this.mail.send(
      deletionConfirmationMail({
        messageKey: `${request.id}-${tokenHash.toString('hex').slice(0, 12)}`,
        email: request.email,
        firstName: request.firstName,
        childName: request.capacity === 'guardian' ? (request.playerName ?? 'your child') : null,
        clubName: request.clubName,
        graceHours: this.config.DELETION_GRACE_HOURS,
        publicUrl: this.config.PUBLIC_URL,
        token,
      }),
    );
    this.logger.info({ requestId }, 'deletion confirmation mailed');
  }

  /** The mailed link: once, before it expires; the deletion then waits out the grace period. */
  async confirm(token: string): Promise<PlayerDeletionConfirmed> {
    const confirmed = await this.dataSource.transaction(async (manager) => {
      const request = await this.deletions.lockByTokenHash(manager, oneTimeTokenHash(token));
      if (!request || judgeConfirmation(request, new Date()) !== 'usable') throw invalidLink();
      const now = new Date();
      const scheduledFor = deletionDueAt(now, this.config.DELETION_GRACE_HOURS);
      await this.deletions.confirm(manager, request.id, now, scheduledFor);
      return { scheduledFor: scheduledFor.toISOString(), playerName: request.playerName ?? '' };
    });
    this.logger.info({ scheduledFor: confirmed.scheduledFor }, 'player deletion confirmed');
    return confirmed;
  }

  /**
   * The sweep: each confirmed request whose grace period has passed is executed in its own
   * transaction (locked, skipped by a concurrent sweep). Returns how many players were erased.
   */
  async executeDue(limit = 20): Promise<number> {
    let done = 0;
    for (let index = 0; index < limit; index += 1) {
      const erased = await this.dataSource.transaction(async (manager) => {
        const [due] = await this.deletions.lockDue(manager, 1);
        if (!due) return null;
        return this.execute(manager, due.playerId, {
          capacity: due.capacity,
          requestedAt: due.requestedAt,
          confirmedAt: due.confirmedAt,
        });
      });
      if (!erased) break;
      await this.afterErasure(erased);
      done += 1;
    }
    return done;
  }

  /**
   * In the caller's transaction: identity's rows about the player go, the audit keeps that it
   * happened (no id, name or e-mail), and `identity.player.deleted` is written to the outbox.
   */
  private async execute(
    manager: EntityManager,
    playerId: string,
    request: Pick<StoredDeletionRequest, 'capacity' | 'requestedAt' | 'confirmedAt'>,
  ): Promise<{ player: PlayerToErase; guardianUserIds: string[] }> {
    const player = await this.deletions.lockPlayer(manager, playerId);
    if (!player) throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
    const guardianUserIds = await this.deletions.erase(manager, player);
    await this.deletions.audit(manager, { clubId: player.clubId, ...request });
    await this.outbox.append(manager, 'identity.player.deleted', {
      playerId: player.id,
      userId: player.userId,
      clubId: player.clubId,
      guardianUserIds,
      capacity: request.capacity,
    });
    return { player, guardianUserIds };
  }

  /**
   * After the erasure committed: the player's sessions end and the guardians' sessions lose the
   * child at once. identity's consumer of the event does both again should this fail.
   */
  async afterErasure(erased: { player: Pick<PlayerToErase, 'userId'>; guardianUserIds: readonly string[] }) {
    try {
      if (erased.player.userId) await this.sessions.revokeAllForUser(erased.player.userId);
      for (const parent of erased.guardianUserIds) await this.users.refreshSessions(parent);
      this.logger.info({ guardians: erased.guardianUserIds.length }, 'player erased: sessions ended and rewritten');
    } catch (error) {
      this.logger.warn({ err: error }, 'player erased: sessions not yet rewritten, the event consumer will');
    }
  }
}

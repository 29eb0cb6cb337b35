import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type CurrentUser,
  EMAIL_TAKEN_MESSAGE,
  type FamilyChild,
  GUARDIAN_INVITATION_EMAIL_TAKEN_MESSAGE,
  GUARDIAN_INVITATION_INVALID_MESSAGE,
  GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE,
  GUARDIAN_INVITATION_TTL_DAYS,
  GUARDIAN_INVITATIONS_LIMIT_MESSAGE,
  type GuardianInvitationAccepted,
  type GuardianInvitationSent,
  PARENT_ENTRY_NOT_FOUND_MESSAGE,
  PARENT_ENTRY_WITHOUT_EMAIL_MESSAGE,
  type RpcParsedRequest,
  TOO_MANY_CHILDREN_MESSAGE,
} from '@portal/contracts';
import { LOGGER, type Logger, MailQueue, OutboxWriter, PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { newOneTimeToken, oneTimeTokenHash } from '../credentials/one-time-token';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { PlayerProfileRepository } from '../player/player-profile.repository';
import { UserRepository } from '../user/user.repository';
import { toCurrentUser } from '../user/user-views';
import { UsersService } from '../user/users.service';
import { guardianInvitationMail } from './guardian-invitation-mail';
import { GuardianInvitationRepository, type StoredGuardianInvitation } from './guardian-invitation.repository';
import { invitationLimitReached, judgeInvitation, linkRefusal } from './guardian.rules';
import { GuardianshipRepository } from './guardianship.repository';

const invalidInvitation = () =>
  ServiceError.validation([{ field: 'token', message: GUARDIAN_INVITATION_INVALID_MESSAGE }]);

const HOUR_SECONDS = 60 * 60;

/**
 * Guardian invitations: a Parents & Guardians entry with an e-mail is sent a one-time link (7 days,
 * stored as a hash); accepting it makes a `parent` account, or links the signed-in one, and the
 * account becomes the child's guardian. The link is made and mailed by identity's own consumer of
 * `identity.guardian-invitation.created`, so it goes out once the change that asked for it committed.
 */
@Injectable()
export class GuardianInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invitations: GuardianInvitationRepository,
    private readonly guardianships: GuardianshipRepository,
    private readonly records: PlayerProfileRepository,
    private readonly users: UserRepository,
    private readonly accounts: UsersService,
    private readonly access: PlayerAccess,
    private readonly outbox: OutboxWriter,
    private readonly mail: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** In the caller's transaction: a new invitation for the entry, mailed once the transaction commits. */
  async issue(
    manager: EntityManager,
    invitation: { playerId: string; parentEntryId: string; email: string; createdBy: string },
  ): Promise<{ id: string; expiresAt: Date }> {
    const stored = await this.invitations.insert(manager, { ...invitation, ttlDays: GUARDIAN_INVITATION_TTL_DAYS });
    await this.outbox.append(manager, 'identity.guardian-invitation.created', {
      invitationId: stored.id,
      playerId: invitation.playerId,
      parentEntryId: invitation.parentEntryId,
    });
    return stored;
  }

  /** Sends the entry a new link (the player or their staff); its earlier links stop working at once. */
  async invite(actor: Actor, playerId: string, parentId: string): Promise<GuardianInvitationSent> {
    await this.access.require(actor, playerId);
    return this.dataSource.transaction(async (manager) => {
      const entry = await this.records.lockParentEntry(manager, playerId, parentId);
      if (!entry) throw ServiceError.notFound(PARENT_ENTRY_NOT_FOUND_MESSAGE);
      if (!entry.email) throw ServiceError.conflict(PARENT_ENTRY_WITHOUT_EMAIL_MESSAGE);
      if (invitationLimitReached(await this.invitations.countCreatedSince(manager, entry.id, HOUR_SECONDS)))
        throw ServiceError.rateLimited(GUARDIAN_INVITATIONS_LIMIT_MESSAGE, HOUR_SECONDS);
      await this.invitations.revokeUnused(manager, [entry.id]);
      const stored = await this.issue(manager, {
        playerId,
        parentEntryId: entry.id,
        email: entry.email,
        createdBy: actor.userId,
      });
      return { parentId: entry.id, email: entry.email, expiresAt: new Date(stored.expiresAt).toISOString() };
    });
  }

  /**
   * Makes the invitation's link and queues its mail, in the consumer's transaction. An invitation
   * gone (its entry removed), revoked, used, expired or already mailed is left alone. The message id
   * carries part of the token's hash: should this transaction roll back after queueing, the next
   * delivery mails a new link rather than being taken for the first mail.
   */
  async send(manager: EntityManager, invitationId: string): Promise<void> {
    const invitation = await this.invitations.lockToSend(manager, invitationId);
    if (!invitation || invitation.tokenHash || judgeInvitation(invitation, new Date()) !== 'usable') return;
    const token = newOneTimeToken();
    const tokenHash = oneTimeTokenHash(token);
    await this.invitations.setToken(manager, invitation.id, tokenHash);
    await this.mail.send(
      guardianInvitationMail({
        messageKey: `${invitation.id}-${tokenHash.toString('hex').slice(0, 12)}`,
        email: invitation.email,
        guardianName: invitation.entryName,
        childName: invitation.playerName ?? 'your child',
        clubName: invitation.clubName,
        invitedByName: invitation.inviterName,
        publicUrl: this.config.PUBLIC_URL,
        token,
      }),
    );
    this.logger.info({ invitationId, playerId: invitation.playerId }, 'guardian invitation mailed');
  }

  /** A new parent account with the invitation's e-mail, guardian of the child from the start. */
  async acceptWithNewAccount(
    request: RpcParsedRequest<'identity.guardian.accept-invitation'>,
  ): Promise<{ user: CurrentUser; actor: Actor; child: FamilyChild }> {
    const tokenHash = oneTimeTokenHash(request.token);
    // Checked before hashing the password, so a dead link costs one index probe, not an argon2 run.
    const found = await this.invitations.findByTokenHash(tokenHash);
    if (!found || judgeInvitation(found, new Date()) !== 'usable') throw invalidInvitation();
    if (await this.users.findByEmail(found.email)) throw ServiceError.conflict(GUARDIAN_INVITATION_EMAIL_TAKEN_MESSAGE);
    let claimed: StoredGuardianInvitation | undefined;
    const created = await this.accounts
      .createUser(
        {
          email: found.email,
          password: request.password,
          firstName: request.firstName,
          lastName: request.lastName,
          role: 'parent',
          placement: { clubId: null, squadId: null },
        },
        async (manager) => {
          // Again under a lock: of two uses of one link at once, exactly one makes the account.
          claimed = await this.claim(manager, tokenHash);
        },
        async (manager, user) => {
          await this.startGuardianship(manager, user.id, claimed!);
        },
      )
      .catch((error: unknown) => {
        // The e-mail got an account between the check above and this insert.
        if (error instanceof ServiceError && error.message === EMAIL_TAKEN_MESSAGE)
          throw ServiceError.conflict(GUARDIAN_INVITATION_EMAIL_TAKEN_MESSAGE);
        throw error;
      });
    const child = await this.guardianships.child(created.user.id, claimed!.playerId);
    this.logger.info(
      { userId: created.user.id, playerId: claimed!.playerId },
      'guardian invitation accepted: new parent account',
    );
    return { ...created, child: child! };
  }

  /**
   * The signed-in parent account becomes the child's guardian; every session of the account carries
   * the child before this answers. Only a parent account may (guardian.rules.ts `linkRefusal`).
   */
  async link(actor: Actor, token: string): Promise<GuardianInvitationAccepted> {
    const tokenHash = oneTimeTokenHash(token);
    const { user, playerId } = await this.dataSource.transaction(async (manager) => {
      // The account first: it serialises one parent's links, so the children limit holds.
      const account = await this.users.findByIdForUpdate(manager, actor.userId);
      if (!account) throw ServiceError.unauthorized();
      const invitation = await this.claim(manager, tokenHash);
      const refusal = linkRefusal({
        role: account.role,
        alreadyGuardian: await this.guardianships.exists(account.id, invitation.playerId, manager),
        childCount: (await this.guardianships.childIdsOf(account.id, manager)).length,
      });
      if (refusal === 'not-parent') throw ServiceError.forbidden(GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE);
      if (refusal === 'too-many-children') throw ServiceError.conflict(TOO_MANY_CHILDREN_MESSAGE);
      await this.startGuardianship(manager, account.id, invitation);
      return { user: account, playerId: invitation.playerId };
    });
    await this.accounts.refreshSessions(user.id);
    const child = await this.guardianships.child(user.id, playerId);
    this.logger.info({ userId: user.id, playerId }, 'guardian invitation accepted: child linked');
    return { user: toCurrentUser(user), child: child! };
  }

  /** The invitation of this link, locked and still usable (else the one 400 for every dead link). */
  private async claim(manager: EntityManager, tokenHash: Buffer): Promise<StoredGuardianInvitation> {
    const invitation = await this.invitations.findByTokenHash(tokenHash, manager);
    if (!invitation || judgeInvitation(invitation, new Date()) !== 'usable') throw invalidInvitation();
    return invitation;
  }

  /** Marks the link used and makes the guardianship (a child the account already holds stays as it is). */
  private async startGuardianship(
    manager: EntityManager,
    parentUserId: string,
    invitation: StoredGuardianInvitation,
  ): Promise<void> {
    await this.invitations.markUsed(manager, invitation.id, parentUserId);
    const guardianship = { parentUserId, playerId: invitation.playerId, parentEntryId: invitation.parentEntryId };
    if (await this.guardianships.insert(manager, guardianship))
      await this.outbox.append(manager, 'identity.guardianship.started', guardianship);
  }
}

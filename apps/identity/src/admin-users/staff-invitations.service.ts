import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  EMAIL_TAKEN_MESSAGE,
  type RpcParsedRequest,
  STAFF_INVITATION_INVALID_MESSAGE,
  STAFF_INVITATION_TTL_DAYS,
  type StaffInvitation,
} from '@portal/contracts';
import { LOGGER, type Logger, MailQueue, ServiceError, claimIdempotencyKey } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { ClubRepository } from '../club/club.repository';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { newOneTimeToken, oneTimeTokenHash } from '../credentials/one-time-token';
import { managedClubId } from '../squad/squad.rules';
import { UserRepository } from '../user/user.repository';
import { UsersService } from '../user/users.service';
import { staffInvitationMail } from './staff-invitation-mail';
import { StaffInvitationRepository } from './staff-invitation.repository';

const invalidInvitation = () =>
  ServiceError.validation([{ field: 'token', message: STAFF_INVITATION_INVALID_MESSAGE }]);

/** An admin invites a coach or admin by e-mail; the link makes the account in the admin's club. */
@Injectable()
export class StaffInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invitations: StaffInvitationRepository,
    private readonly users: UserRepository,
    private readonly accounts: UsersService,
    private readonly clubs: ClubRepository,
    private readonly mail: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async invite(actor: Actor, request: RpcParsedRequest<'identity.user.invite-staff'>): Promise<StaffInvitation> {
    const clubId = managedClubId(actor);
    if (!clubId) throw ServiceError.forbidden();
    if (await this.users.findByEmail(request.email)) throw ServiceError.conflict(EMAIL_TAKEN_MESSAGE);
    const club = await this.clubs.findById(clubId);
    const inviter = await this.users.findById(actor.userId);
    if (!club || !inviter) throw ServiceError.forbidden();
    const token = newOneTimeToken();
    const stored = await this.dataSource.transaction(async (manager) => {
      await claimIdempotencyKey(manager, 'identity');
      return this.invitations.insert(manager, {
        clubId,
        email: request.email,
        role: request.role,
        tokenHash: oneTimeTokenHash(token),
        invitedBy: actor.userId,
        ttlDays: STAFF_INVITATION_TTL_DAYS,
      });
    });
    await this.mail.send(
      staffInvitationMail({
        invitationId: stored.id,
        email: request.email,
        role: request.role,
        clubName: club.name,
        invitedByName: `${inviter.firstName} ${inviter.lastName}`.trim(),
        publicUrl: this.config.PUBLIC_URL,
        token,
      }),
    );
    this.logger.info({ invitationId: stored.id, clubId, role: request.role }, 'staff invitation sent');
    return { email: request.email, role: request.role, expiresAt: new Date(stored.expiresAt).toISOString() };
  }

  /** Makes the account once per link, in the inviting club; a coach starts with no squads. */
  async accept(request: RpcParsedRequest<'identity.auth.accept-staff-invitation'>) {
    const tokenHash = oneTimeTokenHash(request.token);
    // Checked before hashing the password, so a dead link costs one index probe, not an argon2 run.
    const invitation = await this.invitations.findUsable(tokenHash);
    if (!invitation) throw invalidInvitation();
    const created = await this.accounts.createUser(
      {
        email: invitation.email,
        password: request.password,
        firstName: request.firstName,
        lastName: request.lastName,
        role: invitation.role,
        placement: { clubId: invitation.clubId, squadId: null },
      },
      async (manager) => {
        // Again under a lock: of two uses of one link at once, exactly one makes the account.
        const usable = await this.invitations.findUsable(tokenHash, manager);
        if (!usable) throw invalidInvitation();
        await this.invitations.markAccepted(manager, usable.id);
      },
    );
    this.logger.info({ userId: created.user.id, role: invitation.role }, 'staff invitation accepted');
    return created;
  }
}

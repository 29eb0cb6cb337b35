import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBootstrap } from './admin-bootstrap/admin-bootstrap';
import { AccountStatusService } from './admin-users/account-status.service';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { StaffInvitationRepository } from './admin-users/staff-invitation.repository';
import { StaffInvitationsService } from './admin-users/staff-invitations.service';
import { ClubRepository } from './club/club.repository';
import { ClubsController } from './club/clubs.controller';
import { ClubsService } from './club/clubs.service';
import { MembershipPublisher } from './club/membership-publisher';
import { MembershipRepository } from './club/membership.repository';
import { ScopeCopies } from './club/scope-copies';
import { CredentialAttemptsRepository } from './credentials/credential-attempts.repository';
import { CredentialThrottle } from './credentials/credential-throttle';
import { PasswordHasher } from './credentials/password-hasher';
import { GuardianInvitationMailer } from './guardian/guardian-invitation.mailer';
import { GuardianInvitationRepository } from './guardian/guardian-invitation.repository';
import { GuardianInvitationsService } from './guardian/guardian-invitations.service';
import { GuardiansController } from './guardian/guardians.controller';
import { ConsentRequestMailer } from './consent-request/consent-request.mailer';
import { ConsentRequestRepository } from './consent-request/consent-request.repository';
import { ConsentRequestsController } from './consent-request/consent-requests.controller';
import { ConsentRequestsService } from './consent-request/consent-requests.service';
import { GuardianshipRepository } from './guardian/guardianship.repository';
import { GuardianshipSessionsConsumer } from './guardian/guardianship-sessions.consumer';
import { GuardianshipsService } from './guardian/guardianships.service';
import { IDENTITY_CONFIG, loadIdentityConfig } from './identity-config';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { PasswordResetsController } from './password-reset/password-resets.controller';
import { PasswordResetsService } from './password-reset/password-resets.service';
import { Player } from './player/player.entity';
import { PlayerListRepository } from './player/player-list.repository';
import { PlayerListService } from './player/player-list.service';
import { PlayerProfileRepository } from './player/player-profile.repository';
import { PlayerProfilesController } from './player/player-profiles.controller';
import { PlayerContactPublisher } from './player/player-contact.publisher';
import { PlayerProfilesService } from './player/player-profiles.service';
import { PlayerRepository } from './player/player.repository';
import { PlayersController } from './player/players.controller';
import { PlayersService } from './player/players.service';
import { DeletionSweep } from './player-deletion/deletion-sweep';
import { PlayerDeletionConsumer } from './player-deletion/player-deletion.consumer';
import { PlayerDeletionRepository } from './player-deletion/player-deletion.repository';
import { PlayerDeletionsController } from './player-deletion/player-deletions.controller';
import { PlayerDeletionsService } from './player-deletion/player-deletions.service';
import { SquadRepository } from './squad/squad.repository';
import { SquadsController } from './squad/squads.controller';
import { SquadsService } from './squad/squads.service';
import { SessionRevocationModule } from './sessions/session-revocation.module';
import { User } from './user/user.entity';
import { UserRepository } from './user/user.repository';
import { UsersController } from './user/users.controller';
import { SignupService } from './user/signup.service';
import { UsersService } from './user/users.service';

/** Users, credentials (with their limits and reset links), roles, player records and their guardians. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Player]), SessionRevocationModule],
  controllers: [
    UsersController,
    PlayersController,
    PlayerProfilesController,
    PasswordResetsController,
    SquadsController,
    AdminUsersController,
    GuardiansController,
    ConsentRequestsController,
    ClubsController,
    PlayerDeletionsController,
  ],
  providers: [
    ClubRepository,
    ClubsService,
    MembershipRepository,
    MembershipPublisher,
    PlayerContactPublisher,
    ScopeCopies,
    UserRepository,
    PlayerRepository,
    UsersService,
    SignupService,
    PlayersService,
    PlayerProfileRepository,
    PlayerProfilesService,
    PlayerListRepository,
    PlayerListService,
    PasswordHasher,
    CredentialAttemptsRepository,
    CredentialThrottle,
    PasswordResetRepository,
    PasswordResetsService,
    AdminBootstrap,
    SquadRepository,
    SquadsService,
    StaffInvitationRepository,
    StaffInvitationsService,
    AccountStatusService,
    GuardianshipRepository,
    GuardianInvitationRepository,
    GuardianInvitationsService,
    GuardianshipsService,
    GuardianInvitationMailer,
    ConsentRequestRepository,
    ConsentRequestsService,
    ConsentRequestMailer,
    GuardianshipSessionsConsumer,
    PlayerDeletionRepository,
    PlayerDeletionsService,
    PlayerDeletionConsumer,
    DeletionSweep,
    { provide: IDENTITY_CONFIG, useFactory: loadIdentityConfig },
  ],
  exports: [UsersService, ClubsService, ClubRepository, MembershipRepository, MembershipPublisher],
})
export class IdentityModule {}

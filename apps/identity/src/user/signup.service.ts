import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UNNAMED_GUARDIAN_ENTRY_NAME, type RpcParsedRequest, calendarDayOf } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { ClubRepository } from '../club/club.repository';
import { ClubsService } from '../club/clubs.service';
import { GuardianInvitationsService } from '../guardian/guardian-invitations.service';
import { PlayerProfileRepository } from '../player/player-profile.repository';
import { PlayerRepository } from '../player/player.repository';
import { signupGuardian } from './signup.rules';
import { UsersService } from './users.service';

/**
 * A player signs up: the account, its player record with the self-declared date of birth, its squad
 * and, under the club's consent age, the guardian's Parents & Guardians entry and invitation, all in
 * one transaction (the invitation is mailed by its consumer once that commits). A refusal stores nothing.
 */
@Injectable()
export class SignupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clubs: ClubsService,
    private readonly clubRows: ClubRepository,
    private readonly players: PlayerRepository,
    private readonly records: PlayerProfileRepository,
    private readonly invitations: GuardianInvitationsService,
  ) {}

  async signup({ inviteCode, dateOfBirth, guardianEmail, ...account }: RpcParsedRequest<'identity.auth.signup'>) {
    const placement = await this.clubs.placementForSignup(inviteCode);
    const club = await this.clubRows.findById(placement.clubId);
    if (!club) throw ServiceError.validation([{ field: 'inviteCode', message: 'This invite code is not valid' }]);
    const guardian = signupGuardian({
      email: account.email,
      dateOfBirth,
      guardianEmail,
      consentAge: club.consentAge,
      today: calendarDayOf(new Date(), 'UTC'),
    });
    if ('problem' in guardian) throw ServiceError.validation([guardian.problem]);
    return this.users.createUser({ ...account, role: 'player', placement }, undefined, async (manager, user) => {
      const player = await this.players.findByUserId(user.id, manager);
      if (!player) throw new Error('a player account has a player record');
      await this.records.updateColumns(manager, player.id, { dateOfBirth, dateOfBirthSource: 'self' });
      if (!guardian.guardianEmail) return;
      const [entryId] = await this.records.syncParents(manager, player.id, [
        {
          name: UNNAMED_GUARDIAN_ENTRY_NAME,
          relationship: null,
          email: guardian.guardianEmail,
          phone: null,
          isPrimaryContact: true,
        },
      ]);
      await this.invitations.issue(manager, {
        playerId: player.id,
        parentEntryId: entryId!,
        email: guardian.guardianEmail,
        createdBy: user.id,
      });
    });
  }
}

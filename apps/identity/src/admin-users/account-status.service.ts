import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, type AdminUser, USER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { LOGGER, type Logger, ServiceError, SessionStore } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { MembershipPublisher } from '../club/membership-publisher';
import { PlayerRepository } from '../player/player.repository';
import { deactivationRefusal, managedClubId } from '../squad/squad.rules';
import { UserRepository } from '../user/user.repository';
import { toAdminUser } from '../user/user-views';

/**
 * Deactivating and reactivating accounts of the admin's club. A deactivated account cannot sign in,
 * its memberships turn inactive everywhere, and its sessions end before the admin gets the answer.
 */
@Injectable()
export class AccountStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly players: PlayerRepository,
    private readonly publisher: MembershipPublisher,
    private readonly sessions: SessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async deactivate(actor: Actor, userId: string): Promise<AdminUser> {
    const refusal = deactivationRefusal(actor, userId);
    if (refusal) throw ServiceError.validation([{ field: 'userId', message: refusal }]);
    const answer = await this.setDeactivated(actor, userId, true);
    const endedSessions = await this.sessions.revokeAllForUser(userId);
    this.logger.info({ userId, by: actor.userId, endedSessions }, 'account deactivated: sessions ended');
    return answer;
  }

  async reactivate(actor: Actor, userId: string): Promise<AdminUser> {
    const answer = await this.setDeactivated(actor, userId, false);
    this.logger.info({ userId, by: actor.userId }, 'account reactivated');
    return answer;
  }

  private async setDeactivated(actor: Actor, userId: string, deactivated: boolean): Promise<AdminUser> {
    const clubId = managedClubId(actor);
    if (!clubId) throw ServiceError.forbidden();
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.findInClubForUpdate(manager, userId, clubId);
      if (!user) throw ServiceError.notFound(USER_NOT_FOUND_MESSAGE);
      const player = await this.players.findByUserId(userId, manager);
      if (Boolean(user.deactivatedAt) !== deactivated) {
        user.deactivatedAt = deactivated ? new Date() : null;
        await this.users.setDeactivatedAt(manager, userId, user.deactivatedAt);
        await this.publisher.staffChanged(manager, userId);
        if (player) await this.publisher.playerChanged(manager, player.id);
      }
      return toAdminUser(user, player);
    });
  }
}

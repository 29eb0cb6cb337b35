import { Injectable } from '@nestjs/common';
import { OutboxWriter, ScopeRowsRepository } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { MembershipRepository } from './membership.repository';

export interface PublishedPlayer {
  playerId: string;
  version: number;
}

export interface PublishedStaff {
  userId: string;
  version: number;
}

/**
 * Every change to where a player or staff member belongs ends here, inside the change's
 * transaction: identity's own scope copy is updated at once (so identity answers with the new scope
 * on the very next request), and the snapshot goes out through the outbox to every other service's copy.
 */
@Injectable()
export class MembershipPublisher {
  constructor(
    private readonly memberships: MembershipRepository,
    private readonly scopeRows: ScopeRowsRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Returns the version published, for `ScopeCopies.awaitApplied` once the change committed. */
  async playerChanged(manager: EntityManager, playerId: string): Promise<PublishedPlayer | undefined> {
    const row = await this.memberships.player(manager, playerId);
    if (!row) return undefined;
    const snapshot = { ...row, version: await this.memberships.nextVersion(manager) };
    await this.scopeRows.applyPlayer(manager, snapshot);
    await this.outbox.append(manager, 'identity.player.membership-changed', snapshot);
    return { playerId, version: snapshot.version };
  }

  /**
   * For a coach or admin, and for one who no longer is (their copy turns inactive); a player who was
   * never staff, or an account without a club, has no staff row.
   */
  async staffChanged(manager: EntityManager, userId: string): Promise<PublishedStaff | undefined> {
    const row = await this.memberships.staff(manager, userId);
    if (!row) return undefined;
    if (row.role === 'player' && !(await this.scopeRows.staffMember(userId))) return undefined;
    const snapshot = { ...row, version: await this.memberships.nextVersion(manager) };
    await this.scopeRows.applyStaff(manager, snapshot);
    await this.outbox.append(manager, 'identity.staff.membership-changed', snapshot);
    return { userId, version: snapshot.version };
  }
}

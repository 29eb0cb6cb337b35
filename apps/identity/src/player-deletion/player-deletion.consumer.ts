import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { PlayerDeletionsService } from './player-deletions.service';

/** identity's own consumers of the deletion's events. */
@Injectable()
export class PlayerDeletionConsumer {
  constructor(private readonly deletions: PlayerDeletionsService) {}

  /** The confirmation link is made and mailed once the request committed (again on redelivery if this failed). */
  @OnEvent('identity.player-deletion.requested')
  async mailConfirmation(event: DomainEvent<'identity.player-deletion.requested'>, manager: EntityManager) {
    await this.deletions.sendConfirmation(manager, event.payload.requestId);
  }

  /**
   * The backstop of the erasure's session work: the player's sessions end and the guardians' are
   * rewritten from the tables (the child is gone from them), should it have failed after the commit.
   */
  @OnEvent('identity.player.deleted')
  async endSessions(event: DomainEvent<'identity.player.deleted'>): Promise<void> {
    await this.deletions.afterErasure({
      player: { userId: event.payload.userId },
      guardianUserIds: event.payload.guardianUserIds,
    });
  }
}

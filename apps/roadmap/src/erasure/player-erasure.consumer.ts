import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { LOGGER, type Logger, OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { PlayerContactRepository } from '../calls/player-contact.repository';

/**
 * Erasure (`identity.player.deleted`): the player's roadmaps (their focus areas, assignments with the
 * evidence, feedback and history each carries, by foreign key), any assignment left outside one,
 * their calls and their contact. The only code that deletes those rows for an erasure; idempotent.
 */
@Injectable()
export class PlayerErasureConsumer {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly contacts: PlayerContactRepository,
  ) {}

  @OnEvent('identity.player.deleted', { consumer: 'roadmap-player-erasure' })
  async erase(event: DomainEvent<'identity.player.deleted'>, manager: EntityManager): Promise<void> {
    const { playerId } = event.payload;
    await manager.query(`DELETE FROM "roadmap"."assignments" WHERE "player_id" = $1`, [playerId]);
    const [, roadmaps]: [unknown, number] = await manager.query(
      `DELETE FROM "roadmap"."roadmaps" WHERE "player_id" = $1`,
      [playerId],
    );
    const [, calls]: [unknown, number] = await manager.query(`DELETE FROM "roadmap"."calls" WHERE "player_id" = $1`, [
      playerId,
    ]);
    await this.contacts.erase(manager, playerId);
    this.logger.info({ roadmaps, calls }, 'player erased: roadmap rows deleted');
  }
}

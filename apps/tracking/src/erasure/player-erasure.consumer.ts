import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { LOGGER, type Logger, OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';

/** Every tracking table keyed by the player (`training_logs` is a view of `training_sessions`). */
const PLAYER_TABLES = ['training_sessions', 'wellness_logs', 'assignment_statuses', 'week_lights'];

/**
 * Erasure (`identity.player.deleted`): the player's training entries (logs and sessions are one record), wellness check-ins, the
 * copy of their assignment states and their week lights. Idempotent.
 */
@Injectable()
export class PlayerErasureConsumer {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  @OnEvent('identity.player.deleted', { consumer: 'tracking-player-erasure' })
  async erase(event: DomainEvent<'identity.player.deleted'>, manager: EntityManager): Promise<void> {
    let rows = 0;
    for (const table of PLAYER_TABLES) {
      const [, count]: [unknown, number] = await manager.query(
        `DELETE FROM "tracking"."${table}" WHERE "player_id" = $1`,
        [event.payload.playerId],
      );
      rows += count;
    }
    this.logger.info({ rows }, 'player erased: tracking rows deleted');
  }
}

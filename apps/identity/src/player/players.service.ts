import { Injectable } from '@nestjs/common';
import type { Actor, PlayerSelf } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { PlayerRepository } from './player.repository';

@Injectable()
export class PlayersService {
  constructor(private readonly players: PlayerRepository) {}

  /** The signed-in player's own record (its id is not the user id). */
  async me(actor: Actor): Promise<PlayerSelf> {
    const player = await this.players.findByUserId(actor.userId);
    if (!player) throw ServiceError.notFound('No player record for this account');
    return {
      id: player.id,
      userId: player.userId,
      fullName: player.fullName,
      status: player.status,
      createdAt: player.createdAt.toISOString(),
    };
  }
}

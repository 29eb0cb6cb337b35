import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PlayerSelf } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler, ServiceError } from '@portal/server-kit';
import { Repository } from 'typeorm';
import { Player } from './player.entity';

@Controller()
export class PlayersController {
  constructor(@InjectRepository(Player) private readonly players: Repository<Player>) {}

  @RpcHandler('identity.player.me')
  async me(call: AuthenticatedRpcCall<'identity.player.me'>): Promise<PlayerSelf> {
    const player = await this.players.findOneBy({ userId: call.actor.userId });
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

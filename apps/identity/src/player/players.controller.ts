import { Controller } from '@nestjs/common';
import type { PlayerSelf } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { PlayersService } from './players.service';

@Controller()
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @RpcHandler('identity.player.me')
  me(call: AuthenticatedRpcCall<'identity.player.me'>): Promise<PlayerSelf> {
    return this.players.me(call.actor);
  }
}

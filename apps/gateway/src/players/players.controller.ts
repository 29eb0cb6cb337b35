import { Controller, Get } from '@nestjs/common';
import type { PlayerSelf } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';

@Controller('players')
export class PlayersController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in player's own record; its id keys all their data. */
  @Get('me')
  @RolesAllowed('player')
  me(@Caller() caller: CallerContext): Promise<PlayerSelf> {
    return this.rpc.call('identity.player.me', {}, caller);
  }
}

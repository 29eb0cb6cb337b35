import { Injectable } from '@nestjs/common';
import { type Actor, type PlayerContact, playerContactOf } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';

/**
 * The player's contact asked of identity, with the caller's own rights, for the rare booking that
 * finds no copy yet (a player whose sign-up's contact event has not arrived): the booking still goes
 * through, addressed exactly as the copy would address it.
 */
@Injectable()
export class IdentityPlayerContact {
  constructor(private readonly rpc: RpcClient) {}

  async of(actor: Actor, playerId: string): Promise<PlayerContact> {
    const player = await this.rpc.call('identity.player.get', { playerId }, { actor });
    return playerContactOf({
      firstName: player.user?.firstName,
      lastName: player.user?.lastName,
      fullName: player.fullName,
      email: player.user?.email,
    });
  }
}

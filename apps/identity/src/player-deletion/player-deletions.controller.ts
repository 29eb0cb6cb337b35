import { Controller } from '@nestjs/common';
import type { PlayerDeletionConfirmed, PlayerDeletionState } from '@portal/contracts';
import { type AuthenticatedRpcCall, type RpcCall, RpcHandler } from '@portal/server-kit';
import { PlayerDeletionsService } from './player-deletions.service';

/** Message handlers only: the service checks the actor on every call. */
@Controller()
export class PlayerDeletionsController {
  constructor(private readonly deletions: PlayerDeletionsService) {}

  @RpcHandler('identity.player-deletion.request')
  request(call: AuthenticatedRpcCall<'identity.player-deletion.request'>): Promise<PlayerDeletionState> {
    return this.deletions.request(call.actor, call.data.playerId, call.data.request.immediate === true);
  }

  @RpcHandler('identity.player-deletion.get')
  get(call: AuthenticatedRpcCall<'identity.player-deletion.get'>): Promise<PlayerDeletionState> {
    return this.deletions.get(call.actor, call.data.playerId);
  }

  @RpcHandler('identity.player-deletion.cancel')
  cancel(call: AuthenticatedRpcCall<'identity.player-deletion.cancel'>): Promise<PlayerDeletionState> {
    return this.deletions.cancel(call.actor, call.data.playerId);
  }

  @RpcHandler('identity.player-deletion.confirm')
  confirm(call: RpcCall<'identity.player-deletion.confirm'>): Promise<PlayerDeletionConfirmed> {
    return this.deletions.confirm(call.data.token);
  }
}

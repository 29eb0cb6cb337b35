import { Controller } from '@nestjs/common';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { SquadsService } from './squads.service';

@Controller()
export class SquadsController {
  constructor(private readonly squads: SquadsService) {}

  @RpcHandler('identity.squad.list')
  list(call: AuthenticatedRpcCall<'identity.squad.list'>) {
    return this.squads.list(call.actor, call.data.includeArchived);
  }

  @RpcHandler('identity.squad.create')
  create(call: AuthenticatedRpcCall<'identity.squad.create'>) {
    return this.squads.create(call.actor, call.data);
  }

  @RpcHandler('identity.squad.update')
  update(call: AuthenticatedRpcCall<'identity.squad.update'>) {
    return this.squads.update(call.actor, call.data.squadId, call.data.changes);
  }

  @RpcHandler('identity.squad.add-player')
  addPlayer(call: AuthenticatedRpcCall<'identity.squad.add-player'>) {
    return this.squads.addPlayer(call.actor, call.data.squadId, call.data.playerId);
  }

  @RpcHandler('identity.squad.remove-player')
  removePlayer(call: AuthenticatedRpcCall<'identity.squad.remove-player'>) {
    return this.squads.removePlayer(call.actor, call.data.squadId, call.data.playerId);
  }

  @RpcHandler('identity.squad.add-coach')
  addCoach(call: AuthenticatedRpcCall<'identity.squad.add-coach'>) {
    return this.squads.addCoach(call.actor, call.data.squadId, call.data.userId, call.data.role);
  }

  @RpcHandler('identity.squad.remove-coach')
  removeCoach(call: AuthenticatedRpcCall<'identity.squad.remove-coach'>) {
    return this.squads.removeCoach(call.actor, call.data.squadId, call.data.userId);
  }

  @RpcHandler('identity.squad.invite-link')
  inviteLink(call: AuthenticatedRpcCall<'identity.squad.invite-link'>) {
    return this.squads.rotateInviteLink(call.actor, call.data.squadId);
  }

  @RpcHandler('identity.squad.join')
  join(call: AuthenticatedRpcCall<'identity.squad.join'>) {
    return this.squads.join(call.actor, call.data.inviteCode);
  }
}

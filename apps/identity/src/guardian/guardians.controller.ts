import { Controller } from '@nestjs/common';
import type { FamilyChild, GuardianInvitationAccepted, GuardianInvitationSent } from '@portal/contracts';
import { type AuthenticatedRpcCall, type RpcCall, RpcHandler } from '@portal/server-kit';
import { GuardianInvitationsService } from './guardian-invitations.service';
import { GuardianshipsService } from './guardianships.service';

/** Message handlers only: the services re-check the actor on every call. */
@Controller()
export class GuardiansController {
  constructor(
    private readonly invitations: GuardianInvitationsService,
    private readonly guardianships: GuardianshipsService,
  ) {}

  @RpcHandler('identity.guardian.invite')
  invite(call: AuthenticatedRpcCall<'identity.guardian.invite'>): Promise<GuardianInvitationSent> {
    return this.invitations.invite(call.actor, call.data.playerId, call.data.parentId);
  }

  @RpcHandler('identity.guardian.accept-invitation')
  accept(call: RpcCall<'identity.guardian.accept-invitation'>) {
    return this.invitations.acceptWithNewAccount(call.data);
  }

  @RpcHandler('identity.guardian.link-invitation')
  link(call: AuthenticatedRpcCall<'identity.guardian.link-invitation'>): Promise<GuardianInvitationAccepted> {
    return this.invitations.link(call.actor, call.data.token);
  }

  @RpcHandler('identity.family.children')
  children(call: AuthenticatedRpcCall<'identity.family.children'>): Promise<FamilyChild[]> {
    return this.guardianships.children(call.actor);
  }

  @RpcHandler('identity.family.visit')
  visit(call: AuthenticatedRpcCall<'identity.family.visit'>): Promise<FamilyChild> {
    return this.guardianships.visit(call.actor, call.data.playerId);
  }
}

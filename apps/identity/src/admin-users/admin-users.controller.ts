import { Controller } from '@nestjs/common';
import { type AuthenticatedRpcCall, RpcHandler, type RpcCall } from '@portal/server-kit';
import { AccountStatusService } from './account-status.service';
import { StaffInvitationsService } from './staff-invitations.service';

@Controller()
export class AdminUsersController {
  constructor(
    private readonly invitations: StaffInvitationsService,
    private readonly accountStatus: AccountStatusService,
  ) {}

  @RpcHandler('identity.user.invite-staff')
  invite(call: AuthenticatedRpcCall<'identity.user.invite-staff'>) {
    return this.invitations.invite(call.actor, call.data);
  }

  @RpcHandler('identity.auth.accept-staff-invitation')
  accept(call: RpcCall<'identity.auth.accept-staff-invitation'>) {
    return this.invitations.accept(call.data);
  }

  @RpcHandler('identity.user.deactivate')
  deactivate(call: AuthenticatedRpcCall<'identity.user.deactivate'>) {
    return this.accountStatus.deactivate(call.actor, call.data.userId);
  }

  @RpcHandler('identity.user.reactivate')
  reactivate(call: AuthenticatedRpcCall<'identity.user.reactivate'>) {
    return this.accountStatus.reactivate(call.actor, call.data.userId);
  }
}

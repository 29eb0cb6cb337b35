import { Controller } from '@nestjs/common';
import type { AdminUser, AdminUserPage, CurrentUser } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler, type RpcCall } from '@portal/server-kit';
import { SignupService } from './signup.service';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly signups: SignupService,
  ) {}

  @RpcHandler('identity.auth.signup')
  signup(call: RpcCall<'identity.auth.signup'>) {
    return this.signups.signup(call.data);
  }

  @RpcHandler('identity.auth.verify-credentials')
  verifyCredentials(call: RpcCall<'identity.auth.verify-credentials'>) {
    return this.users.verifyCredentials(call.data.email, call.data.password, call.data.clientAddress);
  }

  @RpcHandler('identity.auth.change-password')
  changePassword(call: AuthenticatedRpcCall<'identity.auth.change-password'>) {
    return this.users.changePassword(call.actor, call.data.currentPassword, call.data.newPassword);
  }

  @RpcHandler('identity.user.me')
  me(call: AuthenticatedRpcCall<'identity.user.me'>): Promise<CurrentUser> {
    return this.users.currentUser(call.actor);
  }

  @RpcHandler('identity.user.list')
  list(call: AuthenticatedRpcCall<'identity.user.list'>): Promise<AdminUserPage> {
    return this.users.list(call.actor, call.data);
  }

  @RpcHandler('identity.user.set-profile-image')
  setProfileImage(call: AuthenticatedRpcCall<'identity.user.set-profile-image'>) {
    return this.users.setProfileImage(call.actor, call.data.playerId, call.data.profileImageUrl);
  }

  @RpcHandler('identity.user.set-role')
  setRole(call: AuthenticatedRpcCall<'identity.user.set-role'>): Promise<AdminUser> {
    return this.users.setRole(call.data.userId, call.data.role, call.actor);
  }
}

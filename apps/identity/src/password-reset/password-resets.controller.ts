import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcCall } from '@portal/server-kit';
import { PasswordResetsService } from './password-resets.service';

@Controller()
export class PasswordResetsController {
  constructor(private readonly resets: PasswordResetsService) {}

  @RpcHandler('identity.auth.request-password-reset')
  request(call: RpcCall<'identity.auth.request-password-reset'>) {
    return this.resets.request(call.data.email);
  }

  @RpcHandler('identity.auth.reset-password')
  reset(call: RpcCall<'identity.auth.reset-password'>) {
    return this.resets.reset(call.data.token, call.data.newPassword);
  }
}

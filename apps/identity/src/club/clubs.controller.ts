import { Controller } from '@nestjs/common';
import type { ClubSettings } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { ClubsService } from './clubs.service';

@Controller()
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @RpcHandler('identity.club.get')
  get(call: AuthenticatedRpcCall<'identity.club.get'>): Promise<ClubSettings> {
    return this.clubs.settings(call.actor);
  }

  @RpcHandler('identity.club.update')
  update(call: AuthenticatedRpcCall<'identity.club.update'>): Promise<ClubSettings> {
    return this.clubs.setConsentAge(call.actor, call.data.consentAge);
  }
}

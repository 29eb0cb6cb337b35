import { Controller } from '@nestjs/common';
import type { ConsentRequest, ConsentRequestAnswer } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { ConsentRequestsService } from './consent-requests.service';

/** Message handlers only: the service re-checks the actor on every call. */
@Controller()
export class ConsentRequestsController {
  constructor(private readonly requests: ConsentRequestsService) {}

  @RpcHandler('identity.consent-request.create')
  create(call: AuthenticatedRpcCall<'identity.consent-request.create'>): Promise<ConsentRequestAnswer> {
    return this.requests.create(call.actor, call.data.playerId, call.data.request.consentType);
  }

  @RpcHandler('identity.family.consent-requests')
  forParent(call: AuthenticatedRpcCall<'identity.family.consent-requests'>): Promise<ConsentRequest[]> {
    return this.requests.forParent(call.actor);
  }
}

import { Controller, Get } from '@nestjs/common';
import type { ConsentRequest, FamilyChild } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';

/**
 * A parent account's family. The web app learns the children here (GET /api/auth/user stays the
 * account alone): each child's player id names them on the player-data routes (`?playerId=`).
 */
@Controller('family')
export class FamilyController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('children')
  @RolesAllowed('parent')
  children(@Caller() caller: CallerContext): Promise<FamilyChild[]> {
    return this.rpc.call('identity.family.children', {}, caller);
  }

  /** The open consent requests of the parent's children (each decided with POST /api/players/{id}/consents). */
  @Get('consent-requests')
  @RolesAllowed('parent')
  consentRequests(@Caller() caller: CallerContext): Promise<ConsentRequest[]> {
    return this.rpc.call('identity.family.consent-requests', {}, caller);
  }
}

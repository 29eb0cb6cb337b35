import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { ConsentRequest, FamilyChild } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

const playerIdSchema = z.uuid('must be a valid id');

/**
 * A parent account's family. The web app learns the children here (GET /api/auth/user stays the
 * account alone): each child's player id names them on the player-data routes (`?playerId=`).
 */
@Controller('family')
export class FamilyController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('children')
  @Answers('identity.family.children')
  @RolesAllowed('parent')
  children(@Caller() caller: CallerContext): Promise<FamilyChild[]> {
    return this.rpc.call('identity.family.children', {}, caller);
  }

  /** The parent opened this child's family home: the next visit's "what is new" starts from now. */
  @Post('children/:playerId/visit')
  @Answers('identity.family.visit')
  @HttpCode(200)
  @RolesAllowed('parent')
  visit(
    @Param('playerId', new ZodValidation(playerIdSchema)) playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<FamilyChild> {
    return this.rpc.call('identity.family.visit', { playerId }, caller);
  }

  /** The open consent requests of the parent's children (each decided with POST /api/players/{id}/consents). */
  @Get('consent-requests')
  @Answers('identity.family.consent-requests')
  @RolesAllowed('parent')
  consentRequests(@Caller() caller: CallerContext): Promise<ConsentRequest[]> {
    return this.rpc.call('identity.family.consent-requests', {}, caller);
  }
}

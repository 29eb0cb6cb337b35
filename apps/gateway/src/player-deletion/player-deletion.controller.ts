import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  type PlayerDeletionConfirm,
  type PlayerDeletionConfirmed,
  type PlayerDeletionRequest,
  type PlayerDeletionState,
  playerDeletionConfirmSchema,
  playerDeletionRequestSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Public, RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

const playerIdParam = z.uuid('id must be a valid id');

/**
 * Erasure of a player's data (issue 25). A guardian or the player at or over the club's consent age
 * asks and gets a confirmation link by e-mail; the deletion runs after the grace period unless
 * cancelled. An admin of the player's club deletes at once with `{immediate: true}`. Coaches are
 * refused (403); a player outside the caller's scope is a 404 from identity.
 */
@Controller()
export class PlayerDeletionController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('players/:id/deletion')
  @Answers('identity.player-deletion.request')
  @HttpCode(202)
  @RolesAllowed('player', 'parent', 'admin')
  request(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Body(new ZodValidation(playerDeletionRequestSchema)) request: PlayerDeletionRequest,
    @Caller() caller: CallerContext,
  ): Promise<PlayerDeletionState> {
    return this.rpc.call('identity.player-deletion.request', { playerId, request }, caller);
  }

  @Get('players/:id/deletion')
  @Answers('identity.player-deletion.get')
  @RolesAllowed('player', 'parent', 'admin')
  state(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<PlayerDeletionState> {
    return this.rpc.call('identity.player-deletion.get', { playerId }, caller);
  }

  @Delete('players/:id/deletion')
  @Answers('identity.player-deletion.cancel')
  @RolesAllowed('player', 'parent', 'admin')
  cancel(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<PlayerDeletionState> {
    return this.rpc.call('identity.player-deletion.cancel', { playerId }, caller);
  }

  /** The mailed link's page posts its token here; the token alone proves who asked. */
  @Post('deletion-requests/confirm')
  @Answers('identity.player-deletion.confirm')
  @HttpCode(200)
  @Public()
  confirm(
    @Body(new ZodValidation(playerDeletionConfirmSchema)) body: PlayerDeletionConfirm,
    @Req() request: FastifyRequest,
  ): Promise<PlayerDeletionConfirmed> {
    return this.rpc.call('identity.player-deletion.confirm', body, { requestId: request.id });
  }
}

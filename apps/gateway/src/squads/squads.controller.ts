import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  type Squad,
  type SquadInviteLink,
  type SquadJoined,
  squadCoachAddSchema,
  squadCreateSchema,
  squadJoinSchema,
  squadListQuerySchema,
  squadPlayerAddSchema,
  squadUpdateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers } from '../openapi/answers.decorator';

// Path parameters are checked as one object, so a bad one is a 400 naming it (`id`, `playerId`, `userId`).
const squadId = z.uuid('Squad id must be a valid id');
const squadPath = new ZodValidation(z.object({ id: squadId }));
const squadPlayerPath = new ZodValidation(z.object({ id: squadId, playerId: z.uuid('Player id must be a valid id') }));
const squadCoachPath = new ZodValidation(z.object({ id: squadId, userId: z.uuid('User id must be a valid id') }));

/**
 * Squads of the caller's club (ARCHITECTURE §9). Admins manage them; a coach lists the squads they
 * coach; a player joins one through its invite link. Another club's squad, player or user is 404.
 */
@Controller('squads')
export class SquadsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Live squads, with `?includeArchived=true` also the archived ones. */
  @Get()
  @Answers('identity.squad.list')
  @RolesAllowed('coach', 'admin')
  list(
    @Query(new ZodValidation(squadListQuerySchema)) query: z.output<typeof squadListQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<Squad[]> {
    return this.rpc.call('identity.squad.list', query, caller);
  }

  @Post()
  @Answers('identity.squad.create')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed('admin')
  create(
    @Body(new ZodValidation(squadCreateSchema)) body: z.output<typeof squadCreateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Squad> {
    return this.rpc.call('identity.squad.create', body, caller);
  }

  /** A signed-in player opening an invite link joins that squad of their club. */
  @Post('join')
  @Answers('identity.squad.join')
  @HttpCode(200)
  @RolesAllowed('player')
  join(
    @Body(new ZodValidation(squadJoinSchema)) body: z.output<typeof squadJoinSchema>,
    @Caller() caller: CallerContext,
  ): Promise<SquadJoined> {
    return this.rpc.call('identity.squad.join', body, caller);
  }

  @Patch(':id')
  @Answers('identity.squad.update')
  @RolesAllowed('admin')
  update(
    @Param(squadPath) { id: squadId }: { id: string },
    @Body(new ZodValidation(squadUpdateSchema)) changes: z.output<typeof squadUpdateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Squad> {
    return this.rpc.call('identity.squad.update', { squadId, changes }, caller);
  }

  /** Archives the squad (nothing is deleted; PATCH `{archived: false}` restores it). */
  @Delete(':id')
  @Answers({ description: 'Archived.' })
  @HttpCode(204)
  @RolesAllowed('admin')
  async archive(@Param(squadPath) { id: squadId }: { id: string }, @Caller() caller: CallerContext): Promise<void> {
    await this.rpc.call('identity.squad.update', { squadId, changes: { archived: true } }, caller);
  }

  @Post(':id/players')
  @Answers('identity.squad.add-player')
  @HttpCode(200)
  @RolesAllowed('admin')
  addPlayer(
    @Param(squadPath) { id: squadId }: { id: string },
    @Body(new ZodValidation(squadPlayerAddSchema)) body: z.output<typeof squadPlayerAddSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Squad> {
    return this.rpc.call('identity.squad.add-player', { squadId, playerId: body.playerId }, caller);
  }

  @Delete(':id/players/:playerId')
  @Answers({ description: 'Removed.' })
  @HttpCode(204)
  @RolesAllowed('admin')
  async removePlayer(
    @Param(squadPlayerPath) { id: squadId, playerId }: { id: string; playerId: string },
    @Caller() caller: CallerContext,
  ): Promise<void> {
    await this.rpc.call('identity.squad.remove-player', { squadId, playerId }, caller);
  }

  @Post(':id/coaches')
  @Answers('identity.squad.add-coach')
  @HttpCode(200)
  @RolesAllowed('admin')
  addCoach(
    @Param(squadPath) { id: squadId }: { id: string },
    @Body(new ZodValidation(squadCoachAddSchema)) body: z.output<typeof squadCoachAddSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Squad> {
    return this.rpc.call('identity.squad.add-coach', { squadId, userId: body.userId, role: body.role }, caller);
  }

  @Delete(':id/coaches/:userId')
  @Answers({ description: 'Removed.' })
  @HttpCode(204)
  @RolesAllowed('admin')
  async removeCoach(
    @Param(squadCoachPath) { id: squadId, userId }: { id: string; userId: string },
    @Caller() caller: CallerContext,
  ): Promise<void> {
    await this.rpc.call('identity.squad.remove-coach', { squadId, userId }, caller);
  }

  /** A new invite code and link; the previous code stops working. */
  @Post(':id/invite-link')
  @Answers('identity.squad.invite-link')
  @HttpCode(201)
  @RolesAllowed('admin')
  inviteLink(
    @Param(squadPath) { id: squadId }: { id: string },
    @Caller() caller: CallerContext,
  ): Promise<SquadInviteLink> {
    return this.rpc.call('identity.squad.invite-link', { squadId }, caller);
  }
}

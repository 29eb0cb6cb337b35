import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  type SquadAssignmentCreateParsed,
  type SquadAssignmentResult,
  squadAssignmentCreateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers } from '../openapi/answers.decorator';

const squadPath = new ZodValidation(z.object({ squadId: z.uuid('Squad id must be a valid id') }));

/**
 * Assign to a squad: the same assignment for every player of the squad in the caller's scope, one
 * each with its own status and review (POST /api/assignments stays the single-player call). The
 * roadmap service decides the squad's players from its copy of identity's memberships.
 */
@Controller('squads/:squadId/assignments')
export class SquadAssignmentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @Answers('roadmap.assignment.create-for-squad')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed('coach', 'admin')
  create(
    @Param(squadPath) { squadId }: { squadId: string },
    @Body(new ZodValidation(squadAssignmentCreateSchema)) assignment: SquadAssignmentCreateParsed,
    @Caller() caller: CallerContext,
  ): Promise<SquadAssignmentResult> {
    return this.rpc.call('roadmap.assignment.create-for-squad', { squadId, assignment }, caller);
  }
}

import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type Page,
  type PlayerListQuery,
  type TrainingSession,
  type TrainingSessionCreate,
  playerListQuerySchema,
  trainingSessionCreateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { PlayerData, PlayerOwnData } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { arrayOrPage } from '../http/array-or-page';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers, arrayOrPageOf } from '../openapi/answers.decorator';

/** Training sessions (spec §3, §5, §7): players log their own; staff read any player's with ?playerId=. */
@Controller('training-sessions')
export class TrainingSessionsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(arrayOrPageOf('tracking.training-session.list'))
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  async list(
    @Query(new ZodValidation(playerListQuerySchema)) query: PlayerListQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<TrainingSession[] | Page<TrainingSession>> {
    const page = await this.rpc.call(
      'tracking.training-session.list',
      { playerId, limit: query.limit, before: query.before },
      caller,
    );
    return arrayOrPage(page, query.limit);
  }

  @Post()
  @Answers('tracking.training-session.log')
  @IdempotentCreate()
  @HttpCode(201)
  @PlayerOwnData()
  log(
    @Body(new ZodValidation(trainingSessionCreateSchema)) session: TrainingSessionCreate,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<TrainingSession> {
    return this.rpc.call('tracking.training-session.log', { playerId, session }, caller);
  }
}

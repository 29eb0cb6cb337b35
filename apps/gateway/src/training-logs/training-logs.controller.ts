import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  type Actor,
  type TrainingLog,
  type TrainingLogCreate,
  trainingLogCreateSchema,
  trainingLogListQuerySchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { PlayerData } from '../access/access-rule';
import { Caller, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';

/** Training Log (spec §2.9): the simple model. */
@Controller('training-logs')
export class TrainingLogsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in player's logs; a coach or admin reads one player's with `?playerId=`. */
  @Get()
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  list(
    @Query(new ZodValidation(trainingLogListQuerySchema)) _query: unknown,
    @TargetPlayer() playerId: string,
    @Caller() caller: { actor: Actor; requestId: string },
  ): Promise<TrainingLog[]> {
    return this.rpc.call('tracking.training-log.list', { playerId }, caller);
  }

  @Post()
  @HttpCode(201)
  @PlayerData({ staffSource: 'query', key: 'playerId' }, ['player'])
  create(
    @Body(new ZodValidation(trainingLogCreateSchema)) log: TrainingLogCreate,
    @TargetPlayer() playerId: string,
    @Caller() caller: { actor: Actor; requestId: string },
  ): Promise<TrainingLog> {
    return this.rpc.call('tracking.training-log.create', { playerId, log }, caller);
  }
}

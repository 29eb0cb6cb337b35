import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  type Page,
  type TrainingLog,
  type TrainingLogCreate,
  type TrainingLogListQuery,
  type TrainingLogUpdate,
  trainingLogCreateSchema,
  trainingLogPathSchema,
  trainingLogListQuerySchema,
  trainingLogUpdateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { PlayerData, PlayerOwnData } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { arrayOrPage } from '../http/array-or-page';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers, arrayOrPageOf } from '../openapi/answers.decorator';

/**
 * Training Log (spec §2.9): the Training reading of the one training record (issue 26), so a log is
 * also a Progress session. Players write their own; staff and parents read with `?playerId=`.
 */
@Controller('training-logs')
export class TrainingLogsController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * The signed-in player's logs; a coach or admin reads one player's with `?playerId=`. Without
   * `limit` the spec's array (the newest UNPAGED_LIST_CEILING); with `?limit=&before=` a page.
   */
  @Get()
  @Answers(arrayOrPageOf('tracking.training-log.list'))
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  async list(
    @Query(new ZodValidation(trainingLogListQuerySchema)) query: TrainingLogListQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<TrainingLog[] | Page<TrainingLog>> {
    const page = await this.rpc.call(
      'tracking.training-log.list',
      { playerId, limit: query.limit, before: query.before },
      caller,
    );
    return arrayOrPage(page, query.limit);
  }

  @Post()
  @Answers('tracking.training-log.create')
  @IdempotentCreate()
  @HttpCode(201)
  @PlayerOwnData()
  create(
    @Body(new ZodValidation(trainingLogCreateSchema)) log: TrainingLogCreate,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<TrainingLog> {
    return this.rpc.call('tracking.training-log.create', { playerId, log }, caller);
  }

  /** The player's own entry: the change shows in the Training list, Progress and the CSV alike. */
  @Put(':id')
  @Answers('tracking.training-log.update')
  @PlayerOwnData()
  update(
    @Param(new ZodValidation(trainingLogPathSchema)) { id: logId }: { id: string },
    @Body(new ZodValidation(trainingLogUpdateSchema)) log: TrainingLogUpdate,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<TrainingLog> {
    return this.rpc.call('tracking.training-log.update', { playerId, logId, log }, caller);
  }

  @Delete(':id')
  @Answers('tracking.training-log.delete')
  @PlayerOwnData()
  delete(
    @Param(new ZodValidation(trainingLogPathSchema)) { id: logId }: { id: string },
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<{ id: string }> {
    return this.rpc.call('tracking.training-log.delete', { playerId, logId }, caller);
  }
}

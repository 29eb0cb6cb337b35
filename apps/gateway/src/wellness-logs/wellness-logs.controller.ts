import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import {
  type Page,
  type PlayerListQuery,
  type WellnessCheckInResult,
  type WellnessLog,
  type WellnessLogCreate,
  playerListQuerySchema,
  wellnessLogCreateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { FastifyReply } from 'fastify';
import { PlayerData, PlayerOwnData } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { arrayOrPage } from '../http/array-or-page';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers, arrayOrPageOf } from '../openapi/answers.decorator';

/** Wellness check-ins (spec §3, §5, §7): one per player per day. */
@Controller('wellness-logs')
export class WellnessLogsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(arrayOrPageOf('tracking.wellness.list'))
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  async list(
    @Query(new ZodValidation(playerListQuerySchema)) query: PlayerListQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<WellnessLog[] | Page<WellnessLog>> {
    const page = await this.rpc.call(
      'tracking.wellness.list',
      { playerId, limit: query.limit, before: query.before },
      caller,
    );
    return arrayOrPage(page, query.limit);
  }

  /** 201 with `replaced: false` for the day's first check-in; 200 with `replaced: true` when it replaced one. */
  @Post()
  @Answers(
    { status: 201, schema: 'tracking.wellness.check-in', description: "The day's first check-in." },
    { status: 200, schema: 'tracking.wellness.check-in', description: "It replaced the day's check-in." },
  )
  @IdempotentCreate()
  @PlayerOwnData()
  async checkIn(
    @Body(new ZodValidation(wellnessLogCreateSchema)) checkIn: WellnessLogCreate,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WellnessCheckInResult> {
    const result = await this.rpc.call('tracking.wellness.check-in', { playerId, checkIn }, caller);
    reply.status(result.replaced ? 200 : 201);
    return result;
  }
}

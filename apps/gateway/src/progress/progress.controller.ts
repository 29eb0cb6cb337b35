import { Controller, Get, Query } from '@nestjs/common';
import {
  type ProgressDashboard,
  type ProgressDashboardQuery,
  type ProgressTrends,
  type ProgressTrendsQuery,
  progressDashboardQuerySchema,
  progressTrendsQuerySchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { PlayerData } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

/** The progress dashboard (spec §2.10, §3) and the Analytics tab's trends. */
@Controller()
export class ProgressController {
  constructor(private readonly rpc: RpcClient) {}

  /** `?playerId=&weekStart=yyyy-MM-dd` (a Monday) `&today=`: players may omit playerId. */
  @Get('progress-dashboard')
  @Answers('tracking.progress.dashboard')
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  dashboard(
    @Query(new ZodValidation(progressDashboardQuerySchema)) query: ProgressDashboardQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<ProgressDashboard> {
    return this.rpc.call(
      'tracking.progress.dashboard',
      { playerId, weekStart: query.weekStart, today: query.today },
      caller,
    );
  }

  @Get('progress-trends')
  @Answers('tracking.progress.trends')
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  trends(
    @Query(new ZodValidation(progressTrendsQuerySchema)) query: ProgressTrendsQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<ProgressTrends> {
    return this.rpc.call('tracking.progress.trends', { playerId, weekStart: query.weekStart }, caller);
  }
}

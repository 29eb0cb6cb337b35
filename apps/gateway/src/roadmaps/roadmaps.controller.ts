import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  PLAYER_DATA_READERS,
  type CoachCounters,
  type FocusArea,
  type Roadmap,
  type RoadmapProgress,
  type RoadmapSummary,
  coachCountersQuerySchema,
  focusAreaInputSchema,
  roadmapCreateSchema,
  roadmapProgressQuerySchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { PlayerData, RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';
import { IdempotentCreate } from '../idempotency/idempotent-route';

// Whole-path schemas: a bad id is a 400 naming its path field (a pipe on one param would name '(body)').
const roadmapPath = new ZodValidation(z.object({ roadmapId: z.uuid('Roadmap id must be a valid id') }));
const focusAreaPath = new ZodValidation(z.object({ focusAreaId: z.uuid('Focus area id must be a valid id') }));

/** Roadmaps (spec §2.8, §2.13, §7), their focus areas, and the coach dashboard's figures. */
@Controller('roadmaps')
export class RoadmapsController {
  constructor(private readonly rpc: RpcClient) {}

  /** A new roadmap becomes the player's current one; the previous one is archived. */
  @Post()
  @Answers('roadmap.roadmap.create')
  @HttpCode(201)
  @IdempotentCreate()
  @RolesAllowed('coach', 'admin')
  create(
    @Body(new ZodValidation(roadmapCreateSchema)) body: z.output<typeof roadmapCreateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<RoadmapSummary> {
    return this.rpc.call('roadmap.roadmap.create', body, caller);
  }

  /** Every roadmap of a player (current, then archived). */
  @Get()
  @Answers('roadmap.roadmap.list')
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  list(@TargetPlayer() playerId: string, @Caller() caller: CallerContext): Promise<RoadmapSummary[]> {
    return this.rpc.call('roadmap.roadmap.list', { playerId }, caller);
  }

  /** `?playerIds=a,b,…` (at most 100, `&squadId=` to narrow): current-roadmap progress for Roadmap Management. */
  @Get('progress')
  @Answers('roadmap.roadmap.progress')
  @RolesAllowed('coach', 'admin')
  progress(
    @Query(new ZodValidation(roadmapProgressQuerySchema)) query: z.output<typeof roadmapProgressQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<RoadmapProgress[]> {
    return this.rpc.call('roadmap.roadmap.progress', { playerIds: query.playerIds, squadId: query.squadId }, caller);
  }

  /** Active Roadmaps, Pending Reviews and Completed Today (in `?timeZone=`) over the caller's players (`?squadId=`). */
  @Get('counters')
  @Answers('roadmap.dashboard.counters')
  @RolesAllowed('coach', 'admin')
  counters(
    @Query(new ZodValidation(coachCountersQuerySchema)) query: z.output<typeof coachCountersQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<CoachCounters> {
    return this.rpc.call('roadmap.dashboard.counters', query, caller);
  }

  @Get('by-id/:roadmapId')
  @Answers('roadmap.roadmap.get')
  @RolesAllowed(...PLAYER_DATA_READERS)
  get(@Param(roadmapPath) { roadmapId }: { roadmapId: string }, @Caller() caller: CallerContext): Promise<Roadmap> {
    return this.rpc.call('roadmap.roadmap.get', { roadmapId }, caller);
  }

  /** Spec §7: `{id, title, description, assignments[], focusAreas[]}`; 404 without a current roadmap. */
  @Get(':playerId/current')
  @Answers('roadmap.roadmap.current')
  @PlayerData({ staffSource: 'param', key: 'playerId' })
  current(@TargetPlayer() playerId: string, @Caller() caller: CallerContext): Promise<Roadmap> {
    return this.rpc.call('roadmap.roadmap.current', { playerId }, caller);
  }

  @Post(':roadmapId/focus-areas')
  @Answers('roadmap.focus-area.add')
  @HttpCode(201)
  @IdempotentCreate()
  @RolesAllowed('coach', 'admin')
  addFocusArea(
    @Param(roadmapPath) { roadmapId }: { roadmapId: string },
    @Body(new ZodValidation(focusAreaInputSchema)) focusArea: z.output<typeof focusAreaInputSchema>,
    @Caller() caller: CallerContext,
  ): Promise<FocusArea> {
    return this.rpc.call('roadmap.focus-area.add', { roadmapId, focusArea }, caller);
  }

  @Patch('focus-areas/:focusAreaId')
  @Answers('roadmap.focus-area.update')
  @RolesAllowed('coach', 'admin')
  updateFocusArea(
    @Param(focusAreaPath) { focusAreaId }: { focusAreaId: string },
    @Body(new ZodValidation(focusAreaInputSchema)) focusArea: z.output<typeof focusAreaInputSchema>,
    @Caller() caller: CallerContext,
  ): Promise<FocusArea> {
    return this.rpc.call('roadmap.focus-area.update', { focusAreaId, focusArea }, caller);
  }

  @Delete('focus-areas/:focusAreaId')
  @Answers({ description: 'Removed.' })
  @HttpCode(204)
  @RolesAllowed('coach', 'admin')
  async removeFocusArea(
    @Param(focusAreaPath) { focusAreaId }: { focusAreaId: string },
    @Caller() caller: CallerContext,
  ): Promise<void> {
    await this.rpc.call('roadmap.focus-area.remove', { focusAreaId }, caller);
  }
}

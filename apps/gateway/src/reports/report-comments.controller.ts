import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import {
  type ReportCommentResult,
  type ReportCommentWrite,
  type ReportComments,
  type ReportCommentsQuery,
  type ReportMailPreference,
  reportCommentWriteSchema,
  reportCommentsQuerySchema,
  reportMailPreferenceSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { PlayerData, RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

/** The coach's comment per period (it appears in that period's PDF) and the coach's digest setting. */
@Controller('reports')
export class ReportCommentsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The player's current period and the comments written (the player may read their own). */
  @Get('comments')
  @Answers('reports.comment.list')
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  comments(
    @Query(new ZodValidation(reportCommentsQuerySchema)) _query: ReportCommentsQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<ReportComments> {
    return this.rpc.call('reports.comment.list', { playerId }, caller);
  }

  /** Staff write (or, with blank text, remove) the comment of the current or a past period. */
  @Put('comments')
  @Answers('reports.comment.put')
  @RolesAllowed('coach', 'admin')
  writeComment(
    @Body(new ZodValidation(reportCommentWriteSchema)) body: ReportCommentWrite,
    @Caller() caller: CallerContext,
  ): Promise<ReportCommentResult> {
    return this.rpc.call('reports.comment.put', body, caller);
  }

  @Get('mail-preference')
  @Answers('reports.mail-preference.get')
  @RolesAllowed('coach', 'admin')
  mailPreference(@Caller() caller: CallerContext): Promise<ReportMailPreference> {
    return this.rpc.call('reports.mail-preference.get', {}, caller);
  }

  @Put('mail-preference')
  @Answers('reports.mail-preference.set')
  @RolesAllowed('coach', 'admin')
  setMailPreference(
    @Body(new ZodValidation(reportMailPreferenceSchema)) body: ReportMailPreference,
    @Caller() caller: CallerContext,
  ): Promise<ReportMailPreference> {
    return this.rpc.call('reports.mail-preference.set', body, caller);
  }
}

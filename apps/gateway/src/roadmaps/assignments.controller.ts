import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  PLAYER_DATA_READERS,
  type Assignment,
  type AssignmentListQuery,
  type AssignmentVersion,
  type AssignmentWithHistory,
  type Page,
  assignmentCompletionSchema,
  assignmentCreateSchema,
  assignmentListQuerySchema,
  assignmentUpdateSchema,
  evidenceSubmissionSchema,
  reviewSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { PlayerData, RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers, arrayOrPageOf } from '../openapi/answers.decorator';

/** The path's `:id`; a bad one is a 400 naming `id` (a pipe on one param would name '(body)'). */
const assignmentPath = new ZodValidation(z.object({ id: z.uuid('Assignment id must be a valid id') }));

/**
 * Assignments (spec §2.7, §2.8, §7): the simple model's list and Mark Complete, staff creation and
 * edits, and the roadmap model's start, evidence, review and history. The roadmap service checks the
 * actor owns (or may reach) each assignment and runs the status machine.
 */
@Controller('assignments')
export class AssignmentsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in player's assignments (staff: `?playerId=`); without `limit` the spec's array. */
  @Get()
  @Answers(arrayOrPageOf('roadmap.assignment.list'))
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  async list(
    @Query(new ZodValidation(assignmentListQuerySchema)) query: AssignmentListQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<Assignment[] | Page<Assignment>> {
    const page = await this.rpc.call(
      'roadmap.assignment.list',
      { playerId, limit: query.limit, before: query.before },
      caller,
    );
    return query.limit === undefined ? page.items : page;
  }

  @Post()
  @Answers('roadmap.assignment.create')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed('coach', 'admin')
  create(
    @Body(new ZodValidation(assignmentCreateSchema)) body: z.output<typeof assignmentCreateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Assignment> {
    return this.rpc.call('roadmap.assignment.create', body, caller);
  }

  @Get(':id')
  @Answers('roadmap.assignment.get')
  @RolesAllowed(...PLAYER_DATA_READERS)
  get(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Caller() caller: CallerContext,
  ): Promise<AssignmentWithHistory> {
    return this.rpc.call('roadmap.assignment.get', { assignmentId }, caller);
  }

  /** Spec §7 `{completed: true, completionNotes}`: the player submits the notes as evidence. */
  @Put(':id')
  @Answers('roadmap.assignment.complete')
  @RolesAllowed('player')
  complete(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Body(new ZodValidation(assignmentCompletionSchema)) completion: z.output<typeof assignmentCompletionSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Assignment> {
    return this.rpc.call('roadmap.assignment.complete', { assignmentId, completion }, caller);
  }

  @Patch(':id')
  @Answers('roadmap.assignment.update')
  @RolesAllowed('coach', 'admin')
  update(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Body(new ZodValidation(assignmentUpdateSchema)) changes: z.output<typeof assignmentUpdateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Assignment> {
    return this.rpc.call('roadmap.assignment.update', { assignmentId, changes }, caller);
  }

  @Delete(':id')
  @Answers({ description: 'Deleted.' })
  @HttpCode(204)
  @RolesAllowed('coach', 'admin')
  async remove(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Caller() caller: CallerContext,
  ): Promise<void> {
    await this.rpc.call('roadmap.assignment.delete', { assignmentId }, caller);
  }

  /** not_started → in_progress. */
  @Post(':id/start')
  @Answers('roadmap.assignment.start')
  @HttpCode(200)
  @RolesAllowed('player')
  start(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Caller() caller: CallerContext,
  ): Promise<Assignment> {
    return this.rpc.call('roadmap.assignment.start', { assignmentId }, caller);
  }

  /** in_progress | needs_changes → submitted, with `{note, link}` as the evidence type requires. */
  @Post(':id/submissions')
  @Answers('roadmap.assignment.submit')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed('player')
  submit(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Body(new ZodValidation(evidenceSubmissionSchema)) evidence: z.output<typeof evidenceSubmissionSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Assignment> {
    return this.rpc.call('roadmap.assignment.submit', { assignmentId, evidence }, caller);
  }

  /** submitted → approved | needs_changes, `{decision, note}`. */
  @Post(':id/reviews')
  @Answers('roadmap.assignment.review')
  @HttpCode(201)
  @IdempotentCreate()
  @RolesAllowed('coach', 'admin')
  review(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Body(new ZodValidation(reviewSchema)) review: z.output<typeof reviewSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Assignment> {
    return this.rpc.call('roadmap.assignment.review', { assignmentId, review }, caller);
  }

  @Get(':id/history')
  @Answers('roadmap.assignment.history')
  @RolesAllowed(...PLAYER_DATA_READERS)
  history(
    @Param(assignmentPath) { id: assignmentId }: { id: string },
    @Caller() caller: CallerContext,
  ): Promise<AssignmentVersion[]> {
    return this.rpc.call('roadmap.assignment.history', { assignmentId }, caller);
  }
}

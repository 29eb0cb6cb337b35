import { Controller } from '@nestjs/common';
import type {
  Assignment,
  AssignmentVersion,
  AssignmentWithHistory,
  CoachCounters,
  Page,
  ReviewQueueItem,
  RpcResponse,
  SquadAssignmentResult,
} from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { AssignmentWorkflowService } from './assignment-workflow.service';
import { AssignmentsService } from './assignments.service';

@Controller()
export class AssignmentsController {
  constructor(
    private readonly assignments: AssignmentsService,
    private readonly workflow: AssignmentWorkflowService,
  ) {}

  @RpcHandler('roadmap.assignment.list')
  list(call: AuthenticatedRpcCall<'roadmap.assignment.list'>): Promise<Page<Assignment>> {
    const { playerId, limit, before } = call.data;
    return this.assignments.list(call.actor, playerId, { limit, before });
  }

  @RpcHandler('roadmap.assignment.get')
  get(call: AuthenticatedRpcCall<'roadmap.assignment.get'>): Promise<AssignmentWithHistory> {
    return this.assignments.get(call.actor, call.data.assignmentId);
  }

  @RpcHandler('roadmap.assignment.history')
  history(call: AuthenticatedRpcCall<'roadmap.assignment.history'>): Promise<AssignmentVersion[]> {
    return this.assignments.history(call.actor, call.data.assignmentId);
  }

  @RpcHandler('roadmap.assignment.periods')
  periods(
    call: AuthenticatedRpcCall<'roadmap.assignment.periods'>,
  ): Promise<RpcResponse<'roadmap.assignment.periods'>> {
    return this.assignments.periods(call.actor, call.data.periods);
  }

  @RpcHandler('roadmap.assignment.create')
  create(call: AuthenticatedRpcCall<'roadmap.assignment.create'>): Promise<Assignment> {
    return this.assignments.create(call.actor, call.data);
  }

  @RpcHandler('roadmap.assignment.create-for-squad')
  createForSquad(call: AuthenticatedRpcCall<'roadmap.assignment.create-for-squad'>): Promise<SquadAssignmentResult> {
    return this.assignments.createForSquad(call.actor, call.data.squadId, call.data.assignment);
  }

  @RpcHandler('roadmap.assignment.update')
  update(call: AuthenticatedRpcCall<'roadmap.assignment.update'>): Promise<Assignment> {
    return this.assignments.update(call.actor, call.data.assignmentId, call.data.changes);
  }

  @RpcHandler('roadmap.assignment.delete')
  async delete(call: AuthenticatedRpcCall<'roadmap.assignment.delete'>): Promise<{ deleted: true }> {
    await this.assignments.delete(call.actor, call.data.assignmentId);
    return { deleted: true };
  }

  @RpcHandler('roadmap.assignment.start')
  start(call: AuthenticatedRpcCall<'roadmap.assignment.start'>): Promise<Assignment> {
    return this.workflow.start(call.actor, call.data.assignmentId);
  }

  @RpcHandler('roadmap.assignment.submit')
  submit(call: AuthenticatedRpcCall<'roadmap.assignment.submit'>): Promise<Assignment> {
    return this.workflow.submit(call.actor, call.data.assignmentId, call.data.evidence);
  }

  @RpcHandler('roadmap.assignment.complete')
  complete(call: AuthenticatedRpcCall<'roadmap.assignment.complete'>): Promise<Assignment> {
    return this.workflow.complete(call.actor, call.data.assignmentId, call.data.completion);
  }

  @RpcHandler('roadmap.assignment.review')
  review(call: AuthenticatedRpcCall<'roadmap.assignment.review'>): Promise<Assignment> {
    const { decision, note } = call.data.review;
    return this.workflow.review(call.actor, call.data.assignmentId, decision, note);
  }

  @RpcHandler('roadmap.review.queue')
  reviewQueue(call: AuthenticatedRpcCall<'roadmap.review.queue'>): Promise<Page<ReviewQueueItem>> {
    const { squadId, playerId, ...page } = call.data;
    return this.assignments.reviewQueue(call.actor, page, { squadId, playerId });
  }

  @RpcHandler('roadmap.dashboard.counters')
  counters(call: AuthenticatedRpcCall<'roadmap.dashboard.counters'>): Promise<CoachCounters> {
    return this.assignments.counters(call.actor, call.data.timeZone, call.data.squadId);
  }
}

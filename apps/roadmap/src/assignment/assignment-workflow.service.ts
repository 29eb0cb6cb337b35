import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type Assignment,
  type AssignmentCompletionParsed,
  type AssignmentStatus,
  type EvidenceSubmissionParsed,
  type ReviewDecision,
  type TransitionActor,
  assignmentStatusOf,
  completionProblem,
  evidenceProblem,
  transitionActorOf,
} from '@portal/contracts';
import { OutboxWriter, ServiceError } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { type MovePlan, planCompletion, planMove } from './assignment-status.rules';
import { type AssignmentRow, toAssignment } from './assignment.rows';
import { AssignmentRepository } from './assignment.repository';
import { AssignmentsService } from './assignments.service';

interface StepDetails {
  note: string | null;
  link: string | null;
}

/** Status changes: start, submit evidence, mark complete (simple model), review. One transaction each. */
@Injectable()
export class AssignmentWorkflowService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly assignments: AssignmentRepository,
    private readonly records: AssignmentsService,
    private readonly outbox: OutboxWriter,
  ) {}

  start(actor: Actor, assignmentId: string): Promise<Assignment> {
    return this.move(actor, assignmentId, (from, by) => planMove(from, 'in_progress', by), {
      note: null,
      link: null,
    });
  }

  submit(actor: Actor, assignmentId: string, evidence: EvidenceSubmissionParsed): Promise<Assignment> {
    return this.move(
      actor,
      assignmentId,
      (from, by) => planMove(from, 'submitted', by),
      evidence,
      (row) => {
        const problem = evidenceProblem(row.evidenceRequired, evidence);
        if (problem) {
          throw ServiceError.validation([{ field: `evidence.${problem.field}`, message: problem.message }]);
        }
      },
    );
  }

  /**
   * PUT /api/assignments/{id} {completed: true, completionNotes, completionLink}: the notes and link are
   * the evidence, and must be what the assignment's evidence type needs, as for `submit`.
   */
  complete(
    actor: Actor,
    assignmentId: string,
    completion: Pick<AssignmentCompletionParsed, 'completionNotes' | 'completionLink'>,
  ): Promise<Assignment> {
    return this.move(
      actor,
      assignmentId,
      (from) => planCompletion(from),
      { note: completion.completionNotes, link: completion.completionLink },
      (row) => {
        const problem = completionProblem(row.evidenceRequired, completion);
        if (problem) throw ServiceError.validation([problem]);
      },
    );
  }

  review(actor: Actor, assignmentId: string, decision: ReviewDecision, note: string): Promise<Assignment> {
    return this.move(actor, assignmentId, (from, by) => planMove(from, decision, by), {
      note,
      link: null,
    });
  }

  private move(
    actor: Actor,
    assignmentId: string,
    plan: (from: AssignmentStatus, by: TransitionActor) => MovePlan,
    details: StepDetails,
    checkInput?: (row: AssignmentRow) => void,
  ): Promise<Assignment> {
    // A parent reads the child's roadmap and moves nothing (the subjects refuse them already).
    const by = transitionActorOf(actor.role);
    if (!by) throw ServiceError.forbidden('Only the player and their coaches can change an assignment');
    return this.dataSource.transaction(async (manager) => {
      let row = await this.records.findReachable(manager, actor, assignmentId, true);
      const decided = plan(assignmentStatusOf(row.status), by);
      if (!decided.allowed) throw ServiceError.conflict(decided.message);
      checkInput?.(row);
      for (const to of decided.steps) row = await this.step(manager, actor, row, to, details);
      return toAssignment(row);
    });
  }

  /** One status change: the row, its version (submissions and reviews) and the event, in the caller's transaction. */
  private async step(
    manager: EntityManager,
    actor: Actor,
    row: AssignmentRow,
    to: AssignmentStatus,
    details: StepDetails,
  ): Promise<AssignmentRow> {
    const from = assignmentStatusOf(row.status);
    const isSubmission = to === 'submitted';
    const isReview = to === 'approved' || to === 'needs_changes';
    const updated = await this.assignments.changeStatus(manager, row.id, {
      status: to,
      ...(isSubmission ? { submitted: true, completionNotes: details.note } : {}),
      ...(isReview ? { coachNotes: details.note, approved: to === 'approved' } : {}),
    });
    if (isSubmission || isReview) {
      await this.assignments.insertVersion(manager, {
        assignmentId: row.id,
        kind: isSubmission ? 'submission' : 'review',
        fromStatus: from,
        toStatus: to,
        byUserId: actor.userId,
        byRole: actor.role,
        note: details.note,
        link: isSubmission ? details.link : null,
      });
    }
    await this.outbox.append(manager, 'roadmap.assignment.status-changed', {
      assignmentId: row.id,
      roadmapId: row.roadmapId,
      playerId: row.playerId,
      title: row.title,
      from,
      to,
      dueDate: row.dueDate,
      changedBy: actor.userId,
      note: isSubmission || isReview ? details.note : null,
    });
    return updated;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ASSIGNMENTS_PER_ROADMAP_MAX,
  type Actor,
  type Assignment,
  type AssignmentCreateParsed,
  type AssignmentVersion,
  type AssignmentWithHistory,
  type CoachCounters,
  type Page,
  type PlayerPeriodRequest,
  REVIEW_QUEUE_DEFAULT_PAGE,
  type ReviewQueueItem,
  type RpcResponse,
  SQUAD_HAS_NO_PLAYERS_MESSAGE,
  SQUAD_NOT_FOUND_MESSAGE,
  type SquadAssignmentCreateParsed,
  type SquadAssignmentResult,
  assignmentUpdateSchema,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ScopeRowsRepository, ServiceError, claimIdempotencyKey } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { RoadmapRepository, type ScopeCondition } from '../roadmap/roadmap.repository';
import { type AssignmentRow, storedResources, toAssignment, toVersion } from './assignment.rows';
import { AssignmentRepository, type PageRequest } from './assignment.repository';
import { planSquadAssignments, reachesSquad } from './squad-assignment.rules';
import { SquadRosterRepository } from './squad-roster.repository';

type AssignmentUpdateParsed = z.output<typeof assignmentUpdateSchema>;
type PlayerPeriodAssignments = RpcResponse<'roadmap.assignment.periods'>[number];
const ASSIGNMENT_NOT_FOUND = 'Assignment not found';

/** Assignments as records: create, edit, delete, read, history, the review queue and the counters. */
@Injectable()
export class AssignmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly assignments: AssignmentRepository,
    private readonly roadmaps: RoadmapRepository,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
    private readonly roster: SquadRosterRepository,
    private readonly scopeRows: ScopeRowsRepository,
  ) {}

  async list(actor: Actor, playerId: string, page: PageRequest): Promise<Page<Assignment>> {
    await this.access.require(actor, playerId);
    const { items, nextCursor } = await this.assignments.pageForPlayer(playerId, page);
    return { items: items.map(toAssignment), nextCursor };
  }

  async get(actor: Actor, assignmentId: string): Promise<AssignmentWithHistory> {
    const row = await this.findReachable(undefined, actor, assignmentId);
    return { ...toAssignment(row), history: (await this.assignments.history(assignmentId)).map(toVersion) };
  }

  /**
   * Each period's assignments with their histories, one entry per period in the order asked: two
   * statements for the whole batch. One player outside the actor's scope refuses the whole call (404).
   */
  async periods(actor: Actor, periods: readonly PlayerPeriodRequest[]): Promise<PlayerPeriodAssignments[]> {
    await this.access.requireAll(
      actor,
      periods.map((period) => period.playerId),
    );
    const rows = await this.assignments.touchedInPeriods(periods);
    const histories = await this.assignments.histories(rows.map((row) => row.id));
    const answer = periods.map(({ playerId }) => ({ playerId, assignments: [] as AssignmentWithHistory[] }));
    for (const row of rows) {
      answer[row.periodIndex]!.assignments.push({
        ...toAssignment(row),
        history: (histories.get(row.id) ?? []).map(toVersion),
      });
    }
    return answer;
  }

  async history(actor: Actor, assignmentId: string): Promise<AssignmentVersion[]> {
    await this.findReachable(undefined, actor, assignmentId);
    return (await this.assignments.history(assignmentId)).map(toVersion);
  }

  /** Spec §5: the player must be in the caller's scope (404 otherwise), the roadmap theirs and current. */
  async create(actor: Actor, input: AssignmentCreateParsed): Promise<Assignment> {
    await this.access.require(actor, input.playerId);
    return this.dataSource.transaction(async (manager) => {
      const roadmap = await this.roadmaps.find(manager, input.roadmapId);
      if (!roadmap || roadmap.playerId !== input.playerId) {
        throw ServiceError.validation([{ field: 'roadmapId', message: "Roadmap must be this player's roadmap" }]);
      }
      if (roadmap.status !== 'current') {
        throw ServiceError.validation([
          { field: 'roadmapId', message: 'This roadmap is archived; add assignments to the current roadmap' },
        ]);
      }
      await this.roadmaps.lockPlayer(manager, input.playerId);
      if ((await this.assignments.countForRoadmap(manager, roadmap.id)) >= ASSIGNMENTS_PER_ROADMAP_MAX) {
        throw ServiceError.conflict(`A roadmap holds at most ${ASSIGNMENTS_PER_ROADMAP_MAX} assignments`);
      }
      const created = await this.assignments.insert(manager, input, actor.userId);
      await this.outbox.append(manager, 'roadmap.assignment.created', {
        assignmentId: created.id,
        roadmapId: created.roadmapId,
        playerId: created.playerId,
        title: created.title,
        status: 'not_started',
        dueDate: created.dueDate,
        createdBy: actor.userId,
      });
      return toAssignment(created);
    });
  }

  /**
   * The same assignment for every active player of the squad in the caller's scope, each on that
   * player's current roadmap, all in one transaction with one `roadmap.assignment.created` each. A
   * squad the caller does not reach is 404 (like one that does not exist); one without players in
   * scope is 400 `squadId`; players without a current roadmap, or with a full one, are skipped and named.
   */
  async createForSquad(
    actor: Actor,
    squadId: string,
    fields: SquadAssignmentCreateParsed,
  ): Promise<SquadAssignmentResult> {
    if (!reachesSquad(actor, squadId, await this.scopeRows.clubsListingSquad(squadId))) {
      throw ServiceError.notFound(SQUAD_NOT_FOUND_MESSAGE);
    }
    return this.dataSource.transaction(async (manager) => {
      const playerIds = await this.scopeRows.activePlayersOfSquad(manager, squadId, (column, params) =>
        this.access.sql(actor, column, params, { squadId }),
      );
      if (playerIds.length === 0) {
        throw ServiceError.validation([{ field: 'squadId', message: SQUAD_HAS_NO_PLAYERS_MESSAGE }]);
      }
      // In id order, so two squad-wide calls sharing players cannot deadlock.
      for (const playerId of playerIds) await this.roadmaps.lockPlayer(manager, playerId);
      const plan = planSquadAssignments(
        await this.roster.currentRoadmaps(manager, playerIds),
        ASSIGNMENTS_PER_ROADMAP_MAX,
      );
      const created = await this.assignments.insertForPlayers(manager, plan.targets, fields, actor.userId);
      if (created.length === 0) await claimIdempotencyKey(manager, 'roadmap');
      await this.outbox.appendAll(
        manager,
        'roadmap.assignment.created',
        created.map((row) => ({
          assignmentId: row.id,
          roadmapId: row.roadmapId,
          playerId: row.playerId,
          title: row.title,
          status: 'not_started' as const,
          dueDate: row.dueDate,
          createdBy: actor.userId,
        })),
      );
      return { squadId, created: created.length, assignments: created.map(toAssignment), skipped: plan.skipped };
    });
  }

  update(actor: Actor, assignmentId: string, changes: AssignmentUpdateParsed): Promise<Assignment> {
    return this.dataSource.transaction(async (manager) => {
      await this.findReachable(manager, actor, assignmentId, true);
      const { resources, ...fields } = changes;
      const updated = await this.assignments.update(manager, assignmentId, {
        ...fields,
        ...(resources ? storedResources(resources) : {}),
      });
      await this.outbox.append(manager, 'roadmap.assignment.updated', {
        assignmentId,
        roadmapId: updated.roadmapId,
        playerId: updated.playerId,
        title: updated.title,
        dueDate: updated.dueDate,
      });
      return toAssignment(updated);
    });
  }

  delete(actor: Actor, assignmentId: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findReachable(manager, actor, assignmentId, true);
      await this.assignments.remove(manager, assignmentId);
      await this.outbox.append(manager, 'roadmap.assignment.deleted', {
        assignmentId,
        roadmapId: row.roadmapId,
        playerId: row.playerId,
      });
    });
  }

  /**
   * Submitted work of the players in the caller's scope (and squad, and the one player asked for),
   * scoped in SQL before paging: a player outside the scope lists nothing, like any other filter.
   */
  async reviewQueue(
    actor: Actor,
    page: PageRequest,
    filter: { squadId?: string; playerId?: string },
  ): Promise<Page<ReviewQueueItem>> {
    const { items, nextCursor } = await this.assignments.reviewQueue(
      { limit: page.limit ?? REVIEW_QUEUE_DEFAULT_PAGE, before: page.before, playerId: filter.playerId },
      this.scope(actor, filter.squadId),
    );
    return {
      items: items.map(({ assignment, submission }) => ({
        assignment: toAssignment(assignment),
        submission: submission && toVersion(submission),
      })),
      nextCursor,
    };
  }

  /** The dashboard's figures over the players in the caller's scope (and squad). */
  counters(actor: Actor, timeZone: string, squadId?: string): Promise<CoachCounters> {
    return this.assignments.counters(timeZone, this.scope(actor, squadId));
  }

  /** The assignment, if it exists and its player is in the actor's scope; otherwise one and the same 404. */
  async findReachable(
    manager: EntityManager | undefined,
    actor: Actor,
    assignmentId: string,
    lock = false,
  ): Promise<AssignmentRow> {
    const row = await this.assignments.find(manager, assignmentId, lock);
    if (!row) throw ServiceError.notFound(ASSIGNMENT_NOT_FOUND);
    await this.access.require(actor, row.playerId, ASSIGNMENT_NOT_FOUND);
    return row;
  }

  private scope(actor: Actor, squadId: string | undefined): ScopeCondition {
    return (column, params) => this.access.sql(actor, column, params, { squadId });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ASSIGNMENTS_PER_ROADMAP_MAX,
  type Actor,
  FOCUS_AREAS_PER_ROADMAP_MAX,
  type FocusArea,
  NO_ROADMAP_MESSAGE,
  type Roadmap,
  type RoadmapProgress,
  type RoadmapSummary,
  focusAreaInputSchema,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ServiceError, claimIdempotencyKey } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AssignmentRepository } from '../assignment/assignment.repository';
import { toAssignment } from '../assignment/assignment.rows';
import { RoadmapRepository } from './roadmap.repository';

const ROADMAPS_PER_PLAYER_LISTED = 100;
type FocusAreaFields = z.output<typeof focusAreaInputSchema>;
const ROADMAP_NOT_FOUND = 'Roadmap not found';
const FOCUS_AREA_NOT_FOUND = 'Focus area not found';

@Injectable()
export class RoadmapsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roadmaps: RoadmapRepository,
    private readonly assignments: AssignmentRepository,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
  ) {}

  /**
   * A new roadmap becomes the player's current one; the previous one is archived (still readable).
   * The change and `roadmap.roadmap.created` commit together. A player outside the caller's scope,
   * or unknown to this service's copy of identity's memberships, is 404 'Player not found'.
   */
  async create(
    actor: Actor,
    input: { playerId: string; title: string; description: string | null },
  ): Promise<RoadmapSummary> {
    await this.access.require(actor, input.playerId);
    return this.dataSource.transaction(async (manager) => {
      await this.roadmaps.lockPlayer(manager, input.playerId);
      const previousRoadmapId = await this.roadmaps.archiveCurrent(manager, input.playerId);
      const created = await this.roadmaps.insert(manager, { ...input, createdBy: actor.userId });
      await this.outbox.append(manager, 'roadmap.roadmap.created', {
        roadmapId: created.id,
        playerId: created.playerId,
        title: created.title,
        previousRoadmapId,
        createdBy: actor.userId,
      });
      return created;
    });
  }

  async current(actor: Actor, playerId: string): Promise<Roadmap> {
    await this.access.require(actor, playerId);
    const roadmap = await this.roadmaps.current(playerId);
    if (!roadmap) throw ServiceError.notFound(NO_ROADMAP_MESSAGE);
    return this.withContent(roadmap);
  }

  async get(actor: Actor, roadmapId: string): Promise<Roadmap> {
    const roadmap = await this.reachableRoadmap(actor, roadmapId);
    return this.withContent(roadmap);
  }

  async list(actor: Actor, playerId: string): Promise<RoadmapSummary[]> {
    await this.access.require(actor, playerId);
    return this.roadmaps.listForPlayer(playerId, ROADMAPS_PER_PLAYER_LISTED);
  }

  /** Roadmap Management's progress column: the named players inside the caller's scope (and squad). */
  progress(actor: Actor, playerIds: readonly string[], squadId?: string): Promise<RoadmapProgress[]> {
    if (playerIds.length === 0) return Promise.resolve([]);
    return this.roadmaps.progress(playerIds, (column, params) => this.access.sql(actor, column, params, { squadId }));
  }

  addFocusArea(actor: Actor, roadmapId: string, focusArea: FocusAreaFields): Promise<FocusArea> {
    return this.dataSource.transaction(async (manager) => {
      const roadmap = await this.reachableRoadmap(actor, roadmapId, manager);
      await this.roadmaps.lockPlayer(manager, roadmap.playerId);
      if ((await this.roadmaps.countFocusAreas(manager, roadmapId)) >= FOCUS_AREAS_PER_ROADMAP_MAX) {
        throw ServiceError.conflict(`A roadmap holds at most ${FOCUS_AREAS_PER_ROADMAP_MAX} focus areas`);
      }
      // No event follows a focus area: the key of a retried request is recorded here instead.
      await claimIdempotencyKey(manager, 'roadmap');
      return this.roadmaps.insertFocusArea(manager, roadmapId, focusArea);
    });
  }

  async updateFocusArea(actor: Actor, focusAreaId: string, focusArea: FocusAreaFields): Promise<FocusArea> {
    await this.reachableFocusArea(actor, focusAreaId);
    return this.roadmaps.updateFocusArea(focusAreaId, focusArea);
  }

  async removeFocusArea(actor: Actor, focusAreaId: string): Promise<void> {
    await this.reachableFocusArea(actor, focusAreaId);
    await this.roadmaps.removeFocusArea(focusAreaId);
  }

  /** The roadmap, when it exists and its player is in the caller's scope; otherwise one and the same 404. */
  private async reachableRoadmap(actor: Actor, roadmapId: string, manager?: EntityManager): Promise<RoadmapSummary> {
    const roadmap = await this.roadmaps.find(manager, roadmapId);
    if (!roadmap) throw ServiceError.notFound(ROADMAP_NOT_FOUND);
    await this.access.require(actor, roadmap.playerId, ROADMAP_NOT_FOUND);
    return roadmap;
  }

  private async reachableFocusArea(actor: Actor, focusAreaId: string): Promise<void> {
    const found = await this.roadmaps.findFocusArea(focusAreaId);
    if (!found) throw ServiceError.notFound(FOCUS_AREA_NOT_FOUND);
    await this.access.require(actor, found.playerId, FOCUS_AREA_NOT_FOUND);
  }

  private async withContent(roadmap: RoadmapSummary): Promise<Roadmap> {
    const [assignments, focusAreas] = await Promise.all([
      this.assignments.listForRoadmap(roadmap.id, ASSIGNMENTS_PER_ROADMAP_MAX),
      this.roadmaps.focusAreas(roadmap.id, FOCUS_AREAS_PER_ROADMAP_MAX),
    ]);
    return { ...roadmap, assignments: assignments.map(toAssignment), focusAreas };
  }
}

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
  canAccessPlayer,
  focusAreaInputSchema,
} from '@portal/contracts';
import { OutboxWriter, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AssignmentRepository } from '../assignment/assignment.repository';
import { toAssignment } from '../assignment/assignment.rows';
import { IdentityPlayers } from './identity-players';
import { RoadmapRepository } from './roadmap.repository';

const ROADMAPS_PER_PLAYER_LISTED = 100;
type FocusAreaFields = z.output<typeof focusAreaInputSchema>;

export function assertCanAccess(actor: Actor, playerId: string): void {
  if (!canAccessPlayer(actor, playerId)) throw ServiceError.forbidden("You can only access your own player's data");
}

@Injectable()
export class RoadmapsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roadmaps: RoadmapRepository,
    private readonly assignments: AssignmentRepository,
    private readonly outbox: OutboxWriter,
    private readonly players: IdentityPlayers,
  ) {}

  /**
   * A new roadmap becomes the player's current one; the previous one is archived (still readable).
   * The change and `roadmap.roadmap.created` commit together. An unknown player is a 404 (identity decides).
   */
  async create(
    actor: Actor,
    input: { playerId: string; title: string; description: string | null },
  ): Promise<RoadmapSummary> {
    await this.players.assertExists(actor, input.playerId);
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
    assertCanAccess(actor, playerId);
    const roadmap = await this.roadmaps.current(playerId);
    if (!roadmap) throw ServiceError.notFound(NO_ROADMAP_MESSAGE);
    return this.withContent(roadmap);
  }

  async get(actor: Actor, roadmapId: string): Promise<Roadmap> {
    const roadmap = await this.roadmaps.find(undefined, roadmapId);
    if (!roadmap) throw ServiceError.notFound('Roadmap not found');
    assertCanAccess(actor, roadmap.playerId);
    return this.withContent(roadmap);
  }

  list(actor: Actor, playerId: string): Promise<RoadmapSummary[]> {
    assertCanAccess(actor, playerId);
    return this.roadmaps.listForPlayer(playerId, ROADMAPS_PER_PLAYER_LISTED);
  }

  progress(playerIds: readonly string[]): Promise<RoadmapProgress[]> {
    return playerIds.length === 0 ? Promise.resolve([]) : this.roadmaps.progress(playerIds);
  }

  addFocusArea(roadmapId: string, focusArea: FocusAreaFields): Promise<FocusArea> {
    return this.dataSource.transaction(async (manager) => {
      const roadmap = await this.roadmaps.find(manager, roadmapId);
      if (!roadmap) throw ServiceError.notFound('Roadmap not found');
      await this.roadmaps.lockPlayer(manager, roadmap.playerId);
      if ((await this.roadmaps.countFocusAreas(manager, roadmapId)) >= FOCUS_AREAS_PER_ROADMAP_MAX) {
        throw ServiceError.conflict(`A roadmap holds at most ${FOCUS_AREAS_PER_ROADMAP_MAX} focus areas`);
      }
      return this.roadmaps.insertFocusArea(manager, roadmapId, focusArea);
    });
  }

  async updateFocusArea(focusAreaId: string, focusArea: FocusAreaFields): Promise<FocusArea> {
    if (!(await this.roadmaps.findFocusArea(focusAreaId))) throw ServiceError.notFound('Focus area not found');
    return this.roadmaps.updateFocusArea(focusAreaId, focusArea);
  }

  async removeFocusArea(focusAreaId: string): Promise<void> {
    if (!(await this.roadmaps.findFocusArea(focusAreaId))) throw ServiceError.notFound('Focus area not found');
    await this.roadmaps.removeFocusArea(focusAreaId);
  }

  private async withContent(roadmap: RoadmapSummary): Promise<Roadmap> {
    const [assignments, focusAreas] = await Promise.all([
      this.assignments.listForRoadmap(roadmap.id, ASSIGNMENTS_PER_ROADMAP_MAX),
      this.roadmaps.focusAreas(roadmap.id, FOCUS_AREAS_PER_ROADMAP_MAX),
    ]);
    return { ...roadmap, assignments: assignments.map(toAssignment), focusAreas };
  }
}

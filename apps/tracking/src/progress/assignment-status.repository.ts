import { Injectable } from '@nestjs/common';
import type { ProjectedAssignment } from '@portal/contracts';
import type { EntityManager } from 'typeorm';

export interface AssignmentFacts {
  assignmentId: string;
  roadmapId: string;
  playerId: string;
  title: string;
  dueDate: string | null;
}

/** The only code that reads or writes `tracking.assignment_statuses`. */
@Injectable()
export class AssignmentStatusRepository {
  /**
   * Records an assignment's facts (and status, when the event carries one) unless a newer event was
   * already applied or the assignment was deleted. `status: null` keeps the stored status.
   */
  async upsert(
    manager: EntityManager,
    facts: AssignmentFacts,
    status: string | null,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "tracking"."assignment_statuses"
         ("assignment_id", "roadmap_id", "player_id", "title", "status", "due_date", "last_event_at")
       VALUES ($1, $2, $3, $4, COALESCE($5, 'not_started'), $6, $7)
       ON CONFLICT ("assignment_id") DO UPDATE SET
         "roadmap_id" = EXCLUDED."roadmap_id", "player_id" = EXCLUDED."player_id", "title" = EXCLUDED."title",
         "due_date" = EXCLUDED."due_date",
         "status" = COALESCE($5, "assignment_statuses"."status"),
         "last_event_at" = EXCLUDED."last_event_at"
       WHERE NOT "assignment_statuses"."deleted" AND "assignment_statuses"."last_event_at" <= EXCLUDED."last_event_at"`,
      [facts.assignmentId, facts.roadmapId, facts.playerId, facts.title, status, facts.dueDate, occurredAt],
    );
  }

  /** A deletion is final: later-arriving older events cannot bring the assignment back. */
  async markDeleted(
    manager: EntityManager,
    facts: Pick<AssignmentFacts, 'assignmentId' | 'roadmapId' | 'playerId'>,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "tracking"."assignment_statuses"
         ("assignment_id", "roadmap_id", "player_id", "title", "status", "deleted", "last_event_at")
       VALUES ($1, $2, $3, '', 'not_started', true, $4)
       ON CONFLICT ("assignment_id") DO UPDATE SET "deleted" = true,
         "last_event_at" = GREATEST("assignment_statuses"."last_event_at", EXCLUDED."last_event_at")`,
      [facts.assignmentId, facts.roadmapId, facts.playerId, occurredAt],
    );
  }

  /** The named players' assignments (not deleted) in one statement, each row naming its player. */
  forPlayers(
    manager: EntityManager,
    playerIds: readonly string[],
  ): Promise<(ProjectedAssignment & { playerId: string })[]> {
    return manager.query(
      `SELECT "player_id" AS "playerId", "status", "due_date"::text AS "dueDate" FROM "tracking"."assignment_statuses"
        WHERE "player_id" = ANY($1::uuid[]) AND NOT "deleted"`,
      [playerIds],
    );
  }
}

import { Injectable } from '@nestjs/common';
import type { Actor, Call, RoadmapAttention } from '@portal/contracts';
import { PlayerAccess } from '@portal/server-kit';
import { toAssignment } from '../assignment/assignment.rows';
import type { CallRecord } from '../calls/call.repository';
import type { ScopeCondition } from '../roadmap/roadmap.repository';
import { CoachHomeRepository } from './coach-home.repository';

function toPublicCall(record: CallRecord): Call {
  const { coachEmail: _coachEmail, playerEmail: _playerEmail, ...call } = record;
  return call;
}

export interface AttentionRequest {
  squadId?: string;
  timeZone: string;
  limit: number;
}

/** The coach home's roadmap sections: what waits for the caller among the players in their scope. */
@Injectable()
export class CoachHomeService {
  constructor(
    private readonly home: CoachHomeRepository,
    private readonly access: PlayerAccess,
  ) {}

  async attention(actor: Actor, request: AttentionRequest): Promise<RoadmapAttention> {
    const scope: ScopeCondition = (column, params) =>
      this.access.sql(actor, column, params, { squadId: request.squadId });
    // A coach's calls are those they take; an admin sees the calls of their club's players.
    const coachUserId = actor.role === 'coach' ? actor.userId : null;
    const [reviews, overdue, calls, withoutRoadmap] = await Promise.all([
      this.home.waitingForReview(request.limit, scope),
      this.home.overdue(request.limit, request.timeZone, scope),
      this.home.callsTodayAndTomorrow(request.limit, request.timeZone, coachUserId, scope),
      this.home.withoutRoadmap(request.limit, scope),
    ]);
    return {
      reviews: { count: reviews.count, items: reviews.rows.map(toAssignment) },
      overdue: { count: overdue.count, items: overdue.rows.map(toAssignment) },
      calls: { count: calls.count, items: calls.rows.map(toPublicCall) },
      withoutRoadmap: { count: withoutRoadmap.count, items: withoutRoadmap.rows },
    };
  }
}

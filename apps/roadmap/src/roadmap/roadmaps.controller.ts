import { Controller } from '@nestjs/common';
import type { FocusArea, Roadmap, RoadmapProgress, RoadmapSummary } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { RoadmapsService } from './roadmaps.service';

@Controller()
export class RoadmapsController {
  constructor(private readonly roadmaps: RoadmapsService) {}

  @RpcHandler('roadmap.roadmap.create')
  create(call: AuthenticatedRpcCall<'roadmap.roadmap.create'>): Promise<RoadmapSummary> {
    return this.roadmaps.create(call.actor, call.data);
  }

  @RpcHandler('roadmap.roadmap.current')
  current(call: AuthenticatedRpcCall<'roadmap.roadmap.current'>): Promise<Roadmap> {
    return this.roadmaps.current(call.actor, call.data.playerId);
  }

  @RpcHandler('roadmap.roadmap.list')
  list(call: AuthenticatedRpcCall<'roadmap.roadmap.list'>): Promise<RoadmapSummary[]> {
    return this.roadmaps.list(call.actor, call.data.playerId);
  }

  @RpcHandler('roadmap.roadmap.get')
  get(call: AuthenticatedRpcCall<'roadmap.roadmap.get'>): Promise<Roadmap> {
    return this.roadmaps.get(call.actor, call.data.roadmapId);
  }

  @RpcHandler('roadmap.roadmap.progress')
  progress(call: AuthenticatedRpcCall<'roadmap.roadmap.progress'>): Promise<RoadmapProgress[]> {
    return this.roadmaps.progress(call.actor, call.data.playerIds, call.data.squadId);
  }

  @RpcHandler('roadmap.focus-area.add')
  addFocusArea(call: AuthenticatedRpcCall<'roadmap.focus-area.add'>): Promise<FocusArea> {
    return this.roadmaps.addFocusArea(call.actor, call.data.roadmapId, call.data.focusArea);
  }

  @RpcHandler('roadmap.focus-area.update')
  updateFocusArea(call: AuthenticatedRpcCall<'roadmap.focus-area.update'>): Promise<FocusArea> {
    return this.roadmaps.updateFocusArea(call.actor, call.data.focusAreaId, call.data.focusArea);
  }

  @RpcHandler('roadmap.focus-area.remove')
  async removeFocusArea(call: AuthenticatedRpcCall<'roadmap.focus-area.remove'>): Promise<{ removed: true }> {
    await this.roadmaps.removeFocusArea(call.actor, call.data.focusAreaId);
    return { removed: true };
  }
}

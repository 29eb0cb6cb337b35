import { Controller } from '@nestjs/common';
import type { RoadmapAttention } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { CoachHomeService } from './coach-home.service';

@Controller()
export class CoachHomeController {
  constructor(private readonly home: CoachHomeService) {}

  @RpcHandler('roadmap.coach-home.attention')
  attention(call: AuthenticatedRpcCall<'roadmap.coach-home.attention'>): Promise<RoadmapAttention> {
    return this.home.attention(call.actor, call.data);
  }
}

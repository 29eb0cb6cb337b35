import { Controller } from '@nestjs/common';
import type { Page, TrainingSession } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { TrainingSessionsService } from './training-sessions.service';

@Controller()
export class TrainingSessionsController {
  constructor(private readonly sessions: TrainingSessionsService) {}

  @RpcHandler('tracking.training-session.list')
  list(call: AuthenticatedRpcCall<'tracking.training-session.list'>): Promise<Page<TrainingSession>> {
    const { playerId, limit, before } = call.data;
    return this.sessions.list(call.actor, playerId, { limit, before });
  }

  @RpcHandler('tracking.training-session.log')
  log(call: AuthenticatedRpcCall<'tracking.training-session.log'>): Promise<TrainingSession> {
    return this.sessions.log(call.actor, call.data.playerId, call.data.session);
  }
}

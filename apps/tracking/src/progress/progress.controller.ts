import { Controller } from '@nestjs/common';
import type {
  ExportPage,
  PlayerProgressPeriod,
  ProgressDashboard,
  ProgressTrends,
  TrackingAttention,
} from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { ProgressService } from './progress.service';

@Controller()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @RpcHandler('tracking.progress.dashboard')
  dashboard(call: AuthenticatedRpcCall<'tracking.progress.dashboard'>): Promise<ProgressDashboard> {
    const { playerId, weekStart, today } = call.data;
    return this.progress.dashboard(call.actor, playerId, weekStart, today);
  }

  @RpcHandler('tracking.week-light.attention')
  attention(call: AuthenticatedRpcCall<'tracking.week-light.attention'>): Promise<TrackingAttention> {
    return this.progress.weekLightAttention(call.actor, call.data);
  }

  @RpcHandler('tracking.progress.periods')
  periods(call: AuthenticatedRpcCall<'tracking.progress.periods'>): Promise<PlayerProgressPeriod[]> {
    return this.progress.periods(call.actor, call.data.periods);
  }

  @RpcHandler('tracking.progress.trends')
  trends(call: AuthenticatedRpcCall<'tracking.progress.trends'>): Promise<ProgressTrends> {
    return this.progress.trends(call.actor, call.data.playerId, call.data.weekStart);
  }

  @RpcHandler('tracking.export.training-sessions')
  exportSessions(call: AuthenticatedRpcCall<'tracking.export.training-sessions'>): Promise<ExportPage> {
    return this.progress.exportSessions(call.actor, call.data.playerId, call.data.after);
  }

  @RpcHandler('tracking.export.wellness-logs')
  exportWellness(call: AuthenticatedRpcCall<'tracking.export.wellness-logs'>): Promise<ExportPage> {
    return this.progress.exportWellness(call.actor, call.data.playerId, call.data.after);
  }
}

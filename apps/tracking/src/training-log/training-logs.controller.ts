import { Controller } from '@nestjs/common';
import type { Page, TrainingLog } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { TrainingLogsService } from './training-logs.service';

@Controller()
export class TrainingLogsController {
  constructor(private readonly trainingLogs: TrainingLogsService) {}

  @RpcHandler('tracking.training-log.list')
  list(call: AuthenticatedRpcCall<'tracking.training-log.list'>): Promise<Page<TrainingLog>> {
    const { playerId, limit, before } = call.data;
    return this.trainingLogs.list(call.actor, playerId, { limit, before });
  }

  @RpcHandler('tracking.training-log.create')
  create(call: AuthenticatedRpcCall<'tracking.training-log.create'>): Promise<TrainingLog> {
    return this.trainingLogs.create(call.actor, call.data.playerId, call.data.log);
  }

  @RpcHandler('tracking.training-log.update')
  update(call: AuthenticatedRpcCall<'tracking.training-log.update'>): Promise<TrainingLog> {
    const { playerId, logId, log } = call.data;
    return this.trainingLogs.update(call.actor, playerId, logId, log);
  }

  @RpcHandler('tracking.training-log.delete')
  delete(call: AuthenticatedRpcCall<'tracking.training-log.delete'>): Promise<{ id: string }> {
    return this.trainingLogs.delete(call.actor, call.data.playerId, call.data.logId);
  }
}

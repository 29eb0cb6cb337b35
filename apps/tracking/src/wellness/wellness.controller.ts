import { Controller } from '@nestjs/common';
import type { Page, WellnessCheckInResult, WellnessLog } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { WellnessService } from './wellness.service';

@Controller()
export class WellnessController {
  constructor(private readonly wellness: WellnessService) {}

  @RpcHandler('tracking.wellness.list')
  list(call: AuthenticatedRpcCall<'tracking.wellness.list'>): Promise<Page<WellnessLog>> {
    const { playerId, limit, before } = call.data;
    return this.wellness.list(call.actor, playerId, { limit, before });
  }

  @RpcHandler('tracking.wellness.check-in')
  checkIn(call: AuthenticatedRpcCall<'tracking.wellness.check-in'>): Promise<WellnessCheckInResult> {
    return this.wellness.checkIn(call.actor, call.data.playerId, call.data.checkIn);
  }
}

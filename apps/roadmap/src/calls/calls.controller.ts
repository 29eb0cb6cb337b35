import { Controller } from '@nestjs/common';
import type { Call, CallAvailability, CallCoach, CallSlots, MyCalls } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { CallsService } from './calls.service';

@Controller()
export class CallsController {
  constructor(private readonly calls: CallsService) {}

  @RpcHandler('roadmap.call-availability.get')
  availability(call: AuthenticatedRpcCall<'roadmap.call-availability.get'>): Promise<CallAvailability> {
    return this.calls.availability(call.actor, call.data.coachUserId);
  }

  @RpcHandler('roadmap.call-availability.update')
  updateAvailability(call: AuthenticatedRpcCall<'roadmap.call-availability.update'>): Promise<CallAvailability> {
    return this.calls.updateAvailability(call.actor, call.data.coach, call.data.availability);
  }

  @RpcHandler('roadmap.call-coach.list')
  coaches(call: AuthenticatedRpcCall<'roadmap.call-coach.list'>): Promise<CallCoach[]> {
    return this.calls.coaches(call.actor, call.data.playerId);
  }

  @RpcHandler('roadmap.call.slots')
  slots(call: AuthenticatedRpcCall<'roadmap.call.slots'>): Promise<CallSlots> {
    return this.calls.slots(call.actor, call.data.coachUserId, call.data.from, call.data.to, call.data.playerId);
  }

  @RpcHandler('roadmap.call.book')
  book(call: AuthenticatedRpcCall<'roadmap.call.book'>): Promise<Call> {
    return this.calls.book(call.actor, call.data);
  }

  @RpcHandler('roadmap.call.cancel')
  cancel(call: AuthenticatedRpcCall<'roadmap.call.cancel'>): Promise<Call> {
    return this.calls.cancel(call.actor, call.data.callId, call.data.cancel.reason);
  }

  @RpcHandler('roadmap.call.reschedule')
  reschedule(call: AuthenticatedRpcCall<'roadmap.call.reschedule'>): Promise<Call> {
    return this.calls.reschedule(call.actor, call.data.callId, call.data.startsAt);
  }

  @RpcHandler('roadmap.call.get')
  get(call: AuthenticatedRpcCall<'roadmap.call.get'>): Promise<Call> {
    return this.calls.get(call.actor, call.data.callId);
  }

  @RpcHandler('roadmap.call.mine')
  mine(call: AuthenticatedRpcCall<'roadmap.call.mine'>): Promise<MyCalls> {
    return this.calls.mine(call.actor, call.data.playerId);
  }

  @RpcHandler('roadmap.call.calendar')
  calendar(call: AuthenticatedRpcCall<'roadmap.call.calendar'>): Promise<Call[]> {
    return this.calls.calendar(call.actor, call.data);
  }

  @RpcHandler('roadmap.call.notes')
  notes(call: AuthenticatedRpcCall<'roadmap.call.notes'>): Promise<Call> {
    return this.calls.notes(call.actor, call.data.callId, call.data.notes.notes);
  }
}

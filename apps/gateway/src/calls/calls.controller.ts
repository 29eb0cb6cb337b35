import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  PLAYER_AND_STAFF,
  type Call,
  type CallAvailability,
  type CallCoach,
  type CallSlots,
  type MyCalls,
  buildCallInvite,
  callAvailabilityInputSchema,
  callBookSchema,
  callCalendarQuerySchema,
  callCancelSchema,
  callCoachListQuerySchema,
  callNotesSchema,
  callRescheduleSchema,
  callSlotsQuerySchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { PlayerData, PlayerOrGuardian, RolesAllowed, SignedIn } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers } from '../openapi/answers.decorator';

const callIdParam = z.uuid('Call id must be a valid id');
const coachIdParam = z.uuid('Coach id must be a valid id');
const coachQuerySchema = z.object({ coachUserId: z.uuid().optional() }).strict();

/** Mentorship calls (issue 16): availability, slots, booking, changes, lists and notes. */
@Controller('calls')
export class CallsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in coach's availability (an admin names `?coachUserId=`). */
  @Get('availability')
  @Answers('roadmap.call-availability.get')
  @RolesAllowed('coach', 'admin')
  availability(
    @Query(new ZodValidation(coachQuerySchema)) query: z.output<typeof coachQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<CallAvailability> {
    return this.rpc.call('roadmap.call-availability.get', query, caller);
  }

  @Put('availability')
  @Answers('roadmap.call-availability.update')
  @RolesAllowed('coach')
  async updateAvailability(
    @Body(new ZodValidation(callAvailabilityInputSchema)) availability: z.output<typeof callAvailabilityInputSchema>,
    @Caller() caller: CallerContext,
  ): Promise<CallAvailability> {
    const coach = await this.coachContactOf(caller);
    return this.rpc.call('roadmap.call-availability.update', { availability, coach }, caller);
  }

  /**
   * Coaches who take bookings (through the portal or their own booking page); a parent names the child
   * (`?playerId=`), whose club's coaches they are.
   */
  @Get('coaches')
  @Answers('roadmap.call-coach.list')
  @SignedIn()
  coaches(
    @Query(new ZodValidation(callCoachListQuerySchema)) query: z.output<typeof callCoachListQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<CallCoach[]> {
    return this.rpc.call('roadmap.call-coach.list', query, caller);
  }

  /** A coach's free slots, default the next 4 weeks (`?from=&to=` instants; a parent adds `?playerId=`). */
  @Get('coaches/:coachUserId/slots')
  @Answers('roadmap.call.slots')
  @SignedIn()
  slots(
    @Param('coachUserId', new ZodValidation(coachIdParam)) coachUserId: string,
    @Query(new ZodValidation(callSlotsQuerySchema)) query: z.output<typeof callSlotsQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<CallSlots> {
    return this.rpc.call('roadmap.call.slots', { coachUserId, ...query }, caller);
  }

  /**
   * A player books one of the coach's free slots, or a parent for the child named by `?playerId=` (the
   * call is the child's): 201, 400 for a time not offered, 409 when taken.
   */
  @Post()
  @Answers('roadmap.call.book')
  @IdempotentCreate()
  @HttpCode(201)
  @PlayerOrGuardian()
  book(
    @Body(new ZodValidation(callBookSchema)) body: z.output<typeof callBookSchema>,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<Call> {
    return this.rpc.call(
      'roadmap.call.book',
      { playerId, coachUserId: body.coachUserId, startsAt: body.startsAt, playerTimeZone: body.timeZone ?? null },
      caller,
    );
  }

  /** The signed-in player's calls; a coach or admin reads one player's with `?playerId=`. */
  @Get('mine')
  @Answers('roadmap.call.mine')
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  mine(@TargetPlayer() playerId: string, @Caller() caller: CallerContext): Promise<MyCalls> {
    return this.rpc.call('roadmap.call.mine', { playerId }, caller);
  }

  /** The coach's agenda between two instants (an admin: their club's, or one coach's); `?squadId=` narrows. */
  @Get('calendar')
  @Answers('roadmap.call.calendar')
  @RolesAllowed('coach', 'admin')
  calendar(
    @Query(new ZodValidation(callCalendarQuerySchema)) query: z.output<typeof callCalendarQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<Call[]> {
    return this.rpc.call('roadmap.call.calendar', query, caller);
  }

  @Get(':id')
  @Answers('roadmap.call.get')
  @SignedIn()
  get(@Param('id', new ZodValidation(callIdParam)) callId: string, @Caller() caller: CallerContext): Promise<Call> {
    return this.rpc.call('roadmap.call.get', { callId }, caller);
  }

  /** The call as an .ics file ('Add to calendar'). */
  @Get(':id/invite.ics')
  @Answers({ contentType: 'text/calendar', description: 'The call as an iCalendar invite.' })
  @SignedIn()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="mentorship-call.ics"')
  async invite(
    @Param('id', new ZodValidation(callIdParam)) callId: string,
    @Caller() caller: CallerContext,
  ): Promise<string> {
    const call = await this.rpc.call('roadmap.call.get', { callId }, caller);
    return buildCallInvite({
      callId: call.id,
      startsAt: call.startsAt,
      endsAt: call.endsAt,
      coachName: call.coachName,
      coachEmail: null,
      playerName: call.playerName,
      playerEmail: null,
      meetingUrl: call.meetingUrl,
      sequence: call.sequence,
      method: call.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    });
  }

  @Post(':id/cancel')
  @Answers('roadmap.call.cancel')
  @HttpCode(200)
  @SignedIn()
  cancel(
    @Param('id', new ZodValidation(callIdParam)) callId: string,
    @Body(new ZodValidation(callCancelSchema)) cancel: z.output<typeof callCancelSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Call> {
    return this.rpc.call('roadmap.call.cancel', { callId, cancel }, caller);
  }

  /** The player, the call's coach or staff reaching the player; a parent cancels and books anew instead. */
  @Post(':id/reschedule')
  @Answers('roadmap.call.reschedule')
  @HttpCode(200)
  @RolesAllowed(...PLAYER_AND_STAFF)
  reschedule(
    @Param('id', new ZodValidation(callIdParam)) callId: string,
    @Body(new ZodValidation(callRescheduleSchema)) body: z.output<typeof callRescheduleSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Call> {
    return this.rpc.call('roadmap.call.reschedule', { callId, startsAt: body.startsAt }, caller);
  }

  /** The coach's short notes after the call. */
  @Put(':id/notes')
  @Answers('roadmap.call.notes')
  @RolesAllowed('coach', 'admin')
  notes(
    @Param('id', new ZodValidation(callIdParam)) callId: string,
    @Body(new ZodValidation(callNotesSchema)) notes: z.output<typeof callNotesSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Call> {
    return this.rpc.call('roadmap.call.notes', { callId, notes }, caller);
  }

  /** The coach's name and e-mail for the invites, from identity (never from the browser). */
  private async coachContactOf(caller: CallerContext): Promise<{ name: string; email: string | null }> {
    const user = await this.rpc.call('identity.user.me', {}, caller);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Coach';
    return { name: name.slice(0, 200), email: user.email };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  BOOKING_HORIZON_DAYS,
  CALLS_LISTED_MAX,
  type Call,
  type CallAvailability,
  type CallAvailabilitySettings,
  type CallContact,
  type CallCoach,
  type CallEvent,
  type CallSlots,
  type MyCalls,
  type SlotRules,
  type TimeRange,
  bookingHorizon,
  canChangeCall,
  generateSlots,
  slotRefusal,
  slotsAsIso,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ScopeRowsRepository, ServiceError } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type CallersClub,
  callersClubOf,
  canChangeCallAs,
  canSeeCall,
  canWriteNotes,
  isBookableFrom,
} from './call-access.rules';
import { IdentityPlayerContact } from './identity-player-contact';
import { type AvailabilityRecord, CallRepository, type CallRecord, EXCLUSION_VIOLATION } from './call.repository';

const COACHES_LISTED_MAX = 200;
const DAY_MS = 24 * 3600_000;
export const SLOT_TAKEN_MESSAGE = 'This time is no longer free';
const CALL_NOT_FOUND = 'Call not found';
const NO_AVAILABILITY = 'No availability set yet';
const COACH_NOT_BOOKABLE = 'This coach does not take bookings yet';

function toPublic(record: CallRecord): Call {
  const { coachEmail: _coachEmail, playerEmail: _playerEmail, ...call } = record;
  return call;
}

function eventOf(record: CallRecord, actor: Actor): CallEvent {
  return {
    callId: record.id,
    playerId: record.playerId,
    playerName: record.playerName,
    playerEmail: record.playerEmail,
    playerTimeZone: record.playerTimeZone,
    coachUserId: record.coachUserId,
    coachName: record.coachName,
    coachEmail: record.coachEmail,
    coachTimeZone: record.coachTimeZone,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    meetingUrl: record.meetingUrl,
    sequence: record.sequence,
    changedBy: actor.userId,
    changedByRole: actor.role,
  };
}

const rulesOf = (availability: AvailabilityRecord): SlotRules => availability;
const invalidStart = (message: string) => ServiceError.validation([{ field: 'startsAt', message }]);

/** Throws unless `startsAt` is one of the coach's free slots: 409 when it is taken, else 400 naming why. */
function refuseUnoffered(
  availability: AvailabilityRecord,
  bookings: readonly TimeRange[],
  startsAt: Date,
  now: Date,
): void {
  const refusal = slotRefusal({ rules: rulesOf(availability), bookings, now }, startsAt);
  if (refusal === SLOT_TAKEN_MESSAGE) throw ServiceError.conflict(refusal);
  if (refusal) throw invalidStart(refusal);
}

/**
 * Awaits independent checks and lookups together, then answers as if they had run one after another:
 * the first failure in the order given is the one thrown (a coach outside the caller's club is a 404
 * whatever else is wrong), and every result is discarded unless all succeeded.
 */
async function allInOrder<T extends readonly unknown[]>(work: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(work);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Mentorship calls: availability, free slots, booking, changes and notes, each change with its event. */
@Injectable()
export class CallsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calls: CallRepository,
    private readonly outbox: OutboxWriter,
    private readonly identityContact: IdentityPlayerContact,
    private readonly access: PlayerAccess,
    private readonly scopeRows: ScopeRowsRepository,
  ) {}

  async availability(actor: Actor, coachUserId?: string): Promise<CallAvailability> {
    const coach = actor.role === 'admin' && coachUserId ? coachUserId : actor.userId;
    await this.requireCoachOfCallersClub(actor, coach, NO_AVAILABILITY);
    const found = await this.calls.availability(coach);
    if (!found) throw ServiceError.notFound(NO_AVAILABILITY);
    const { coachEmail: _coachEmail, ...availability } = found;
    return availability;
  }

  async updateAvailability(
    actor: Actor,
    coach: CallContact,
    settings: CallAvailabilitySettings,
  ): Promise<CallAvailability> {
    const { coachEmail: _coachEmail, ...availability } = await this.calls.saveAvailability(
      actor.userId,
      coach,
      settings,
    );
    return availability;
  }

  /**
   * The coaches and admins of the caller's club who take bookings (spec: players book calls with their
   * club's coaches, their squads' coaches first): the club's active staff from server-kit's copy of
   * identity's memberships, then those of them who take bookings, chosen and ordered in SQL. With
   * `playerId` (a parent's child), that player's club and squads.
   */
  async coaches(actor: Actor, playerId?: string): Promise<CallCoach[]> {
    if (this.access.scopeOf(actor).kind === 'all') return this.calls.coaches(COACHES_LISTED_MAX);
    const caller = await this.callersClub(actor, playerId);
    if (!caller) return [];
    const staff = await this.scopeRows.activeStaffOfClub(caller.clubId, caller.squadIds);
    return this.calls.coachesAmong(staff, COACHES_LISTED_MAX);
  }

  async slots(
    actor: Actor,
    coachUserId: string,
    fromText?: string,
    toText?: string,
    playerId?: string,
    now = new Date(),
  ): Promise<CallSlots> {
    const from = fromText ? new Date(fromText) : now;
    const to = toText ? new Date(toText) : bookingHorizon(now);
    const rangeError =
      to <= from
        ? ServiceError.validation([{ field: 'to', message: 'must be after from' }])
        : to.getTime() - from.getTime() > (BOOKING_HORIZON_DAYS + 1) * DAY_MS
          ? ServiceError.validation([{ field: 'to', message: `at most ${BOOKING_HORIZON_DAYS} days after from` }])
          : undefined;
    const [, { availability, bookings }] = await allInOrder([
      this.requireCoachOfCallersClub(actor, coachUserId, COACH_NOT_BOOKABLE, playerId),
      this.bookableCalendar(coachUserId, from, to),
    ]);
    if (rangeError) throw rangeError;
    const slots = generateSlots({ rules: rulesOf(availability), bookings, now, from, to });
    return {
      coach: {
        coachUserId,
        coachName: availability.coachName,
        timeZone: availability.timeZone,
        callMinutes: availability.callMinutes,
        minimumNoticeHours: availability.minimumNoticeHours,
        externalBookingUrl: availability.externalBookingUrl,
      },
      slots: slotsAsIso(slots),
    };
  }

  /**
   * Books one of the coach's free slots for the player (by the player, or a parent for their child:
   * the call is the child's either way, `bookedBy` says who). The check in code gives clear messages;
   * the exclusion constraint decides a race: of two players taking one slot, one commits and the
   * other gets 409. The invite is addressed from roadmap's copy of the player's contact, read with the
   * calendar; identity is asked only when the copy has none yet.
   */
  async book(
    actor: Actor,
    request: {
      playerId: string;
      coachUserId: string;
      startsAt: string;
      playerTimeZone: string | null;
    },
  ): Promise<Call> {
    const startsAt = new Date(request.startsAt);
    const [, , { availability, bookings, playerContact }] = await allInOrder([
      this.access.require(actor, request.playerId),
      this.requireCoachOfCallersClub(actor, request.coachUserId, COACH_NOT_BOOKABLE, request.playerId),
      this.bookableCalendar(request.coachUserId, startsAt, startsAt, { contactOfPlayerId: request.playerId }),
    ]);
    refuseUnoffered(availability, bookings, startsAt, new Date());
    const player = playerContact ?? (await this.identityContact.of(actor, request.playerId));
    const endsAt = new Date(startsAt.getTime() + availability.callMinutes * 60_000);
    const record = await this.onOverlapConflict(() =>
      this.dataSource.transaction(async (manager) => {
        const created = await this.calls.insertLockingCoachCalendar(manager, {
          coachUserId: request.coachUserId,
          playerId: request.playerId,
          player,
          playerTimeZone: request.playerTimeZone,
          startsAt,
          endsAt,
          bookedBy: actor.userId,
        });
        await this.outbox.append(manager, 'roadmap.call.booked', eventOf(created, actor));
        return created;
      }),
    );
    return toPublic(record);
  }

  async cancel(actor: Actor, callId: string, reason: string | null, now = new Date()): Promise<Call> {
    return this.dataSource.transaction(async (manager) => {
      const call = await this.changeableCall(actor, callId, now, manager);
      const cancelled = await this.calls.cancel(manager, call.id, reason);
      await this.outbox.append(manager, 'roadmap.call.cancelled', { ...eventOf(cancelled, actor), reason });
      return toPublic(cancelled);
    });
  }

  async reschedule(actor: Actor, callId: string, startsAtText: string, now = new Date()): Promise<Call> {
    const current = await this.changeableCall(actor, callId, now);
    const startsAt = new Date(startsAtText);
    const { availability, bookings } = await this.bookableCalendar(current.coachUserId, startsAt, startsAt, {
      exceptCallId: callId,
    });
    if (startsAt.getTime() === Date.parse(current.startsAt)) throw invalidStart('The call is already at this time');
    refuseUnoffered(availability, bookings, startsAt, now);
    const endsAt = new Date(startsAt.getTime() + availability.callMinutes * 60_000);
    const moved = await this.onOverlapConflict(() =>
      this.dataSource.transaction(async (manager) => {
        const call = await this.changeableCall(actor, callId, now, manager);
        await this.calls.lockCoachCalendar(manager, call.coachUserId);
        const record = await this.calls.move(manager, call.id, startsAt, endsAt);
        await this.outbox.append(manager, 'roadmap.call.rescheduled', {
          ...eventOf(record, actor),
          previousStartsAt: call.startsAt,
        });
        return record;
      }),
    );
    return toPublic(moved);
  }

  async get(actor: Actor, callId: string): Promise<Call> {
    return toPublic(await this.visibleCall(actor, callId));
  }

  async mine(actor: Actor, playerId: string, now = new Date()): Promise<MyCalls> {
    await this.access.require(actor, playerId);
    const calls = (await this.calls.forPlayer(playerId, CALLS_LISTED_MAX)).map(toPublic);
    const isUpcoming = (call: Call) => call.status === 'booked' && Date.parse(call.endsAt) > now.getTime();
    return {
      upcoming: calls.filter(isUpcoming).reverse(),
      past: calls.filter((call) => !isUpcoming(call)),
    };
  }

  /**
   * Booked calls in a range, scoped in SQL: a coach's own calls (with `squadId`, those of that squad's
   * players); an admin's, the calls of the players of their club (one coach's with `coachUserId`).
   */
  async calendar(
    actor: Actor,
    query: { from: string; to: string; coachUserId?: string; squadId?: string },
  ): Promise<Call[]> {
    if (actor.role === 'coach' && query.coachUserId && query.coachUserId !== actor.userId) {
      throw ServiceError.forbidden('Coaches see their own calendar');
    }
    const coach = actor.role === 'coach' ? actor.userId : query.coachUserId;
    // A coach's own agenda holds their calls whoever the player is now; a squad narrows it to its players.
    const scoped = actor.role !== 'coach' || query.squadId !== undefined;
    const calls = await this.calls.calendar(
      coach,
      new Date(query.from),
      new Date(query.to),
      CALLS_LISTED_MAX,
      scoped ? (column, params) => this.access.sql(actor, column, params, { squadId: query.squadId }) : null,
    );
    return calls.map(toPublic);
  }

  async notes(actor: Actor, callId: string, notes: string, now = new Date()): Promise<Call> {
    const call = await this.visibleCall(actor, callId);
    const refusal = canWriteNotes(actor, call, now);
    if (refusal)
      throw actor.role === 'coach' && refusal === 'This is not your call'
        ? ServiceError.forbidden(refusal)
        : ServiceError.conflict(refusal);
    if (call.status !== 'booked') throw ServiceError.conflict('This call was cancelled');
    return toPublic(await this.calls.setNotes(callId, notes));
  }

  /**
   * A coach outside the caller's club answers exactly like a coach who does not take bookings (or has
   * no availability), so another club's staff are not confirmed to exist. A coach's own id always passes.
   * Where the caller's player is placed and the coach's staff row are read in one round trip.
   */
  private async requireCoachOfCallersClub(
    actor: Actor,
    coachUserId: string,
    message: string,
    playerId?: string,
  ): Promise<void> {
    if (this.access.scopeOf(actor).kind === 'all' || coachUserId === actor.userId) return;
    const placed = await this.playerPlacingCaller(actor, playerId);
    const { membership, staff } = await this.scopeRows.membershipAndStaffMember(placed ?? null, coachUserId);
    if (!isBookableFrom(callersClubOf(actor, playerId, membership)?.clubId, staff))
      throw ServiceError.notFound(message);
  }

  /**
   * The caller's club and squads: for a named player (in the caller's scope, else 404), or a player
   * themself, where the copy of identity's memberships places them (their squads put those squads'
   * coaches first); for staff, the signed actor's. A parent belongs to no club: they name the child.
   */
  private async callersClub(actor: Actor, playerId?: string): Promise<CallersClub | undefined> {
    const placed = await this.playerPlacingCaller(actor, playerId);
    return callersClubOf(actor, playerId, placed ? await this.scopeRows.membership(placed) : undefined);
  }

  /** The player whose membership places the caller: the named one (404 outside the caller's scope), or a player themself. */
  private async playerPlacingCaller(actor: Actor, playerId?: string): Promise<string | undefined> {
    if (playerId) {
      await this.access.require(actor, playerId);
      return playerId;
    }
    if (actor.role === 'parent') throw ServiceError.validation([{ field: 'playerId', message: 'is required' }]);
    return actor.role === 'player' ? actor.playerId : undefined;
  }

  /**
   * The availability of a coach who takes bookings here, with their booked calls around [from, to]
   * (widened by a day so the buffer around calls just outside the window still applies).
   */
  private async bookableCalendar(
    coachUserId: string,
    from: Date,
    to: Date,
    options: { exceptCallId?: string; contactOfPlayerId?: string } = {},
  ) {
    const found = await this.calls.availabilityWithBookings(
      coachUserId,
      new Date(from.getTime() - DAY_MS),
      new Date(to.getTime() + DAY_MS),
      options,
    );
    if (!found) throw ServiceError.notFound(COACH_NOT_BOOKABLE);
    if (found.availability.externalBookingUrl)
      throw ServiceError.conflict('This coach takes bookings on their own booking page');
    return found;
  }

  /** The call, when it exists and the actor may see it; otherwise one and the same 404. */
  private async visibleCall(actor: Actor, callId: string, manager?: EntityManager): Promise<CallRecord> {
    const call = await this.calls.find(callId, manager);
    if (!call || !canSeeCall(actor, call, await this.access.canReach(actor, call.playerId))) {
      throw ServiceError.notFound(CALL_NOT_FOUND);
    }
    return call;
  }

  private async changeableCall(actor: Actor, callId: string, now: Date, manager?: EntityManager) {
    const call = await this.calls.find(callId, manager);
    if (!call || !canChangeCallAs(actor, call, await this.access.canReach(actor, call.playerId))) {
      throw ServiceError.notFound(CALL_NOT_FOUND);
    }
    if (call.status !== 'booked') throw ServiceError.conflict('This call was already cancelled');
    if (!canChangeCall(new Date(call.startsAt), now, call.minimumNoticeHours)) {
      throw ServiceError.conflict(
        `Calls can be cancelled or moved up to ${call.minimumNoticeHours} hours before they start`,
      );
    }
    return call;
  }

  private async onOverlapConflict<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const code =
        (error as { code?: string; driverError?: { code?: string } }).code ??
        (error as { driverError?: { code?: string } }).driverError?.code;
      if (code === EXCLUSION_VIOLATION) throw ServiceError.conflict(SLOT_TAKEN_MESSAGE);
      throw error;
    }
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  Call,
  CallAvailability,
  CallAvailabilitySettings,
  CallContact,
  CallCoach,
  TimeRange,
} from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { ScopeCondition } from '../roadmap/roadmap.repository';
import { type PlayerContactJson, playerContactSql } from './player-contact.repository';

const AVAILABILITY_COLUMNS = `a.coach_user_id AS "coachUserId", a.coach_name AS "coachName", a.coach_email AS "coachEmail",
  a.time_zone AS "timeZone", a.weekly_hours AS "weeklyHours", a.call_minutes AS "callMinutes",
  a.buffer_minutes AS "bufferMinutes", a.minimum_notice_hours AS "minimumNoticeHours",
  to_json(a.blocked_dates) AS "blockedDates", a.meeting_url AS "meetingUrl",
  a.external_booking_url AS "externalBookingUrl", a.updated_at AS "updatedAt"`;

export const CALL_COLUMNS = `c.id, c.coach_user_id AS "coachUserId", a.coach_name AS "coachName", a.coach_email AS "coachEmail",
  a.time_zone AS "coachTimeZone", c.player_id AS "playerId", c.player_name AS "playerName",
  c.player_email AS "playerEmail", c.player_time_zone AS "playerTimeZone", c.starts_at AS "startsAt",
  c.ends_at AS "endsAt", c.status, a.meeting_url AS "meetingUrl", a.minimum_notice_hours AS "minimumNoticeHours",
  c.notes, c.cancelled_at AS "cancelledAt", c.cancel_reason AS "cancelReason", c.sequence, c.created_at AS "createdAt"`;
const COACH_COLUMNS = `a.coach_user_id AS "coachUserId", a.coach_name AS "coachName", a.time_zone AS "timeZone",
  a.call_minutes AS "callMinutes", a.minimum_notice_hours AS "minimumNoticeHours",
  a.external_booking_url AS "externalBookingUrl"`;
const TAKES_BOOKINGS = `(a.external_booking_url IS NOT NULL OR jsonb_array_length(a.weekly_hours) > 0)`;
export const CALL_FROM = `"roadmap"."calls" c JOIN "roadmap"."call_availability" a ON a.coach_user_id = c.coach_user_id`;

export interface AvailabilityRecord extends CallAvailability {
  coachEmail: string | null;
}
export interface CallRecord extends Call {
  coachEmail: string | null;
  playerEmail: string | null;
}

interface AvailabilityRow extends Omit<AvailabilityRecord, 'updatedAt'> {
  updatedAt: Date;
}
export interface CallRow extends Omit<CallRecord, 'startsAt' | 'endsAt' | 'cancelledAt' | 'createdAt'> {
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  createdAt: Date;
}

const toAvailability = (row: AvailabilityRow): AvailabilityRecord => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});
export const toCall = (row: CallRow): CallRecord => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const EXCLUSION_VIOLATION = '23P01';
/** The transaction lock on one coach's calendar, `coachId` an SQL expression of the id as text. */
const lockCoachCalendarSql = (coachId: string) =>
  `pg_advisory_xact_lock(hashtext('roadmap-call-coach'), hashtext(${coachId}))`;

/** The only code that reads or writes `roadmap.call_availability` and `roadmap.calls`. */
@Injectable()
export class CallRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async availability(coachUserId: string, manager?: EntityManager): Promise<AvailabilityRecord | undefined> {
    const rows: AvailabilityRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${AVAILABILITY_COLUMNS} FROM "roadmap"."call_availability" a WHERE a.coach_user_id = $1`,
      [coachUserId],
    );
    return rows[0] && toAvailability(rows[0]);
  }

  async saveAvailability(
    coachUserId: string,
    coach: CallContact,
    settings: CallAvailabilitySettings,
  ): Promise<AvailabilityRecord> {
    await this.dataSource.query(
      `INSERT INTO "roadmap"."call_availability" (coach_user_id, coach_name, coach_email, time_zone, weekly_hours,
         call_minutes, buffer_minutes, minimum_notice_hours, blocked_dates, meeting_url, external_booking_url, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9::date[], $10, $11, now())
       ON CONFLICT (coach_user_id) DO UPDATE SET coach_name = EXCLUDED.coach_name, coach_email = EXCLUDED.coach_email,
         time_zone = EXCLUDED.time_zone, weekly_hours = EXCLUDED.weekly_hours, call_minutes = EXCLUDED.call_minutes,
         buffer_minutes = EXCLUDED.buffer_minutes, minimum_notice_hours = EXCLUDED.minimum_notice_hours,
         blocked_dates = EXCLUDED.blocked_dates, meeting_url = EXCLUDED.meeting_url,
         external_booking_url = EXCLUDED.external_booking_url, updated_at = now()`,
      [
        coachUserId,
        coach.name,
        coach.email,
        settings.timeZone,
        JSON.stringify(settings.weeklyHours),
        settings.callMinutes,
        settings.bufferMinutes,
        settings.minimumNoticeHours,
        [...new Set(settings.blockedDates)].sort(),
        settings.meetingUrl,
        settings.externalBookingUrl,
      ],
    );
    return (await this.availability(coachUserId))!;
  }

  /** Every coach who takes bookings (a service acting as itself). */
  async coaches(max: number): Promise<CallCoach[]> {
    return this.dataSource.query(
      `SELECT ${COACH_COLUMNS} FROM "roadmap"."call_availability" a
       WHERE ${TAKES_BOOKINGS}
       ORDER BY a.coach_name, a.coach_user_id LIMIT $1`,
      [max],
    );
  }

  /**
   * Those of `staff` who take bookings, the ones coaching the caller's squads (`coachesAnyOf`) first,
   * then by name.
   */
  async coachesAmong(staff: readonly { userId: string; coachesAnyOf: boolean }[], max: number): Promise<CallCoach[]> {
    if (staff.length === 0) return [];
    return this.dataSource.query(
      `SELECT ${COACH_COLUMNS} FROM unnest($1::uuid[], $2::boolean[]) AS s(user_id, first)
       JOIN "roadmap"."call_availability" a ON a.coach_user_id = s.user_id
       WHERE ${TAKES_BOOKINGS}
       ORDER BY s.first DESC, a.coach_name, a.coach_user_id LIMIT $3`,
      [staff.map((member) => member.userId), staff.map((member) => member.coachesAnyOf), max],
    );
  }

  /**
   * A coach's availability and their booked calls overlapping [from, to) (all but `exceptCallId`), and
   * for a booking the player's contact from roadmap's copy (`playerContact`, null when the copy has
   * none), in one round trip; the calls come as epoch milliseconds in one JSON value, which parses far
   * faster than a row and two timestamps per call.
   */
  async availabilityWithBookings(
    coachUserId: string,
    from: Date,
    to: Date,
    options: { exceptCallId?: string; contactOfPlayerId?: string } = {},
  ): Promise<
    { availability: AvailabilityRecord; bookings: TimeRange[]; playerContact: PlayerContactJson } | undefined
  > {
    const rows: (AvailabilityRow & { booked: [number, number][]; playerContact: PlayerContactJson })[] =
      await this.dataSource.query(
        `SELECT ${AVAILABILITY_COLUMNS},
           (SELECT coalesce(json_agg(json_build_array(floor(extract(epoch FROM c.starts_at) * 1000),
                                                      floor(extract(epoch FROM c.ends_at) * 1000))), '[]')
              FROM "roadmap"."calls" c
             WHERE c.coach_user_id = a.coach_user_id AND c.status = 'booked' AND c.starts_at < $3 AND c.ends_at > $2
               AND ($4::uuid IS NULL OR c.id <> $4)) AS booked,
           ${playerContactSql('$5::uuid')} AS "playerContact"
         FROM "roadmap"."call_availability" a WHERE a.coach_user_id = $1`,
        [coachUserId, from, to, options.exceptCallId ?? null, options.contactOfPlayerId ?? null],
      );
    if (!rows[0]) return undefined;
    const { booked, playerContact, ...availability } = rows[0];
    return {
      availability: toAvailability(availability),
      bookings: booked.map(([startsAt, endsAt]) => ({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) })),
      playerContact,
    };
  }

  async find(callId: string, manager?: EntityManager): Promise<CallRecord | undefined> {
    const rows: CallRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${CALL_COLUMNS} FROM ${CALL_FROM} WHERE c.id = $1${manager ? ' FOR UPDATE OF c' : ''}`,
      [callId],
    );
    return rows[0] && toCall(rows[0]);
  }

  /**
   * Serialises bookings and moves of one coach's calls for the rest of the caller's transaction.
   * Without it, concurrent inserts into the no-overlap exclusion constraint can wait on each other
   * and PostgreSQL aborts one as a deadlock; with it, the second sees the first's row and gets the
   * clean overlap violation (409).
   */
  async lockCoachCalendar(manager: EntityManager, coachUserId: string): Promise<void> {
    await manager.query(`SELECT ${lockCoachCalendarSql('$1::uuid::text')}`, [coachUserId]);
  }

  /**
   * Takes the coach's calendar lock (lockCoachCalendar) and inserts a booked call in one statement:
   * the row comes from a subquery that takes the lock, so the lock is held before the row meets the
   * exclusion constraint, which refuses an overlap (EXCLUSION_VIOLATION); one round trip fewer while
   * the lock is held.
   */
  async insertLockingCoachCalendar(
    manager: EntityManager,
    call: {
      coachUserId: string;
      playerId: string;
      player: CallContact;
      playerTimeZone: string | null;
      startsAt: Date;
      endsAt: Date;
      bookedBy: string;
    },
  ): Promise<CallRecord> {
    return this.changed(
      manager,
      `INSERT INTO "roadmap"."calls" (coach_user_id, player_id, player_name, player_email, player_time_zone,
         starts_at, ends_at, booked_by)
       SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::timestamptz, $7::timestamptz, $8::uuid
         FROM (SELECT ${lockCoachCalendarSql('$1::uuid::text')}) AS locked
       RETURNING *`,
      [
        call.coachUserId,
        call.playerId,
        call.player.name,
        call.player.email,
        call.playerTimeZone,
        call.startsAt,
        call.endsAt,
        call.bookedBy,
      ],
    );
  }

  async move(manager: EntityManager, callId: string, startsAt: Date, endsAt: Date): Promise<CallRecord> {
    return this.changed(
      manager,
      `UPDATE "roadmap"."calls" SET starts_at = $2, ends_at = $3, sequence = sequence + 1, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [callId, startsAt, endsAt],
    );
  }

  async cancel(manager: EntityManager, callId: string, reason: string | null): Promise<CallRecord> {
    return this.changed(
      manager,
      `UPDATE "roadmap"."calls" SET status = 'cancelled', cancel_reason = $2, cancelled_at = now(),
         sequence = sequence + 1, updated_at = now() WHERE id = $1 RETURNING *`,
      [callId, reason],
    );
  }

  /**
   * The call a write statement (`… RETURNING *`) inserted or changed, read with its coach's details in
   * the same round trip (the write runs while the coach's calendar is locked, so each trip counts).
   */
  private async changed(manager: EntityManager, write: string, params: unknown[]): Promise<CallRecord> {
    const [row]: CallRow[] = await manager.query(
      `WITH c AS (${write}) SELECT ${CALL_COLUMNS} FROM c JOIN "roadmap"."call_availability" a ON a.coach_user_id = c.coach_user_id`,
      params,
    );
    return toCall(row!);
  }

  async setNotes(callId: string, notes: string): Promise<CallRecord> {
    await this.dataSource.query(`UPDATE "roadmap"."calls" SET notes = $2, updated_at = now() WHERE id = $1`, [
      callId,
      notes,
    ]);
    return (await this.find(callId))!;
  }

  async forPlayer(playerId: string, max: number): Promise<CallRecord[]> {
    const rows: CallRow[] = await this.dataSource.query(
      `SELECT ${CALL_COLUMNS} FROM ${CALL_FROM} WHERE c.player_id = $1 ORDER BY c.starts_at DESC, c.id DESC LIMIT $2`,
      [playerId, max],
    );
    return rows.map(toCall);
  }

  /** Booked calls in [from, to), of one coach or all, kept to the players `scope` keeps (null: no filter). */
  async calendar(
    coachUserId: string | undefined,
    from: Date,
    to: Date,
    max: number,
    scope: ScopeCondition | null,
  ): Promise<CallRecord[]> {
    const params: unknown[] = [coachUserId ?? null, from, to, max];
    const inScope = scope ? scope('c.player_id', params) : 'TRUE';
    const rows: CallRow[] = await this.dataSource.query(
      `SELECT ${CALL_COLUMNS} FROM ${CALL_FROM}
       WHERE ($1::uuid IS NULL OR c.coach_user_id = $1) AND c.status = 'booked' AND c.starts_at < $3 AND c.ends_at > $2
         AND ${inScope}
       ORDER BY c.starts_at, c.id LIMIT $4`,
      params,
    );
    return rows.map(toCall);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { EventMap, PlayerMembership, Role } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export const SCOPE_SCHEMA = Symbol('portal:scope-schema');

export type PlayerMembershipSnapshot = EventMap['identity.player.membership-changed'];
export type StaffMembershipSnapshot = EventMap['identity.staff.membership-changed'];

export interface StaffMember {
  userId: string;
  clubId: string;
  role: Role;
  squadIds: string[];
  active: boolean;
}

export interface ClubStaffMember extends StaffMember {
  /** Coaches at least one of the squads asked about. */
  coachesAnyOf: boolean;
}

interface PlayerRow {
  player_id: string;
  club_id: string;
  squad_ids: string[];
  active: boolean;
}

interface StaffRow {
  user_id: string;
  club_id: string;
  role: Role;
  squad_ids: string[];
  active: boolean;
}

/** The only code that reads or writes the service's `scope_players` and `scope_staff` copies. */
@Injectable()
export class ScopeRowsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SCOPE_SCHEMA) readonly schema: string,
  ) {}

  /** Applies a snapshot unless the copy already holds a newer one. Returns whether it changed the row. */
  async applyPlayer(manager: EntityManager, snapshot: PlayerMembershipSnapshot): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "${this.schema}"."scope_players" ("player_id", "user_id", "club_id", "squad_ids", "active", "version")
       VALUES ($1, $2, $3, $4::uuid[], $5, $6)
       ON CONFLICT ("player_id") DO UPDATE SET
         "user_id" = EXCLUDED."user_id", "club_id" = EXCLUDED."club_id", "squad_ids" = EXCLUDED."squad_ids",
         "active" = EXCLUDED."active", "version" = EXCLUDED."version"
       WHERE "scope_players"."version" < EXCLUDED."version"
       RETURNING "player_id"`,
      [snapshot.playerId, snapshot.userId, snapshot.clubId, snapshot.squadIds, snapshot.active, snapshot.version],
    );
    return rows.length > 0;
  }

  async applyStaff(manager: EntityManager, snapshot: StaffMembershipSnapshot): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "${this.schema}"."scope_staff" ("user_id", "club_id", "role", "squad_ids", "active", "version")
       VALUES ($1, $2, $3, $4::uuid[], $5, $6)
       ON CONFLICT ("user_id") DO UPDATE SET
         "club_id" = EXCLUDED."club_id", "role" = EXCLUDED."role", "squad_ids" = EXCLUDED."squad_ids",
         "active" = EXCLUDED."active", "version" = EXCLUDED."version"
       WHERE "scope_staff"."version" < EXCLUDED."version"
       RETURNING "user_id"`,
      [snapshot.userId, snapshot.clubId, snapshot.role, snapshot.squadIds, snapshot.active, snapshot.version],
    );
    return rows.length > 0;
  }

  /**
   * Erasure (`identity.player.deleted`): the service's platform rows naming the player or their
   * account go, in the consumer's transaction: the scope copy, every outbox row whose payload names
   * either id (published ones are kept otherwise; one not yet published is dropped, as what it
   * announces is being erased anyway) and the idempotency keys the account used or whose answer names
   * the player. Repeating it deletes nothing more.
   */
  async erasePlayer(manager: EntityManager, ids: { playerId: string; userId: string | null }): Promise<void> {
    const needles = [ids.playerId, ...(ids.userId ? [ids.userId] : [])].map((id) => `%${id.toLowerCase()}%`);
    await manager.query(`DELETE FROM "${this.schema}"."scope_players" WHERE "player_id" = $1`, [ids.playerId]);
    if (ids.userId)
      await manager.query(`DELETE FROM "${this.schema}"."scope_staff" WHERE "user_id" = $1`, [ids.userId]);
    await manager.query(
      `DELETE FROM "${this.schema}"."outbox_events" WHERE lower("payload"::text) LIKE ANY($1::text[])`,
      [needles],
    );
    await manager.query(
      `DELETE FROM "${this.schema}"."idempotency_keys"
        WHERE "user_id" = $1 OR lower(coalesce("answer"::text, '')) LIKE ANY($2::text[])`,
      [ids.userId ?? '', needles],
    );
  }

  /**
   * Whether the copy holds each of these memberships at least at the given version (a later change
   * counts too): identity's changes have reached this service.
   */
  async holds(
    players: readonly { playerId: string; version: number }[],
    staff: readonly { userId: string; version: number }[],
  ): Promise<boolean> {
    const [row]: { missing: number }[] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM unnest($1::uuid[], $2::bigint[]) AS w("id", "version")
            WHERE NOT EXISTS (SELECT 1 FROM "${this.schema}"."scope_players" p
                               WHERE p."player_id" = w."id" AND p."version" >= w."version"))
       + (SELECT count(*) FROM unnest($3::uuid[], $4::bigint[]) AS w("id", "version")
            WHERE NOT EXISTS (SELECT 1 FROM "${this.schema}"."scope_staff" s
                               WHERE s."user_id" = w."id" AND s."version" >= w."version"))
         AS "missing"`,
      [
        players.map((player) => player.playerId),
        players.map((player) => player.version),
        staff.map((member) => member.userId),
        staff.map((member) => member.version),
      ],
    );
    return Number(row?.missing ?? 0) === 0;
  }

  /**
   * The player's membership as a SQL expression (JSON, null when the copy has none), for a statement
   * that reads the player's rows too; `playerIdSql` is where that statement holds the player id.
   * Read back with `membershipOfJson`: the same membership `membership` returns.
   */
  membershipJsonSql(playerIdSql: string): string {
    return membershipJsonSql(this.schema, playerIdSql);
  }

  async membership(playerId: string): Promise<PlayerMembership | undefined> {
    const [row]: PlayerRow[] = await this.dataSource.query(
      `SELECT "player_id", "club_id", "squad_ids", "active" FROM "${this.schema}"."scope_players" WHERE "player_id" = $1`,
      [playerId],
    );
    return row ? { playerId: row.player_id, clubId: row.club_id, squadIds: row.squad_ids } : undefined;
  }

  async memberships(playerIds: readonly string[]): Promise<Map<string, PlayerMembership>> {
    if (playerIds.length === 0) return new Map();
    const rows: PlayerRow[] = await this.dataSource.query(
      `SELECT "player_id", "club_id", "squad_ids", "active" FROM "${this.schema}"."scope_players" WHERE "player_id" = ANY($1::uuid[])`,
      [[...new Set(playerIds)]],
    );
    return new Map(
      rows.map((row) => [row.player_id, { playerId: row.player_id, clubId: row.club_id, squadIds: row.squad_ids }]),
    );
  }

  /**
   * The active staff who reach a player: the coaches of any of the player's squads and the admins of
   * the player's club (whom a notification or a report e-mail is for).
   */
  async staffReaching(playerId: string): Promise<StaffMember[]> {
    const rows: StaffRow[] = await this.dataSource.query(
      `SELECT s."user_id", s."club_id", s."role", s."squad_ids", s."active"
         FROM "${this.schema}"."scope_staff" s
         JOIN "${this.schema}"."scope_players" p ON p."club_id" = s."club_id"
        WHERE p."player_id" = $1 AND s."active"
          AND (s."role" = 'admin' OR (s."role" = 'coach' AND s."squad_ids" && p."squad_ids"))
        ORDER BY s."user_id"`,
      [playerId],
    );
    return rows.map(toStaffMember);
  }

  /**
   * The active coaches and admins of a club, those coaching any of `squadIds` first (marked
   * `coachesAnyOf`), then by user id: whom a player of those squads may book a call with.
   */
  async activeStaffOfClub(clubId: string, squadIds: readonly string[]): Promise<ClubStaffMember[]> {
    const rows: (StaffRow & { coaches_any_of: boolean })[] = await this.dataSource.query(
      `SELECT "user_id", "club_id", "role", "squad_ids", "active", ("squad_ids" && $2::uuid[]) AS "coaches_any_of"
         FROM "${this.schema}"."scope_staff"
        WHERE "club_id" = $1 AND "active" AND "role" IN ('coach', 'admin')
        ORDER BY "coaches_any_of" DESC, "user_id"`,
      [clubId, [...squadIds]],
    );
    return rows.map((row) => ({ ...toStaffMember(row), coachesAnyOf: row.coaches_any_of }));
  }

  /** The clubs whose players or staff list the squad (one club, or none when this copy knows no one in it). */
  async clubsListingSquad(squadId: string): Promise<string[]> {
    const rows: { club_id: string }[] = await this.dataSource.query(
      `SELECT "club_id" FROM "${this.schema}"."scope_players" WHERE $1::uuid = ANY("squad_ids")
       UNION SELECT "club_id" FROM "${this.schema}"."scope_staff" WHERE $1::uuid = ANY("squad_ids")`,
      [squadId],
    );
    return rows.map((row) => row.club_id);
  }

  /**
   * The active players of a squad that also meet `inScope` (the caller's scope condition, from
   * PlayerAccess.sql), in id order, inside the caller's transaction.
   */
  async activePlayersOfSquad(
    manager: EntityManager,
    squadId: string,
    inScope: (column: string, params: unknown[]) => string,
  ): Promise<string[]> {
    const params: unknown[] = [squadId];
    const rows: { player_id: string }[] = await manager.query(
      `SELECT sp."player_id" FROM "${this.schema}"."scope_players" sp
        WHERE sp."active" AND $1::uuid = ANY(sp."squad_ids") AND ${inScope('sp."player_id"', params)}
        ORDER BY sp."player_id"`,
      params,
    );
    return rows.map((row) => row.player_id);
  }

  /**
   * A player's membership (none asked with `playerId` null) and a staff member's row, in one round
   * trip: the two lookups a call booking needs to place the caller and the coach.
   */
  async membershipAndStaffMember(
    playerId: string | null,
    staffUserId: string,
  ): Promise<{ membership: PlayerMembership | undefined; staff: StaffMember | undefined }> {
    const [row]: { membership: unknown; staff: StaffRow | null }[] = await this.dataSource.query(
      `SELECT ${membershipJsonSql(this.schema, '$1::uuid')} AS "membership",
         (SELECT json_build_object('user_id', s."user_id", 'club_id', s."club_id", 'role', s."role",
                                   'squad_ids', s."squad_ids", 'active', s."active")
            FROM "${this.schema}"."scope_staff" s WHERE s."user_id" = $2::uuid) AS "staff"`,
      [playerId, staffUserId],
    );
    return {
      membership: membershipOfJson(row?.membership),
      staff: row?.staff ? toStaffMember(row.staff) : undefined,
    };
  }

  async staffMember(userId: string): Promise<StaffMember | undefined> {
    const [row]: StaffRow[] = await this.dataSource.query(
      `SELECT "user_id", "club_id", "role", "squad_ids", "active" FROM "${this.schema}"."scope_staff" WHERE "user_id" = $1`,
      [userId],
    );
    return row ? toStaffMember(row) : undefined;
  }
}

function toStaffMember(row: StaffRow): StaffMember {
  return { userId: row.user_id, clubId: row.club_id, role: row.role, squadIds: row.squad_ids, active: row.active };
}

/** ScopeRowsRepository.membershipJsonSql for the scope copy in `schema` (the benchmarks' floor runs it too). */
export function membershipJsonSql(schema: string, playerIdSql: string): string {
  return `(SELECT json_build_object('playerId', "player_id", 'clubId', "club_id", 'squadIds', "squad_ids")
     FROM "${schema}"."scope_players" WHERE "player_id" = ${playerIdSql})`;
}

/** A membership selected with `membershipJsonSql` (null or undefined: none on file). */
export function membershipOfJson(value: unknown): PlayerMembership | undefined {
  if (value === null || value === undefined) return undefined;
  const { playerId, clubId, squadIds } = value as { playerId: string; clubId: string; squadIds: string[] };
  return { playerId, clubId, squadIds };
}

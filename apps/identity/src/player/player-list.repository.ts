import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface PlayerListRow {
  id: string;
  userId: string | null;
  fullName: string | null;
  status: string;
  createdAt: Date;
  dateOfBirth: string | null;
  declaredAge: number | null;
  jerseyNumber: number | null;
  team: string | null;
  club: string | null;
  position: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userCreatedAt: Date | null;
}

export interface PlayerListRequest {
  search?: string;
  page: number;
  pageSize: number;
}

/** Adds the caller's scope as a condition on `p."id"`, pushing its values onto `params`. */
export type PlayerScopeCondition = (params: unknown[]) => string;

const everyone: PlayerScopeCondition = () => 'TRUE';

/** Players listed are the records of player accounts, and records without an account. */
const LISTED = `FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
  WHERE (u."id" IS NULL OR u."role" = 'player')`;

const PRIMARY_POSITION = `(SELECT x."position" FROM "identity"."player_positions" x
  WHERE x."player_id" = p."id" AND x."type" = 'primary' LIMIT 1)`;

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const searchFilter = (index: number) =>
  `AND (p."full_name" ILIKE $${index} OR u."email" ILIKE $${index} OR (u."first_name" || ' ' || u."last_name") ILIKE $${index}
    OR p."team_name" ILIKE $${index} OR p."club_name" ILIKE $${index})`;

/**
 * One page of the list: the page's ids first (the created_at index, then 25 rows), its details
 * after, so the primary-position lookup runs for the page only (exported for the benchmark).
 */
export function playerPageQuery(
  request: PlayerListRequest,
  scope: PlayerScopeCondition = everyone,
): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [request.pageSize, (request.page - 1) * request.pageSize];
  if (request.search) parameters.push(likePattern(request.search));
  const scoped = scope(parameters);
  const sql = `WITH page AS (
      SELECT p."id" ${LISTED} AND ${scoped} ${request.search ? searchFilter(3) : ''}
      ORDER BY p."created_at" DESC, p."id" ASC LIMIT $1 OFFSET $2)
    SELECT p."id", p."user_id" AS "userId", p."full_name" AS "fullName", p."status", p."created_at" AS "createdAt",
      to_char(p."date_of_birth", 'YYYY-MM-DD') AS "dateOfBirth", p."declared_age" AS "declaredAge",
      p."jersey_number" AS "jerseyNumber", p."team_name" AS "team", p."club_name" AS "club",
      ${PRIMARY_POSITION} AS "position",
      u."email", u."first_name" AS "firstName", u."last_name" AS "lastName",
      u."profile_image_url" AS "profileImageUrl", u."created_at" AS "userCreatedAt"
    FROM page JOIN "identity"."players" p ON p."id" = page."id" LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
    ORDER BY p."created_at" DESC, p."id" ASC`;
  return { sql, parameters };
}

/**
 * In one scan: the players matching the search, every listed player, and those with team, position
 * and age (spec §9 completeness, over the caller's players whatever the search). Exported for the benchmark.
 */
export function playerCountsQuery(
  search?: string,
  scope: PlayerScopeCondition = everyone,
): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = search ? [likePattern(search)] : [];
  const scoped = scope(parameters);
  const matching = search ? searchFilter(1).replace(/^AND /, '') : 'true';
  const sql = `SELECT count(*) FILTER (WHERE ${matching}) AS "matching", count(*) AS "total",
      count(*) FILTER (WHERE nullif(btrim(p."team_name"), '') IS NOT NULL
        AND (p."date_of_birth" IS NOT NULL OR p."declared_age" IS NOT NULL) AND x."player_id" IS NOT NULL) AS "complete"
    FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
      LEFT JOIN "identity"."player_positions" x ON x."player_id" = p."id" AND x."type" = 'primary'
    WHERE (u."id" IS NULL OR u."role" = 'player') AND ${scoped}`;
  return { sql, parameters };
}

/** The admin list's reads over `identity.players` (spec §2.13). */
@Injectable()
export class PlayerListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest players first; `search` matches the record's and the account's names, e-mail, team and club. */
  page(request: PlayerListRequest, scope: PlayerScopeCondition): Promise<PlayerListRow[]> {
    const { sql, parameters } = playerPageQuery(request, scope);
    return this.dataSource.query(sql, parameters);
  }

  /** The search's total and the club-wide figures. */
  async counts(
    search: string | undefined,
    scope: PlayerScopeCondition,
  ): Promise<{ matching: number; totalPlayers: number; completeProfiles: number }> {
    const { sql, parameters } = playerCountsQuery(search, scope);
    const rows: { matching: string; total: string; complete: string }[] = await this.dataSource.query(sql, parameters);
    return {
      matching: Number(rows[0]?.matching ?? 0),
      totalPlayers: Number(rows[0]?.total ?? 0),
      completeProfiles: Number(rows[0]?.complete ?? 0),
    };
  }
}

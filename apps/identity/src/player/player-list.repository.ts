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
  total: string;
}

export interface PlayerListRequest {
  search?: string;
  page: number;
  pageSize: number;
}

/** Players listed are the records of player accounts, and records without an account. */
const LISTED = `FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
  WHERE (u."id" IS NULL OR u."role" = 'player')`;

const PRIMARY_POSITION = `(SELECT x."position" FROM "identity"."player_positions" x
  WHERE x."player_id" = p."id" AND x."type" = 'primary' LIMIT 1)`;

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const searchFilter = (index: number) =>
  `AND (p."full_name" ILIKE $${index} OR u."email" ILIKE $${index} OR (u."first_name" || ' ' || u."last_name") ILIKE $${index}
    OR p."team_name" ILIKE $${index} OR p."club_name" ILIKE $${index})`;

/** One page of the list, with the matching total on every row (exported for the benchmark). */
export function playerPageQuery(request: PlayerListRequest): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [request.pageSize, (request.page - 1) * request.pageSize];
  if (request.search) parameters.push(likePattern(request.search));
  const sql = `SELECT p."id", p."user_id" AS "userId", p."full_name" AS "fullName", p."status", p."created_at" AS "createdAt",
      to_char(p."date_of_birth", 'YYYY-MM-DD') AS "dateOfBirth", p."declared_age" AS "declaredAge",
      p."jersey_number" AS "jerseyNumber", p."team_name" AS "team", p."club_name" AS "club",
      ${PRIMARY_POSITION} AS "position",
      u."email", u."first_name" AS "firstName", u."last_name" AS "lastName",
      u."profile_image_url" AS "profileImageUrl", u."created_at" AS "userCreatedAt",
      count(*) OVER () AS "total"
    ${LISTED} ${request.search ? searchFilter(3) : ''}
    ORDER BY p."created_at" DESC, p."id" ASC
    LIMIT $1 OFFSET $2`;
  return { sql, parameters };
}

/** Club-wide: every listed player, and those with team, position and age (spec §9 completeness). */
export const PLAYER_STATS_SQL = `SELECT count(*) AS "total",
    count(*) FILTER (WHERE nullif(btrim(p."team_name"), '') IS NOT NULL
      AND (p."date_of_birth" IS NOT NULL OR p."declared_age" IS NOT NULL)
      AND EXISTS (SELECT 1 FROM "identity"."player_positions" x WHERE x."player_id" = p."id" AND x."type" = 'primary')
    ) AS "complete"
  ${LISTED}`;

/** The admin list's reads over `identity.players` (spec §2.13). */
@Injectable()
export class PlayerListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest players first; `search` matches the record's and the account's names, e-mail, team and club. */
  page(request: PlayerListRequest): Promise<PlayerListRow[]> {
    const { sql, parameters } = playerPageQuery(request);
    return this.dataSource.query(sql, parameters);
  }

  /** Club-wide: every listed player, and those with team, position and age (spec §9 completeness). */
  async stats(): Promise<{ totalPlayers: number; completeProfiles: number }> {
    const rows: { total: string; complete: string }[] = await this.dataSource.query(PLAYER_STATS_SQL);
    return { totalPlayers: Number(rows[0]?.total ?? 0), completeProfiles: Number(rows[0]?.complete ?? 0) };
  }

  /** The total when the requested page is past the end (the window count needs a row). */
  async count(search?: string): Promise<number> {
    const parameters = search ? [likePattern(search)] : [];
    const filter = search ? searchFilter(1) : '';
    const rows: { total: string }[] = await this.dataSource.query(
      `SELECT count(*) AS "total" ${LISTED} ${filter}`,
      parameters,
    );
    return Number(rows[0]?.total ?? 0);
  }
}

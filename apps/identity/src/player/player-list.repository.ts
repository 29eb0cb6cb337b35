import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_PLAYER_COUNT_LOOKAHEAD } from '@portal/contracts';
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
  WHERE x."player_id" = m."id" AND x."type" = 'primary' LIMIT 1)`;

/** Joins the searched texts in `players.search_text` (migration PlayerSearchText1764400002700). */
const SEARCH_TEXT_SEPARATOR = '\u001f';

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * `search` as a condition on the trigram-indexed, lower-cased `search_text`: the record's name, team
 * and club, the account's e-mail and "first last", case-insensitive as ILIKE (which lower-cases both
 * sides in a UTF-8 database). A search holding the separator would match across two texts, which
 * the separate ILIKEs it stands for never did: it matches nothing.
 */
function searchCondition(search: string, parameters: unknown[]): string {
  if (search.includes(SEARCH_TEXT_SEPARATOR)) return 'FALSE';
  parameters.push(likePattern(search));
  return `p."search_text" LIKE lower($${parameters.length})`;
}

/** How many matches the page query reads past the page's start, to count them (see `total`). */
export function countLookahead(pageSize: number): number {
  return Math.max(ADMIN_PLAYER_COUNT_LOOKAHEAD, pageSize);
}

/**
 * One page of the list with its count, in one statement: the matching players in list order, read no
 * further than `countLookahead` rows past the page's start (`counted`), with what a row shows, then the
 * page's rows, so the primary-position lookup runs for the page only. Scoped and searched before paging;
 * the order (newest first, then id) is total, so pages neither repeat nor skip a player. One row with
 * null `id` carries `counted` when the page is empty. The account is joined once, in `matches` (it
 * decides who is listed and carries the row's account fields): fewer relations for the planner, whose
 * work was a third of a search's cost. Exported for the benchmark.
 */
export function playerPageQuery(
  request: PlayerListRequest,
  scope: PlayerScopeCondition = everyone,
): { sql: string; parameters: unknown[] } {
  const offset = (request.page - 1) * request.pageSize;
  const parameters: unknown[] = [request.pageSize, offset, offset + countLookahead(request.pageSize) + 1];
  const searched = request.search ? `AND ${searchCondition(request.search, parameters)}` : '';
  const scoped = scope(parameters);
  const sql = `WITH matches AS (
      SELECT p."id", p."user_id" AS "userId", p."full_name" AS "fullName", p."status", p."created_at" AS "createdAt",
        p."date_of_birth", p."declared_age" AS "declaredAge", p."jersey_number" AS "jerseyNumber",
        p."team_name" AS "team", p."club_name" AS "club", u."email", u."first_name" AS "firstName",
        u."last_name" AS "lastName", u."profile_image_url" AS "profileImageUrl", u."created_at" AS "userCreatedAt"
      ${LISTED} AND ${scoped} ${searched}
      ORDER BY p."created_at" DESC, p."id" ASC LIMIT $3)
    SELECT c."counted", m."id", m."userId", m."fullName", m."status", m."createdAt",
      to_char(m."date_of_birth", 'YYYY-MM-DD') AS "dateOfBirth", m."declaredAge", m."jerseyNumber", m."team",
      m."club", ${PRIMARY_POSITION} AS "position", m."email", m."firstName", m."lastName", m."profileImageUrl",
      m."userCreatedAt"
    FROM (SELECT count(*)::int AS "counted" FROM matches) c
      LEFT JOIN (SELECT * FROM matches ORDER BY "createdAt" DESC, "id" ASC LIMIT $1 OFFSET $2) m ON TRUE
    ORDER BY m."createdAt" DESC, m."id" ASC`;
  return { sql, parameters };
}

/**
 * The stat cards' figures over every player in the caller's scope, whatever the search: the listed
 * players and those with team, position and age (spec §9 completeness). A scan of the whole scope,
 * so only when asked. Exported for the benchmark.
 */
export function playerStatsQuery(scope: PlayerScopeCondition = everyone): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const scoped = scope(parameters);
  const sql = `SELECT count(*) AS "total",
      count(*) FILTER (WHERE nullif(btrim(p."team_name"), '') IS NOT NULL
        AND (p."date_of_birth" IS NOT NULL OR p."declared_age" IS NOT NULL) AND x."player_id" IS NOT NULL) AS "complete"
    FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
      LEFT JOIN "identity"."player_positions" x ON x."player_id" = p."id" AND x."type" = 'primary'
    WHERE (u."id" IS NULL OR u."role" = 'player') AND ${scoped}`;
  return { sql, parameters };
}

export interface PlayerListPage {
  rows: PlayerListRow[];
  /** Matches from the first one up to `countLookahead` rows past the page's start, whichever ends first. */
  counted: number;
}

/** The admin list's reads over `identity.players` (spec §2.13). */
@Injectable()
export class PlayerListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest players first; `search` matches the record's and the account's names, e-mail, team and club. */
  async page(request: PlayerListRequest, scope: PlayerScopeCondition): Promise<PlayerListPage> {
    const { sql, parameters } = playerPageQuery(request, scope);
    const rows: (PlayerListRow & { counted: number })[] = await this.dataSource.query(sql, parameters);
    return { rows: rows.filter((row) => row.id !== null), counted: rows[0]?.counted ?? 0 };
  }

  /** The club-wide figures of the stat cards. */
  async stats(scope: PlayerScopeCondition): Promise<{ totalPlayers: number; completeProfiles: number }> {
    const { sql, parameters } = playerStatsQuery(scope);
    const rows: { total: string; complete: string }[] = await this.dataSource.query(sql, parameters);
    return { totalPlayers: Number(rows[0]?.total ?? 0), completeProfiles: Number(rows[0]?.complete ?? 0) };
  }
}

import { Injectable } from '@nestjs/common';
import type { Role, SquadCoach, SquadCoachRole } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface SquadRow {
  id: string;
  clubId: string;
  name: string;
  season: string | null;
  ageGroup: string | null;
  takesSignups: boolean;
  hasInviteLink: boolean;
  archivedAt: Date | null;
  createdAt: Date;
}

export interface SquadListRow extends SquadRow {
  playerCount: number;
  coaches: SquadCoach[];
}

export interface SquadListFilter {
  clubId: string;
  includeArchived: boolean;
  /** Only the squads this user coaches. */
  coachUserId?: string;
}

const SQUAD_COLUMNS = `s."id", s."club_id" AS "clubId", s."name", s."season", s."age_group" AS "ageGroup",
  s."takes_signups" AS "takesSignups", (s."invite_code_hash" IS NOT NULL) AS "hasInviteLink",
  s."archived_at" AS "archivedAt", s."created_at" AS "createdAt"`;

const LIST_COLUMNS = `${SQUAD_COLUMNS},
  (SELECT count(*)::int FROM "identity"."squad_players" sp WHERE sp."squad_id" = s."id") AS "playerCount",
  COALESCE((SELECT json_agg(json_build_object('userId', u."id", 'firstName', u."first_name",
                                             'lastName', u."last_name", 'role', sc."role")
                            ORDER BY sc."role" = 'assistant', u."last_name", u."first_name", u."id")
              FROM "identity"."squad_coaches" sc JOIN "identity"."users" u ON u."id" = sc."user_id"
             WHERE sc."squad_id" = s."id"), '[]'::json) AS "coaches"`;

/** The only code that reads or writes `identity.squads`, `squad_players` and `squad_coaches` by squad. */
@Injectable()
export class SquadRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: SquadListFilter): Promise<SquadListRow[]> {
    const params: unknown[] = [filter.clubId];
    const conditions = [`s."club_id" = $1`];
    if (!filter.includeArchived) conditions.push(`s."archived_at" IS NULL`);
    if (filter.coachUserId) {
      params.push(filter.coachUserId);
      conditions.push(
        `EXISTS (SELECT 1 FROM "identity"."squad_coaches" mine WHERE mine."squad_id" = s."id" AND mine."user_id" = $${params.length})`,
      );
    }
    return this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM "identity"."squads" s WHERE ${conditions.join(' AND ')}
        ORDER BY s."archived_at" IS NOT NULL, lower(s."name"), s."id"`,
      params,
    );
  }

  async view(squadId: string): Promise<SquadListRow | undefined> {
    const [row]: SquadListRow[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM "identity"."squads" s WHERE s."id" = $1`,
      [squadId],
    );
    return row;
  }

  /** The squad if it belongs to the club, locked for the rest of the caller's transaction. */
  async findInClubForUpdate(manager: EntityManager, squadId: string, clubId: string): Promise<SquadRow | undefined> {
    const [row]: SquadRow[] = await manager.query(
      `SELECT ${SQUAD_COLUMNS} FROM "identity"."squads" s WHERE s."id" = $1 AND s."club_id" = $2 FOR UPDATE`,
      [squadId, clubId],
    );
    return row;
  }

  async insert(
    manager: EntityManager,
    squad: { clubId: string; name: string; season: string | null; ageGroup: string | null },
  ): Promise<string> {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO "identity"."squads" ("club_id", "name", "season", "age_group") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [squad.clubId, squad.name, squad.season, squad.ageGroup],
    );
    return row!.id;
  }

  async update(
    manager: EntityManager,
    squadId: string,
    changes: { name?: string; season?: string | null; ageGroup?: string | null; archivedAt?: Date | null },
  ): Promise<void> {
    const columns: Record<string, unknown> = {
      name: changes.name,
      season: changes.season,
      age_group: changes.ageGroup,
      archived_at: changes.archivedAt,
    };
    const assignments: string[] = [];
    const params: unknown[] = [squadId];
    for (const [column, value] of Object.entries(columns)) {
      if (value === undefined) continue;
      params.push(value);
      assignments.push(`"${column}" = $${params.length}`);
    }
    await manager.query(
      `UPDATE "identity"."squads" SET ${[...assignments, `"updated_at" = now()`].join(', ')} WHERE "id" = $1`,
      params,
    );
  }

  async members(manager: EntityManager, squadId: string): Promise<{ playerIds: string[]; coachIds: string[] }> {
    const players: { id: string }[] = await manager.query(
      `SELECT "player_id" AS "id" FROM "identity"."squad_players" WHERE "squad_id" = $1 ORDER BY "player_id"`,
      [squadId],
    );
    const coaches: { id: string }[] = await manager.query(
      `SELECT "user_id" AS "id" FROM "identity"."squad_coaches" WHERE "squad_id" = $1 ORDER BY "user_id"`,
      [squadId],
    );
    return { playerIds: players.map((row) => row.id), coachIds: coaches.map((row) => row.id) };
  }

  /** True when the player was not in the squad yet. */
  async addPlayer(manager: EntityManager, squadId: string, playerId: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "identity"."squad_players" ("squad_id", "player_id") VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING "player_id"`,
      [squadId, playerId],
    );
    return inserted.length > 0;
  }

  async removePlayer(manager: EntityManager, squadId: string, playerId: string): Promise<boolean> {
    const deleted: unknown[] = await manager.query(
      `DELETE FROM "identity"."squad_players" WHERE "squad_id" = $1 AND "player_id" = $2 RETURNING "player_id"`,
      [squadId, playerId],
    );
    return deleted.length > 0;
  }

  /** True when the coach was not in the squad yet (a new role for one who was changes no scope). */
  async addCoach(manager: EntityManager, squadId: string, userId: string, role: SquadCoachRole): Promise<boolean> {
    const [row]: { inserted: boolean }[] = await manager.query(
      `INSERT INTO "identity"."squad_coaches" ("squad_id", "user_id", "role") VALUES ($1, $2, $3)
       ON CONFLICT ("squad_id", "user_id") DO UPDATE SET "role" = EXCLUDED."role"
       RETURNING (xmax = 0) AS "inserted"`,
      [squadId, userId, role],
    );
    return Boolean(row?.inserted);
  }

  async removeCoach(manager: EntityManager, squadId: string, userId: string): Promise<boolean> {
    const deleted: unknown[] = await manager.query(
      `DELETE FROM "identity"."squad_coaches" WHERE "squad_id" = $1 AND "user_id" = $2 RETURNING "user_id"`,
      [squadId, userId],
    );
    return deleted.length > 0;
  }

  async setInviteCodeHash(manager: EntityManager, squadId: string, hash: string): Promise<void> {
    await manager.query(
      `UPDATE "identity"."squads" SET "invite_code_hash" = $2, "invite_code_created_at" = now(), "updated_at" = now()
        WHERE "id" = $1`,
      [squadId, hash],
    );
  }

  /** A player record of the club (`undefined` for another club's or an unknown id alike). */
  async playerInClub(manager: EntityManager, playerId: string, clubId: string): Promise<{ id: string } | undefined> {
    const [row]: { id: string }[] = await manager.query(
      `SELECT "id" FROM "identity"."players" WHERE "id" = $1 AND "club_id" = $2`,
      [playerId, clubId],
    );
    return row;
  }

  async userInClub(
    manager: EntityManager,
    userId: string,
    clubId: string,
  ): Promise<{ id: string; role: Role } | undefined> {
    const [row]: { id: string; role: Role }[] = await manager.query(
      `SELECT "id", "role" FROM "identity"."users" WHERE "id" = $1 AND "club_id" = $2`,
      [userId, clubId],
    );
    return row;
  }

  /** The live squads each user plays in or coaches, for the admin's user list. */
  async squadsOfUsers(userIds: readonly string[]): Promise<Map<string, { id: string; name: string }[]>> {
    const bySquad = new Map<string, { id: string; name: string }[]>();
    if (userIds.length === 0) return bySquad;
    const rows: { userId: string; id: string; name: string }[] = await this.dataSource.query(
      `SELECT member."user_id" AS "userId", s."id", s."name"
         FROM (SELECT sc."user_id", sc."squad_id" FROM "identity"."squad_coaches" sc WHERE sc."user_id" = ANY($1::uuid[])
               UNION
               SELECT p."user_id", sp."squad_id" FROM "identity"."squad_players" sp
                 JOIN "identity"."players" p ON p."id" = sp."player_id" WHERE p."user_id" = ANY($1::uuid[])) member
         JOIN "identity"."squads" s ON s."id" = member."squad_id" AND s."archived_at" IS NULL
        ORDER BY lower(s."name"), s."id"`,
      [userIds],
    );
    for (const row of rows) {
      const squads = bySquad.get(row.userId) ?? [];
      squads.push({ id: row.id, name: row.name });
      bySquad.set(row.userId, squads);
    }
    return bySquad;
  }
}

import { Injectable } from '@nestjs/common';
import type { Role } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface PlayerMembershipRow {
  playerId: string;
  userId: string | null;
  clubId: string;
  squadIds: string[];
  active: boolean;
}

export interface StaffMembershipRow {
  userId: string;
  clubId: string;
  role: Role;
  squadIds: string[];
  active: boolean;
}

/**
 * Reads where players and staff belong from identity's own tables (squads archived count as none)
 * and hands out the next membership version.
 */
@Injectable()
export class MembershipRepository {
  constructor(private readonly dataSource: DataSource) {}

  async player(manager: EntityManager, playerId: string): Promise<PlayerMembershipRow | undefined> {
    const [row]: PlayerMembershipRow[] = await manager.query(
      `SELECT p."id" AS "playerId", p."user_id" AS "userId", p."club_id" AS "clubId",
              ARRAY(SELECT sp."squad_id" FROM "identity"."squad_players" sp
                      JOIN "identity"."squads" s ON s."id" = sp."squad_id" AND s."archived_at" IS NULL
                     WHERE sp."player_id" = p."id" ORDER BY sp."squad_id") AS "squadIds",
              (u."deactivated_at" IS NULL) AS "active"
         FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
        WHERE p."id" = $1`,
      [playerId],
    );
    return row;
  }

  async staff(manager: EntityManager, userId: string): Promise<StaffMembershipRow | undefined> {
    const [row]: StaffMembershipRow[] = await manager.query(
      `SELECT u."id" AS "userId", u."club_id" AS "clubId", u."role",
              ARRAY(SELECT sc."squad_id" FROM "identity"."squad_coaches" sc
                      JOIN "identity"."squads" s ON s."id" = sc."squad_id" AND s."archived_at" IS NULL
                     WHERE sc."user_id" = u."id" ORDER BY sc."squad_id") AS "squadIds",
              (u."deactivated_at" IS NULL AND u."role" IN ('coach', 'admin')) AS "active"
         FROM "identity"."users" u
        WHERE u."id" = $1 AND u."club_id" IS NOT NULL`,
      [userId],
    );
    return row;
  }

  /** The squads a coach coaches now (not archived), for their actor. */
  async coachedSquadIds(userId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows: { squadId: string }[] = await manager.query(
      `SELECT sc."squad_id" AS "squadId" FROM "identity"."squad_coaches" sc
         JOIN "identity"."squads" s ON s."id" = sc."squad_id" AND s."archived_at" IS NULL
        WHERE sc."user_id" = $1 ORDER BY sc."squad_id"`,
      [userId],
    );
    return rows.map((row) => row.squadId);
  }

  async nextVersion(manager: EntityManager): Promise<number> {
    const [row]: { version: string }[] = await manager.query(
      `SELECT nextval('"identity"."membership_version"') AS "version"`,
    );
    return Number(row!.version);
  }
}

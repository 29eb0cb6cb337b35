import { Injectable } from '@nestjs/common';
import { type FamilyChild, MAX_CHILDREN_PER_PARENT } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface EndedGuardianship {
  parentUserId: string;
  playerId: string;
  parentEntryId: string;
}

const CHILD_SQL = `
  SELECT g."player_id" AS "playerId", p."full_name" AS "fullName", p."club_id" AS "clubId", c."name" AS "clubName",
         u."profile_image_url" AS "profilePhotoUrl", e."relationship", e."is_primary_contact" AS "isPrimaryContact",
         g."created_at" AS "since", g."last_visit_at" AS "lastVisitAt"
    FROM "identity"."guardianships" g
    JOIN "identity"."players" p ON p."id" = g."player_id"
    JOIN "identity"."clubs" c ON c."id" = p."club_id"
    JOIN "identity"."player_parents" e ON e."id" = g."parent_entry_id"
    LEFT JOIN "identity"."users" u ON u."id" = p."user_id"`;

type ChildRow = Omit<FamilyChild, 'since' | 'lastVisitAt'> & { since: Date; lastVisitAt: Date | null };

const toChild = (row: ChildRow): FamilyChild => ({
  ...row,
  since: new Date(row.since).toISOString(),
  lastVisitAt: row.lastVisitAt === null ? null : new Date(row.lastVisitAt).toISOString(),
});

/** The only code that reads or writes `identity.guardianships`. */
@Injectable()
export class GuardianshipRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The players a parent account is guardian of, oldest guardianship first (what its actor carries). */
  async childIdsOf(parentUserId: string, manager?: EntityManager): Promise<string[]> {
    const rows: { playerId: string }[] = await (manager ?? this.dataSource).query(
      `SELECT "player_id" AS "playerId" FROM "identity"."guardianships" WHERE "parent_user_id" = $1
        ORDER BY "created_at", "id" LIMIT ${MAX_CHILDREN_PER_PARENT}`,
      [parentUserId],
    );
    return rows.map((row) => row.playerId);
  }

  async exists(parentUserId: string, playerId: string, manager?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await (manager ?? this.dataSource).query(
      `SELECT 1 FROM "identity"."guardianships" WHERE "parent_user_id" = $1 AND "player_id" = $2`,
      [parentUserId, playerId],
    );
    return rows.length > 0;
  }

  /** Inserts the guardianship unless the pair exists; true when it was new. */
  async insert(
    manager: EntityManager,
    guardianship: { parentUserId: string; playerId: string; parentEntryId: string },
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "identity"."guardianships" ("parent_user_id", "player_id", "parent_entry_id") VALUES ($1, $2, $3)
       ON CONFLICT ("parent_user_id", "player_id") DO NOTHING RETURNING "id"`,
      [guardianship.parentUserId, guardianship.playerId, guardianship.parentEntryId],
    );
    return rows.length === 1;
  }

  /** Ends every guardianship that came from these entries; returns the ones ended. */
  async endForEntries(manager: EntityManager, parentEntryIds: readonly string[]): Promise<EndedGuardianship[]> {
    if (parentEntryIds.length === 0) return [];
    // pg answers a DELETE … RETURNING as [rows, count].
    const [rows]: [EndedGuardianship[], number] = await manager.query(
      `DELETE FROM "identity"."guardianships" WHERE "parent_entry_id" = ANY($1::uuid[])
       RETURNING "parent_user_id" AS "parentUserId", "player_id" AS "playerId", "parent_entry_id" AS "parentEntryId"`,
      [parentEntryIds],
    );
    return rows;
  }

  async children(parentUserId: string): Promise<FamilyChild[]> {
    const rows: ChildRow[] = await this.dataSource.query(
      `${CHILD_SQL} WHERE g."parent_user_id" = $1 ORDER BY p."full_name", g."player_id" LIMIT ${MAX_CHILDREN_PER_PARENT}`,
      [parentUserId],
    );
    return rows.map(toChild);
  }

  async child(parentUserId: string, playerId: string): Promise<FamilyChild | undefined> {
    const [row]: ChildRow[] = await this.dataSource.query(
      `${CHILD_SQL} WHERE g."parent_user_id" = $1 AND g."player_id" = $2`,
      [parentUserId, playerId],
    );
    return row ? toChild(row) : undefined;
  }

  /** Stamps the parent's visit to this child's home now; false when the child is not theirs. */
  async markVisited(parentUserId: string, playerId: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE "identity"."guardianships" SET "last_visit_at" = now() WHERE "parent_user_id" = $1 AND "player_id" = $2
       RETURNING "id"`,
      [parentUserId, playerId],
    );
    return rows.length === 1;
  }
}

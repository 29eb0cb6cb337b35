import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BirthDateSource, Consent, ConsentCapacity, ConsentType } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { SCALAR_COLUMNS, type ScalarField, type ScalarValues } from './player-record.rules';

/** One player's record as stored, before the display rules (age) are applied. */
export interface StoredPlayerRecord extends ScalarValues {
  id: string;
  userId: string | null;
  status: string;
  /** Who recorded the date of birth (null with none on file). */
  dateOfBirthSource: BirthDateSource | null;
  createdAt: string;
  updatedAt: string;
  user: {
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    createdAt: string;
    role: string;
  } | null;
  positions: { id: string; position: string; type: string }[];
  goals: { id: string; goalType: string; text: string }[];
  parents: {
    id: string;
    name: string;
    relationship: string | null;
    email: string | null;
    phone: string | null;
    isPrimaryContact: boolean;
  }[];
  consents: Consent[];
  /** The player's club's consent age. */
  consentAge: number;
}

export interface NewParentRow {
  id?: string;
  name: string;
  relationship: string | null;
  email: string | null;
  phone: string | null;
  isPrimaryContact: boolean;
}

const iso = (value: unknown): string => new Date(value as string).toISOString();

const scalarSelect = (Object.entries(SCALAR_COLUMNS) as [ScalarField, string][])
  .map(([field, column]) =>
    column === 'date_of_birth'
      ? `to_char(p."date_of_birth", 'YYYY-MM-DD') AS "${field}"`
      : `p."${column}" AS "${field}"`,
  )
  .join(', ');

/**
 * One round trip for whole records: the rows, their accounts and their lists as JSON. The lists are
 * bounded by the schema (10 positions, 20 goals, 10 parents, 3 consents).
 */
const recordSql = (where: string) => `
  SELECT p."id", p."user_id" AS "userId", p."status", p."created_at" AS "createdAt", p."updated_at" AS "updatedAt",
    p."date_of_birth_source" AS "dateOfBirthSource",
    ${scalarSelect},
    CASE WHEN u."id" IS NULL THEN NULL ELSE json_build_object(
      'email', u."email", 'firstName', u."first_name", 'lastName', u."last_name",
      'profileImageUrl', u."profile_image_url", 'createdAt', u."created_at", 'role', u."role") END AS "user",
    COALESCE((SELECT json_agg(json_build_object('id', x."id", 'position', x."position", 'type', x."type")
      ORDER BY x."sort_order", x."id") FROM "identity"."player_positions" x WHERE x."player_id" = p."id"), '[]') AS "positions",
    COALESCE((SELECT json_agg(json_build_object('id', x."id", 'goalType', x."goal_type", 'text', x."text")
      ORDER BY x."sort_order", x."id") FROM "identity"."player_goals" x WHERE x."player_id" = p."id"), '[]') AS "goals",
    COALESCE((SELECT json_agg(json_build_object('id', x."id", 'name', x."name", 'relationship', x."relationship",
      'email', x."email", 'phone', x."phone", 'isPrimaryContact', x."is_primary_contact")
      ORDER BY x."sort_order", x."created_at", x."id") FROM "identity"."player_parents" x WHERE x."player_id" = p."id"), '[]') AS "parents",
    COALESCE((SELECT json_agg(json_build_object('consentType', x."consent_type", 'granted', x."granted",
      'updatedAt', x."updated_at", 'updatedBy', x."updated_by",
      'updatedByName', NULLIF(btrim(concat_ws(' ', cu."first_name", cu."last_name")), ''),
      'updatedByCapacity', x."updated_by_capacity"))
      FROM "identity"."player_consents" x LEFT JOIN "identity"."users" cu ON cu."id" = x."updated_by"
      WHERE x."player_id" = p."id"), '[]') AS "consents",
    (SELECT c."consent_age" FROM "identity"."clubs" c WHERE c."id" = p."club_id") AS "consentAge"
  FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
  WHERE ${where}`;

/** One player's record. */
export const RECORD_SQL = recordSql(`p."id" = $1`);
/** The records of several players (those on file, in no particular order): the same reading, one statement. */
const RECORDS_SQL = recordSql(`p."id" = ANY($1::uuid[])`);

/** Instants as ISO strings, as the API shows them. */
function storedRecord(row: StoredPlayerRecord): StoredPlayerRecord {
  return {
    ...row,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    user: row.user ? { ...row.user, createdAt: iso(row.user.createdAt) } : null,
    consents: row.consents.map((consent) => ({ ...consent, updatedAt: consent.updatedAt && iso(consent.updatedAt) })),
  };
}

/** The only code that reads or writes the player record's columns and its child tables. */
@Injectable()
export class PlayerProfileRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findRecord(playerId: string, manager?: EntityManager): Promise<StoredPlayerRecord | null> {
    const rows: StoredPlayerRecord[] = await (manager ?? this.dataSource).query(RECORD_SQL, [playerId]);
    const row = rows[0];
    return row ? storedRecord(row) : null;
  }

  /** The records of these players that are on file, in no particular order. */
  async findRecords(playerIds: readonly string[]): Promise<StoredPlayerRecord[]> {
    const rows: StoredPlayerRecord[] = await this.dataSource.query(RECORDS_SQL, [playerIds]);
    return rows.map(storedRecord);
  }

  /** Locks the player row for the rest of the caller's transaction; false when there is none. */
  async lock(manager: EntityManager, playerId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM "identity"."players" WHERE "id" = $1 FOR UPDATE`, [
      playerId,
    ]);
    return rows.length === 1;
  }

  async playerIdOfUser(userId: string): Promise<string | null> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "identity"."players" WHERE "user_id" = $1`,
      [userId],
    );
    return rows[0]?.id ?? null;
  }

  async updateColumns(
    manager: EntityManager,
    playerId: string,
    /** A date of birth is written with its source (a check constraint keeps the two together). */
    values: Partial<ScalarValues> & { status?: string; dateOfBirthSource?: BirthDateSource | null },
  ): Promise<void> {
    const entries = Object.entries(values).filter(([, value]) => value !== undefined);
    const columns = entries.map(([field]) =>
      field === 'status'
        ? 'status'
        : field === 'dateOfBirthSource'
          ? 'date_of_birth_source'
          : (SCALAR_COLUMNS as Record<string, string>)[field]!,
    );
    const assignments = columns.map((column, index) => `"${column}" = $${index + 2}`);
    await manager.query(
      `UPDATE "identity"."players" SET ${[...assignments, `"updated_at" = now()`].join(', ')} WHERE "id" = $1`,
      [playerId, ...entries.map(([, value]) => value)],
    );
  }

  async replacePositions(
    manager: EntityManager,
    playerId: string,
    positions: { position: string; type: string }[],
  ): Promise<void> {
    await manager.query(`DELETE FROM "identity"."player_positions" WHERE "player_id" = $1`, [playerId]);
    for (const [index, position] of positions.entries()) {
      await manager.query(
        `INSERT INTO "identity"."player_positions" ("player_id", "position", "type", "sort_order") VALUES ($1, $2, $3, $4)`,
        [playerId, position.position, position.type, index],
      );
    }
  }

  async replaceGoals(manager: EntityManager, playerId: string, goals: { goalType: string; text: string }[]) {
    await manager.query(`DELETE FROM "identity"."player_goals" WHERE "player_id" = $1`, [playerId]);
    for (const [index, goal] of goals.entries()) {
      await manager.query(
        `INSERT INTO "identity"."player_goals" ("player_id", "goal_type", "text", "sort_order") VALUES ($1, $2, $3, $4)`,
        [playerId, goal.goalType, goal.text, index],
      );
    }
  }

  /**
   * Keeps the listed parents (edited in place by id), adds the new ones and removes the rest; returns
   * each listed entry's id, in the list's order (a new one's as inserted).
   */
  async syncParents(manager: EntityManager, playerId: string, parents: NewParentRow[]): Promise<string[]> {
    const kept = parents.flatMap((parent) => (parent.id ? [parent.id] : []));
    await manager.query(
      `DELETE FROM "identity"."player_parents" WHERE "player_id" = $1 AND NOT ("id" = ANY($2::uuid[]))`,
      [playerId, kept],
    );
    // Clear the primary flag first so moving it between two parents never trips the unique index.
    await manager.query(`UPDATE "identity"."player_parents" SET "is_primary_contact" = false WHERE "player_id" = $1`, [
      playerId,
    ]);
    const ids: string[] = [];
    for (const [index, parent] of parents.entries()) {
      const values = [parent.name, parent.relationship, parent.email, parent.phone, parent.isPrimaryContact, index];
      if (parent.id) {
        await manager.query(
          `UPDATE "identity"."player_parents" SET "name" = $3, "relationship" = $4, "email" = $5, "phone" = $6,
             "is_primary_contact" = $7, "sort_order" = $8 WHERE "id" = $1 AND "player_id" = $2`,
          [parent.id, playerId, ...values],
        );
        ids.push(parent.id);
      } else {
        const [row]: { id: string }[] = await manager.query(
          `INSERT INTO "identity"."player_parents"
             ("player_id", "name", "relationship", "email", "phone", "is_primary_contact", "sort_order")
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING "id"`,
          [playerId, ...values],
        );
        ids.push(row!.id);
      }
    }
    return ids;
  }

  /** One Parents & Guardians entry of the player, locked for the caller's transaction. */
  async lockParentEntry(
    manager: EntityManager,
    playerId: string,
    parentId: string,
  ): Promise<{ id: string; email: string | null } | undefined> {
    const [row]: { id: string; email: string | null }[] = await manager.query(
      `SELECT "id", "email" FROM "identity"."player_parents" WHERE "id" = $1 AND "player_id" = $2 FOR UPDATE`,
      [parentId, playerId],
    );
    return row;
  }

  /** What the consent rule reads: the date of birth on file and the club's consent age. */
  async consentSubject(
    manager: EntityManager,
    playerId: string,
  ): Promise<{ dateOfBirth: string | null; consentAge: number } | undefined> {
    const [row]: { dateOfBirth: string | null; consentAge: number }[] = await manager.query(
      `SELECT to_char(p."date_of_birth", 'YYYY-MM-DD') AS "dateOfBirth", c."consent_age" AS "consentAge"
         FROM "identity"."players" p JOIN "identity"."clubs" c ON c."id" = p."club_id" WHERE p."id" = $1`,
      [playerId],
    );
    return row;
  }

  async currentConsent(
    manager: EntityManager,
    playerId: string,
    consentType: ConsentType,
  ): Promise<{ granted: boolean } | null> {
    const rows: { granted: boolean }[] = await manager.query(
      `SELECT "granted" FROM "identity"."player_consents" WHERE "player_id" = $1 AND "consent_type" = $2`,
      [playerId, consentType],
    );
    return rows[0] ?? null;
  }

  /**
   * How many of these consents the player has granted now (a consent never given is not granted),
   * counting with `unchangedSince` only those not changed after it (to the millisecond, as the API
   * reports `updatedAt`).
   */
  async countGranted(playerId: string, consentTypes: readonly ConsentType[], unchangedSince?: string): Promise<number> {
    const rows: { granted: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS "granted" FROM "identity"."player_consents"
       WHERE "player_id" = $1 AND "consent_type" = ANY($2::text[]) AND "granted"
         AND ($3::timestamptz IS NULL OR date_trunc('milliseconds', "updated_at") <= $3::timestamptz)`,
      [playerId, [...new Set(consentTypes)], unchangedSince ?? null],
    );
    return rows[0]?.granted ?? 0;
  }

  /** Stores the consent and appends the change to the history; returns when it was recorded. */
  async recordConsent(
    manager: EntityManager,
    change: {
      playerId: string;
      consentType: ConsentType;
      granted: boolean;
      changedBy: string;
      capacity: ConsentCapacity;
    },
  ): Promise<string> {
    const rows: { changed_at: Date }[] = await manager.query(
      `INSERT INTO "identity"."player_consent_history" ("player_id", "consent_type", "granted", "changed_by", "changed_by_capacity")
       VALUES ($1, $2, $3, $4, $5) RETURNING "changed_at"`,
      [change.playerId, change.consentType, change.granted, change.changedBy, change.capacity],
    );
    const changedAt = rows[0]!.changed_at;
    await manager.query(
      `INSERT INTO "identity"."player_consents" ("player_id", "consent_type", "granted", "updated_at", "updated_by", "updated_by_capacity")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("player_id", "consent_type")
       DO UPDATE SET "granted" = EXCLUDED."granted", "updated_at" = EXCLUDED."updated_at", "updated_by" = EXCLUDED."updated_by",
                     "updated_by_capacity" = EXCLUDED."updated_by_capacity"`,
      [change.playerId, change.consentType, change.granted, changedAt, change.changedBy, change.capacity],
    );
    return changedAt.toISOString();
  }

  /** Newest first, with who made each change (bounded: the newest 200). */
  consentHistory(playerId: string): Promise<
    {
      id: string;
      consentType: string;
      granted: boolean;
      changedBy: string;
      firstName: string | null;
      lastName: string | null;
      role: string | null;
      capacity: string | null;
      changedAt: Date;
    }[]
  > {
    return this.dataSource.query(
      `SELECT h."id", h."consent_type" AS "consentType", h."granted", h."changed_by" AS "changedBy",
         u."first_name" AS "firstName", u."last_name" AS "lastName", u."role", h."changed_by_capacity" AS "capacity",
         h."changed_at" AS "changedAt"
       FROM "identity"."player_consent_history" h LEFT JOIN "identity"."users" u ON u."id" = h."changed_by"
       WHERE h."player_id" = $1 ORDER BY h."changed_at" DESC, h."id" DESC LIMIT 200`,
      [playerId],
    );
  }
}

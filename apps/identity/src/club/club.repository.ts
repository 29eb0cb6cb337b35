import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface ClubRow {
  id: string;
  name: string;
  slug: string;
  consentAge: number;
}

export interface SquadPlacement {
  clubId: string;
  squadId: string | null;
}

const CLUB_COLUMNS = `"id", "name", "slug", "consent_age" AS "consentAge"`;

/** The only code that reads or writes `identity.clubs`; also finds where a newcomer is placed. */
@Injectable()
export class ClubRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, club: Omit<ClubRow, 'id'>): Promise<ClubRow> {
    const [row]: ClubRow[] = await manager.query(
      `INSERT INTO "identity"."clubs" ("name", "slug", "consent_age") VALUES ($1, $2, $3) RETURNING ${CLUB_COLUMNS}`,
      [club.name, club.slug, club.consentAge],
    );
    return row!;
  }

  async findBySlug(slug: string): Promise<ClubRow | undefined> {
    const [row]: ClubRow[] = await this.dataSource.query(
      `SELECT ${CLUB_COLUMNS} FROM "identity"."clubs" WHERE "slug" = $1`,
      [slug],
    );
    return row;
  }

  async findById(id: string): Promise<ClubRow | undefined> {
    const [row]: ClubRow[] = await this.dataSource.query(
      `SELECT ${CLUB_COLUMNS} FROM "identity"."clubs" WHERE "id" = $1`,
      [id],
    );
    return row;
  }

  async setConsentAge(clubId: string, consentAge: number): Promise<ClubRow | undefined> {
    const [rows]: [ClubRow[], number] = await this.dataSource.query(
      `UPDATE "identity"."clubs" SET "consent_age" = $2 WHERE "id" = $1 RETURNING ${CLUB_COLUMNS}`,
      [clubId, consentAge],
    );
    return rows[0];
  }

  /** The club when the installation has exactly one, else undefined. */
  async onlyClub(): Promise<ClubRow | undefined> {
    const rows: ClubRow[] = await this.dataSource.query(`SELECT ${CLUB_COLUMNS} FROM "identity"."clubs" LIMIT 2`);
    return rows.length === 1 ? rows[0] : undefined;
  }

  /** The squad a club's sign-ups without an invite code land in, if it marked one (and it is not archived). */
  async signupSquadId(clubId: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row]: { id: string }[] = await manager.query(
      `SELECT "id" FROM "identity"."squads" WHERE "club_id" = $1 AND "takes_signups" AND "archived_at" IS NULL`,
      [clubId],
    );
    return row?.id ?? null;
  }

  /** The live squad whose invite code has this hash. */
  async placementByInviteHash(hash: string): Promise<SquadPlacement | undefined> {
    const [row]: { clubId: string; squadId: string }[] = await this.dataSource.query(
      `SELECT "club_id" AS "clubId", "id" AS "squadId" FROM "identity"."squads"
        WHERE "invite_code_hash" = $1 AND "archived_at" IS NULL`,
      [hash],
    );
    return row;
  }

  async addPlayerToSquad(manager: EntityManager, squadId: string, playerId: string): Promise<void> {
    await manager.query(
      `INSERT INTO "identity"."squad_players" ("squad_id", "player_id") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [squadId, playerId],
    );
  }

  async addCoachToSquad(
    manager: EntityManager,
    squadId: string,
    userId: string,
    role: 'head' | 'assistant',
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "identity"."squad_coaches" ("squad_id", "user_id", "role") VALUES ($1, $2, $3)
       ON CONFLICT ("squad_id", "user_id") DO UPDATE SET "role" = EXCLUDED."role"`,
      [squadId, userId, role],
    );
  }

  /** A user who stops being a coach coaches nothing. */
  async removeCoachFromAllSquads(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "identity"."squad_coaches" WHERE "user_id" = $1`, [userId]);
  }
}

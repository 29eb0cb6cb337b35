import { Injectable } from '@nestjs/common';
import type { ConsentRequest, ConsentType } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

interface RequestRow {
  id: string;
  playerId: string;
  playerName: string | null;
  consentType: ConsentType;
  requestedAt: Date;
  lastMailedAt: Date;
}

const toRequest = (row: RequestRow): ConsentRequest => ({
  ...row,
  requestedAt: new Date(row.requestedAt).toISOString(),
  lastMailedAt: new Date(row.lastMailedAt).toISOString(),
});

const REQUEST_COLUMNS = `r."id", r."player_id" AS "playerId", p."full_name" AS "playerName",
  r."consent_type" AS "consentType", r."created_at" AS "requestedAt", r."last_mailed_at" AS "lastMailedAt"`;

export interface RequestToMail {
  id: string;
  playerId: string;
  consentType: ConsentType;
  closed: boolean;
  playerName: string | null;
  clubName: string;
}

export interface GuardianEntry {
  id: string;
  name: string;
  email: string | null;
}

/** The only code that reads or writes `identity.consent_requests`. */
@Injectable()
export class ConsentRequestRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOpen(manager: EntityManager, playerId: string, consentType: ConsentType): Promise<ConsentRequest | null> {
    const [row]: RequestRow[] = await manager.query(
      `SELECT ${REQUEST_COLUMNS} FROM "identity"."consent_requests" r JOIN "identity"."players" p ON p."id" = r."player_id"
        WHERE r."player_id" = $1 AND r."consent_type" = $2 AND r."closed_at" IS NULL`,
      [playerId, consentType],
    );
    return row ? toRequest(row) : null;
  }

  async countStartedSince(
    manager: EntityManager,
    playerId: string,
    consentType: ConsentType,
    seconds: number,
  ): Promise<number> {
    const [row]: { count: string }[] = await manager.query(
      `SELECT count(*) AS "count" FROM "identity"."consent_requests"
        WHERE "player_id" = $1 AND "consent_type" = $2 AND "created_at" > now() - make_interval(secs => $3)`,
      [playerId, consentType, seconds],
    );
    return Number(row?.count ?? 0);
  }

  async insert(
    manager: EntityManager,
    request: { playerId: string; consentType: ConsentType; requestedBy: string },
  ): Promise<ConsentRequest> {
    const [inserted]: { id: string }[] = await manager.query(
      `INSERT INTO "identity"."consent_requests" ("player_id", "consent_type", "requested_by") VALUES ($1, $2, $3)
       RETURNING "id"`,
      [request.playerId, request.consentType, request.requestedBy],
    );
    return (await this.findOpen(manager, request.playerId, request.consentType)) ?? this.missing(inserted!.id);
  }

  /** Marks a reminder of the open request as mailed now; returns its number (1 for the first). */
  async markReminded(manager: EntityManager, requestId: string): Promise<{ reminder: number; lastMailedAt: string }> {
    // An UPDATE answers [rows, count] through TypeORM's PostgreSQL driver.
    const [[row]]: [{ reminder: number; lastMailedAt: Date }[], number] = await manager.query(
      `UPDATE "identity"."consent_requests" SET "reminders" = "reminders" + 1, "last_mailed_at" = now()
        WHERE "id" = $1 RETURNING "reminders" AS "reminder", "last_mailed_at" AS "lastMailedAt"`,
      [requestId],
    );
    if (!row) this.missing(requestId);
    return { reminder: row.reminder, lastMailedAt: new Date(row.lastMailedAt).toISOString() };
  }

  /** Closes the consent's open request (if any) with the family's decision. */
  async close(
    manager: EntityManager,
    close: { playerId: string; consentType: ConsentType; closedBy: string; granted: boolean },
  ): Promise<void> {
    await manager.query(
      `UPDATE "identity"."consent_requests" SET "closed_at" = now(), "closed_by" = $3, "outcome" = $4
        WHERE "player_id" = $1 AND "consent_type" = $2 AND "closed_at" IS NULL`,
      [close.playerId, close.consentType, close.closedBy, close.granted ? 'granted' : 'withdrawn'],
    );
  }

  /** The open requests of the children a parent account is guardian of, oldest first. */
  async openForParent(parentUserId: string): Promise<ConsentRequest[]> {
    const rows: RequestRow[] = await this.dataSource.query(
      `SELECT ${REQUEST_COLUMNS}
         FROM "identity"."consent_requests" r
         JOIN "identity"."players" p ON p."id" = r."player_id"
         JOIN "identity"."guardianships" g ON g."player_id" = r."player_id" AND g."parent_user_id" = $1
        WHERE r."closed_at" IS NULL
        ORDER BY r."created_at", r."id"`,
      [parentUserId],
    );
    return rows.map(toRequest);
  }

  async toMail(manager: EntityManager, requestId: string): Promise<RequestToMail | undefined> {
    const [row]: RequestToMail[] = await manager.query(
      `SELECT r."id", r."player_id" AS "playerId", r."consent_type" AS "consentType",
              r."closed_at" IS NOT NULL AS "closed", p."full_name" AS "playerName", c."name" AS "clubName"
         FROM "identity"."consent_requests" r
         JOIN "identity"."players" p ON p."id" = r."player_id"
         JOIN "identity"."clubs" c ON c."id" = p."club_id"
        WHERE r."id" = $1`,
      [requestId],
    );
    return row;
  }

  /** The player's Parents & Guardians entries (read only: the player record owns them). */
  async guardianEntries(manager: EntityManager, playerId: string): Promise<GuardianEntry[]> {
    return manager.query(
      `SELECT "id", "name", NULLIF(btrim("email"), '') AS "email" FROM "identity"."player_parents"
        WHERE "player_id" = $1 ORDER BY "sort_order", "created_at", "id"`,
      [playerId],
    );
  }

  private missing(id: string): never {
    throw new Error(`consent request ${id} vanished in its own transaction`);
  }
}

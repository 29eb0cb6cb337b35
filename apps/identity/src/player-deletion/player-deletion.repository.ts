import { Injectable } from '@nestjs/common';
import type { DeletionCapacity } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** A pending deletion request, as stored. */
export interface StoredDeletionRequest {
  id: string;
  playerId: string;
  requestedBy: string;
  capacity: DeletionCapacity;
  requestedAt: Date;
  confirmationExpiresAt: Date;
  confirmedAt: Date | null;
  scheduledFor: Date | null;
}

/** A request about to be mailed, with the names and address the mail needs. */
export interface DeletionRequestToSend extends StoredDeletionRequest {
  tokenHash: Buffer | null;
  email: string;
  firstName: string;
  playerName: string | null;
  clubName: string | null;
}

/** The player about to be erased: what the event, the audit and the session rewrites need. */
export interface PlayerToErase {
  id: string;
  userId: string | null;
  clubId: string | null;
  email: string | null;
  playerEmail: string | null;
}

const REQUEST_COLUMNS = `r."id", r."player_id" AS "playerId", r."requested_by" AS "requestedBy", r."capacity",
  r."requested_at" AS "requestedAt", r."confirmation_expires_at" AS "confirmationExpiresAt",
  r."confirmed_at" AS "confirmedAt", r."scheduled_for" AS "scheduledFor"`;

/**
 * The only code that reads or writes `identity.player_deletion_requests` and
 * `identity.player_deletion_audit`, and the one that erases a player from identity's tables.
 */
@Injectable()
export class PlayerDeletionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findForPlayer(playerId: string, manager?: EntityManager): Promise<StoredDeletionRequest | undefined> {
    const [row]: StoredDeletionRequest[] = await (manager ?? this.dataSource).query(
      `SELECT ${REQUEST_COLUMNS} FROM "identity"."player_deletion_requests" r WHERE r."player_id" = $1
       ${manager ? 'FOR UPDATE' : ''}`,
      [playerId],
    );
    return row;
  }

  /** A new request for the player, replacing one not confirmed yet (its link dies with it). */
  async replaceUnconfirmed(
    manager: EntityManager,
    request: { playerId: string; requestedBy: string; capacity: DeletionCapacity; ttlHours: number },
  ): Promise<StoredDeletionRequest> {
    await manager.query(
      `DELETE FROM "identity"."player_deletion_requests" WHERE "player_id" = $1 AND "confirmed_at" IS NULL`,
      [request.playerId],
    );
    const [row]: StoredDeletionRequest[] = await manager.query(
      `INSERT INTO "identity"."player_deletion_requests" AS r ("player_id", "requested_by", "capacity", "confirmation_expires_at")
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       RETURNING ${REQUEST_COLUMNS}`,
      [request.playerId, request.requestedBy, request.capacity, request.ttlHours],
    );
    return row!;
  }

  /** The request with its requester's address and the names the mail shows, locked while its mail is made. */
  async lockToSend(manager: EntityManager, id: string): Promise<DeletionRequestToSend | undefined> {
    const [row]: DeletionRequestToSend[] = await manager.query(
      `SELECT ${REQUEST_COLUMNS}, r."token_hash" AS "tokenHash", u."email", u."first_name" AS "firstName",
              p."full_name" AS "playerName", c."name" AS "clubName"
         FROM "identity"."player_deletion_requests" r
         JOIN "identity"."users" u ON u."id" = r."requested_by"
         JOIN "identity"."players" p ON p."id" = r."player_id"
         LEFT JOIN "identity"."clubs" c ON c."id" = p."club_id"
        WHERE r."id" = $1
        FOR UPDATE OF r`,
      [id],
    );
    return row;
  }

  async setToken(manager: EntityManager, id: string, tokenHash: Buffer): Promise<void> {
    await manager.query(`UPDATE "identity"."player_deletion_requests" SET "token_hash" = $2 WHERE "id" = $1`, [
      id,
      tokenHash,
    ]);
  }

  async lockByTokenHash(
    manager: EntityManager,
    tokenHash: Buffer,
  ): Promise<(StoredDeletionRequest & { playerName: string | null }) | undefined> {
    const [row]: (StoredDeletionRequest & { playerName: string | null })[] = await manager.query(
      `SELECT ${REQUEST_COLUMNS}, p."full_name" AS "playerName"
         FROM "identity"."player_deletion_requests" r JOIN "identity"."players" p ON p."id" = r."player_id"
        WHERE r."token_hash" = $1 FOR UPDATE OF r`,
      [tokenHash],
    );
    return row;
  }

  /** Confirms the request (its link is spent: the hash goes) and schedules the deletion. */
  async confirm(manager: EntityManager, id: string, confirmedAt: Date, scheduledFor: Date): Promise<void> {
    await manager.query(
      `UPDATE "identity"."player_deletion_requests"
          SET "confirmed_at" = $2, "scheduled_for" = $3, "token_hash" = NULL WHERE "id" = $1`,
      [id, confirmedAt, scheduledFor],
    );
  }

  async delete(manager: EntityManager, playerId: string): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `DELETE FROM "identity"."player_deletion_requests" WHERE "player_id" = $1`,
      [playerId],
    );
    return count > 0;
  }

  /**
   * Confirmed requests due now, locked and skipped by another sweep running at the same time (two
   * identity replicas never erase one player twice).
   */
  async lockDue(manager: EntityManager, limit: number): Promise<StoredDeletionRequest[]> {
    return manager.query(
      `SELECT ${REQUEST_COLUMNS} FROM "identity"."player_deletion_requests" r
        WHERE r."scheduled_for" IS NOT NULL AND r."scheduled_for" <= now()
        ORDER BY r."scheduled_for" LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async lockPlayer(manager: EntityManager, playerId: string): Promise<PlayerToErase | undefined> {
    const [row]: PlayerToErase[] = await manager.query(
      `SELECT p."id", p."user_id" AS "userId", p."club_id" AS "clubId", u."email", p."player_email" AS "playerEmail"
         FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
        WHERE p."id" = $1 FOR UPDATE OF p`,
      [playerId],
    );
    return row;
  }

  /**
   * Everything identity holds about the player, in the caller's transaction: the player record (its
   * positions, goals, Parents & Guardians entries, consents and their history, squad places,
   * guardianships, invitations and deletion request go with it, by their foreign keys), the account
   * (its reset links with it), its failed sign-in counts, and the copy of its membership. Returns the
   * parent accounts that were the player's guardians, whose sessions must be rewritten.
   */
  async erase(manager: EntityManager, player: PlayerToErase): Promise<string[]> {
    const guardians: { parentUserId: string }[] = await manager.query(
      `SELECT DISTINCT "parent_user_id" AS "parentUserId" FROM "identity"."guardianships" WHERE "player_id" = $1`,
      [player.id],
    );
    await manager.query(`DELETE FROM "identity"."players" WHERE "id" = $1`, [player.id]);
    if (player.userId) await manager.query(`DELETE FROM "identity"."users" WHERE "id" = $1`, [player.userId]);
    const emails = [player.email, player.playerEmail].filter((email): email is string => Boolean(email));
    if (emails.length > 0)
      await manager.query(`DELETE FROM "identity"."credential_attempts" WHERE lower("account") = ANY($1::text[])`, [
        emails.map((email) => email.toLowerCase()),
      ]);
    await manager.query(`DELETE FROM "identity"."scope_players" WHERE "player_id" = $1`, [player.id]);
    return guardians.map((row) => row.parentUserId);
  }

  async audit(
    manager: EntityManager,
    entry: { clubId: string | null; capacity: DeletionCapacity; requestedAt: Date; confirmedAt: Date | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "identity"."player_deletion_audit" ("club_id", "capacity", "requested_at", "confirmed_at")
       VALUES ($1, $2, $3, $4)`,
      [entry.clubId, entry.capacity, entry.requestedAt, entry.confirmedAt],
    );
  }
}

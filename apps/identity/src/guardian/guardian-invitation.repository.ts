import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface NewGuardianInvitation {
  parentEntryId: string;
  playerId: string;
  email: string;
  createdBy: string;
  ttlDays: number;
}

/** An invitation found by its link's hash, with what accepting it needs. */
export interface StoredGuardianInvitation {
  id: string;
  parentEntryId: string;
  playerId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** An invitation about to be mailed, with the names the mail shows. */
export interface InvitationToSend extends StoredGuardianInvitation {
  tokenHash: Buffer | null;
  entryName: string;
  playerName: string | null;
  clubName: string;
  inviterName: string | null;
}

const INVITATION_COLUMNS = `i."id", i."parent_entry_id" AS "parentEntryId", i."player_id" AS "playerId", i."email",
  i."expires_at" AS "expiresAt", i."used_at" AS "usedAt", i."revoked_at" AS "revokedAt"`;

/** The only code that reads or writes `identity.guardian_invitations`. */
@Injectable()
export class GuardianInvitationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new invitation, without its token yet (the mail sets it); the link lives from now. */
  async insert(manager: EntityManager, invitation: NewGuardianInvitation): Promise<{ id: string; expiresAt: Date }> {
    const [row]: { id: string; expiresAt: Date }[] = await manager.query(
      `INSERT INTO "identity"."guardian_invitations" ("parent_entry_id", "player_id", "email", "created_by", "expires_at")
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING "id", "expires_at" AS "expiresAt"`,
      [invitation.parentEntryId, invitation.playerId, invitation.email, invitation.createdBy, invitation.ttlDays],
    );
    return row!;
  }

  /** Every link of these entries not used yet stops working (a newer one, a changed e-mail). */
  async revokeUnused(manager: EntityManager, parentEntryIds: readonly string[]): Promise<void> {
    if (parentEntryIds.length === 0) return;
    await manager.query(
      `UPDATE "identity"."guardian_invitations" SET "revoked_at" = now()
        WHERE "parent_entry_id" = ANY($1::uuid[]) AND "used_at" IS NULL AND "revoked_at" IS NULL`,
      [parentEntryIds],
    );
  }

  async countCreatedSince(manager: EntityManager, parentEntryId: string, seconds: number): Promise<number> {
    const [row]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS "count" FROM "identity"."guardian_invitations"
        WHERE "parent_entry_id" = $1 AND "created_at" > now() - make_interval(secs => $2)`,
      [parentEntryId, seconds],
    );
    return row?.count ?? 0;
  }

  /** The invitation whose link has this hash, whatever its state; locked for the caller's transaction when a manager is given. */
  async findByTokenHash(tokenHash: Buffer, manager?: EntityManager): Promise<StoredGuardianInvitation | undefined> {
    const [row]: StoredGuardianInvitation[] = await (manager ?? this.dataSource).query(
      `SELECT ${INVITATION_COLUMNS} FROM "identity"."guardian_invitations" i WHERE i."token_hash" = $1
       ${manager ? 'FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return row;
  }

  /** The invitation with the entry's, player's, club's and inviter's names, locked while its mail is made. */
  async lockToSend(manager: EntityManager, id: string): Promise<InvitationToSend | undefined> {
    const [row]: InvitationToSend[] = await manager.query(
      `SELECT ${INVITATION_COLUMNS}, i."token_hash" AS "tokenHash", e."name" AS "entryName", p."full_name" AS "playerName",
              c."name" AS "clubName", NULLIF(btrim(concat_ws(' ', u."first_name", u."last_name")), '') AS "inviterName"
         FROM "identity"."guardian_invitations" i
         JOIN "identity"."player_parents" e ON e."id" = i."parent_entry_id"
         JOIN "identity"."players" p ON p."id" = i."player_id"
         JOIN "identity"."clubs" c ON c."id" = p."club_id"
         LEFT JOIN "identity"."users" u ON u."id" = i."created_by"
        WHERE i."id" = $1
        FOR UPDATE OF i`,
      [id],
    );
    return row;
  }

  async setToken(manager: EntityManager, id: string, tokenHash: Buffer): Promise<void> {
    await manager.query(
      `UPDATE "identity"."guardian_invitations" SET "token_hash" = $2, "sent_at" = now() WHERE "id" = $1`,
      [id, tokenHash],
    );
  }

  async markUsed(manager: EntityManager, id: string, userId: string): Promise<void> {
    await manager.query(
      `UPDATE "identity"."guardian_invitations" SET "used_at" = now(), "used_by" = $2 WHERE "id" = $1`,
      [id, userId],
    );
  }
}

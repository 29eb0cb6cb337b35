import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface NewStaffInvitation {
  clubId: string;
  email: string;
  role: 'coach' | 'admin';
  tokenHash: Buffer;
  invitedBy: string;
  ttlDays: number;
}

export interface UsableStaffInvitation {
  id: string;
  clubId: string;
  email: string;
  role: 'coach' | 'admin';
}

/** The only code that reads or writes `identity.staff_invitations`. */
@Injectable()
export class StaffInvitationRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, invitation: NewStaffInvitation): Promise<{ id: string; expiresAt: Date }> {
    const [row]: { id: string; expiresAt: Date }[] = await manager.query(
      `INSERT INTO "identity"."staff_invitations" ("club_id", "email", "role", "token_hash", "invited_by", "expires_at")
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING "id", "expires_at" AS "expiresAt"`,
      [
        invitation.clubId,
        invitation.email,
        invitation.role,
        invitation.tokenHash,
        invitation.invitedBy,
        invitation.ttlDays,
      ],
    );
    return row!;
  }

  /** An unused, unexpired invitation; locked for the caller's transaction when a manager is given. */
  async findUsable(tokenHash: Buffer, manager?: EntityManager): Promise<UsableStaffInvitation | undefined> {
    const [row]: UsableStaffInvitation[] = await (manager ?? this.dataSource).query(
      `SELECT "id", "club_id" AS "clubId", "email", "role" FROM "identity"."staff_invitations"
        WHERE "token_hash" = $1 AND "accepted_at" IS NULL AND "expires_at" > now()
        ${manager ? 'FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return row;
  }

  async markAccepted(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE "identity"."staff_invitations" SET "accepted_at" = now() WHERE "id" = $1`, [id]);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export interface UsableResetToken {
  id: string;
  userId: string;
}

/** The only code that reads or writes `identity.password_reset_tokens`. */
@Injectable()
export class PasswordResetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countSince(userId: string, sinceSeconds: number): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) AS "count" FROM "identity"."password_reset_tokens"
        WHERE "user_id" = $1 AND "created_at" > now() - make_interval(secs => $2)`,
      [userId, sinceSeconds],
    );
    return Number(rows[0]?.count ?? 0);
  }

  async insert(userId: string, tokenHash: Buffer, ttlMinutes: number): Promise<string> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO "identity"."password_reset_tokens" ("user_id", "token_hash", "expires_at")
       VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING "id"`,
      [userId, tokenHash, ttlMinutes],
    );
    return rows[0]!.id;
  }

  /** An unused, unexpired token; locked for the caller's transaction when a manager is given. */
  async findUsable(tokenHash: Buffer, manager?: EntityManager): Promise<UsableResetToken | null> {
    const rows: { id: string; user_id: string }[] = await (manager ?? this.dataSource).query(
      `SELECT "id", "user_id" FROM "identity"."password_reset_tokens"
        WHERE "token_hash" = $1 AND "used_at" IS NULL AND "expires_at" > now()
        ${manager ? 'FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return rows[0] ? { id: rows[0].id, userId: rows[0].user_id } : null;
  }

  /** Uses the token and retires every other open link of the user with it. */
  async useAllOfUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE "identity"."password_reset_tokens" SET "used_at" = now() WHERE "user_id" = $1 AND "used_at" IS NULL`,
      [userId],
    );
  }

  /** Links that expired or were used a day ago serve nothing any more. */
  async deleteSpent(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "identity"."password_reset_tokens"
        WHERE coalesce("used_at", "expires_at") < now() - interval '1 day'`,
    );
  }
}

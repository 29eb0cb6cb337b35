import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { FailureRecord } from './credential-throttle.rules';

export interface SourceRecord extends FailureRecord {
  lastSucceededAt: Date | null;
}

interface SourceRow {
  failures: number;
  last_failed_at: Date | null;
  last_succeeded_at: Date | null;
}

/** Rows untouched this long are deleted (a known address is forgotten after as long). */
const RETENTION = '30 days';
/** At most this many stale rows go per sweep, so no sweep holds up a login. */
const SWEEP_BATCH = 200;

/** The only code that reads or writes `identity.credential_attempts`. */
@Injectable()
export class CredentialAttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The (account, source) row, created if missing and locked for the caller's transaction. */
  async lockSource(manager: EntityManager, account: string, source: string): Promise<SourceRecord> {
    await manager.query(
      `INSERT INTO "identity"."credential_attempts" ("account", "source") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [account, source],
    );
    const rows: SourceRow[] = await manager.query(
      `SELECT "failures", "last_failed_at", "last_succeeded_at" FROM "identity"."credential_attempts"
        WHERE "account" = $1 AND "source" = $2 FOR UPDATE`,
      [account, source],
    );
    const row = rows[0];
    return {
      failures: row?.failures ?? 0,
      lastFailedAt: row?.last_failed_at ?? null,
      lastSucceededAt: row?.last_succeeded_at ?? null,
    };
  }

  /** Failures of every source of the account whose last failure is recent enough to count. */
  async accountFailures(manager: EntityManager, account: string, sinceSeconds: number): Promise<FailureRecord> {
    const rows: { failures: string | null; last_failed_at: Date | null }[] = await manager.query(
      `SELECT sum("failures") AS "failures", max("last_failed_at") AS "last_failed_at"
         FROM "identity"."credential_attempts"
        WHERE "account" = $1 AND "last_failed_at" > now() - make_interval(secs => $2)`,
      [account, sinceSeconds],
    );
    return { failures: Number(rows[0]?.failures ?? 0), lastFailedAt: rows[0]?.last_failed_at ?? null };
  }

  async recordFailure(manager: EntityManager, account: string, source: string, failures: number, at: Date) {
    await manager.query(
      `UPDATE "identity"."credential_attempts" SET "failures" = $3, "last_failed_at" = $4, "updated_at" = now()
        WHERE "account" = $1 AND "source" = $2`,
      [account, source, failures, at],
    );
  }

  /** A correct secret clears this source's failures (not the account's other sources) and marks it known. */
  async recordSuccess(account: string, source: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "identity"."credential_attempts"
          SET "failures" = 0, "last_failed_at" = NULL, "last_succeeded_at" = now(), "updated_at" = now()
        WHERE "account" = $1 AND "source" = $2`,
      [account, source],
    );
  }

  async sweepStale(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "identity"."credential_attempts" WHERE ctid IN (
         SELECT ctid FROM "identity"."credential_attempts"
          WHERE "updated_at" < now() - interval '${RETENTION}' LIMIT ${SWEEP_BATCH})`,
    );
  }
}

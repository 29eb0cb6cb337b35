import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox and processed-event tables every service needs. Each service lists the class this
 * returns first among its migrations; the schema is the service's own.
 */
export function platformTablesMigration(schema: string): new () => MigrationInterface {
  return class PlatformTables1763700000000 implements MigrationInterface {
    name = 'PlatformTables1763700000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE "${schema}"."outbox_events" (
          "seq" bigserial PRIMARY KEY,
          "id" uuid NOT NULL UNIQUE,
          "name" text NOT NULL,
          "payload" jsonb NOT NULL,
          "request_id" text,
          "occurred_at" timestamptz NOT NULL DEFAULT now(),
          "published_at" timestamptz
        )`);
      await queryRunner.query(
        `CREATE INDEX "outbox_events_unpublished" ON "${schema}"."outbox_events" ("seq") WHERE "published_at" IS NULL`,
      );
      await queryRunner.query(`
        CREATE TABLE "${schema}"."processed_events" (
          "consumer" text NOT NULL,
          "event_id" uuid NOT NULL,
          "processed_at" timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY ("consumer", "event_id")
        )`);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE "${schema}"."processed_events"`);
      await queryRunner.query(`DROP TABLE "${schema}"."outbox_events"`);
    }
  };
}

/**
 * The outbox row keeps the W3C trace context of the request that wrote it, so the published event
 * (and the consumers that handle it) can be linked back to that request's trace.
 */
export function platformTraceContextMigration(schema: string): new () => MigrationInterface {
  return class PlatformTraceContext1763700002000 implements MigrationInterface {
    name = 'PlatformTraceContext1763700002000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`ALTER TABLE "${schema}"."outbox_events" ADD COLUMN IF NOT EXISTS "trace_parent" text`);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`ALTER TABLE "${schema}"."outbox_events" DROP COLUMN IF EXISTS "trace_parent"`);
    }
  };
}

/**
 * Idempotency-Keys of the changes this service committed, recorded in the change's own transaction
 * (the primary key makes a repeat of the same key roll back), with the answer once it was sent.
 */
export function platformIdempotencyKeysMigration(schema: string): new () => MigrationInterface {
  return class PlatformIdempotencyKeys1764090000000 implements MigrationInterface {
    name = 'PlatformIdempotencyKeys1764090000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE IF NOT EXISTS "${schema}"."idempotency_keys" (
          "user_id" text NOT NULL,
          "subject" text NOT NULL,
          "key" text NOT NULL,
          "fingerprint" text NOT NULL,
          "answer" jsonb,
          "created_at" timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY ("user_id", "subject", "key")
        )`);
      await queryRunner.query(
        `CREATE INDEX IF NOT EXISTS "idempotency_keys_user_created" ON "${schema}"."idempotency_keys" ("user_id", "created_at")`,
      );
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE IF EXISTS "${schema}"."idempotency_keys"`);
    }
  };
}

import { Client } from 'pg';
import type { Logger } from 'pino';
import { DataSource, type MigrationInterface, type MixedList } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { type BaseConfig, databaseNameOf, databaseUrl, redactUrl } from '../config';

export interface ServiceDatabaseOptions {
  schema: string;
  migrations: MixedList<Function | (new () => MigrationInterface)>;
  applicationName: string;
}

export function buildDataSourceOptions(config: BaseConfig, options: ServiceDatabaseOptions): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl(config.POSTGRES_URL, databaseNameOf(config)),
    schema: options.schema,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
    applicationName: options.applicationName,
    poolSize: config.DATABASE_POOL_SIZE,
    extra: { connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 },
  };
}

/** Creates the deployment's database if it does not exist; safe when several processes race. */
export async function ensureDatabase(postgresUrl: string, databaseName: string): Promise<void> {
  const client = new Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot reach PostgreSQL at ${redactUrl(postgresUrl)}: ${(error as Error).message}`);
  }
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE "${databaseName}"`).catch((error: { code?: string }) => {
        // 42P04 duplicate_database, 23505 unique_violation: another process created it first.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Creates the service's schema and runs its pending migrations, under an advisory lock so replicas
 * starting together do not run the same migration twice.
 */
export async function migrateServiceDatabase(
  config: BaseConfig,
  options: ServiceDatabaseOptions,
  logger: Logger,
): Promise<string[]> {
  await ensureDatabase(config.POSTGRES_URL, databaseNameOf(config));
  const dataSource = new DataSource({ ...buildDataSourceOptions(config, options), poolSize: 2 });
  await dataSource.initialize();
  const lockRunner = dataSource.createQueryRunner();
  try {
    await lockRunner.connect();
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${options.schema}`]);
    await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((migration) => migration.name);
    logger.info(
      { schema: options.schema, applied: names },
      names.length ? 'migrations applied' : 'database schema up to date',
    );
    return names;
  } finally {
    await lockRunner
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${options.schema}`])
      .catch(() => undefined);
    await lockRunner.release();
    await dataSource.destroy();
  }
}

export async function isDatabaseUp(dataSource: DataSource, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = dataSource
    .query('SELECT 1')
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

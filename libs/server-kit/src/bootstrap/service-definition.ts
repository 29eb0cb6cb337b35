import type { DynamicModule, Type } from '@nestjs/common';
import { type ServiceName, serviceSchema } from '@portal/contracts';
import type { MigrationInterface } from 'typeorm';
import { platformIdempotencyKeysMigration, platformTablesMigration, platformTraceContextMigration } from '../database';
import type { ServiceDatabaseOptions } from '../database';
import { platformScopeTablesMigration } from '../scope/scope-tables.migration';

export interface ServiceDefinition {
  name: ServiceName;
  /** The service's own migrations, oldest first; the platform tables migration is added before them. */
  migrations: (new () => MigrationInterface)[];
  /** Feature modules holding the service's controllers and providers. */
  imports: (Type | DynamicModule)[];
}

export function databaseOptionsOf(definition: ServiceDefinition, processName: string): ServiceDatabaseOptions {
  const schema = serviceSchema(definition.name);
  return {
    schema,
    migrations: [
      platformTablesMigration(schema),
      platformTraceContextMigration(schema),
      ...definition.migrations,
      platformIdempotencyKeysMigration(schema),
      platformScopeTablesMigration(schema),
    ],
    applicationName: processName,
  };
}

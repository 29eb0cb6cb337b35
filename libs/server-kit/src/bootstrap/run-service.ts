import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { serviceSchema } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config';
import { isDatabaseUp, migrateServiceDatabase } from '../database';
import { PgIdempotencyRecords } from '../idempotency';
import { createLogger, PinoNestLogger } from '../logging';
import { NatsRpcTransport, PassThroughRpcFilter, actorTokensFromConfig, natsClientSecurity } from '../nats';
import { prepareServiceProcess, serveUntilSignalled } from './prepare-process';
import { serviceEnvSchema } from './service-config';
import { type ServiceDefinition, databaseOptionsOf } from './service-definition';
import { exitOnFatal } from './shutdown';

/** Entry point of a service's RPC process: config, migrations, NATS transport, graceful shutdown. */
export async function runService(definition: ServiceDefinition): Promise<void> {
  const { config, logger, root } = await prepareServiceProcess({
    definition,
    processName: definition.name,
    envSchema: serviceEnvSchema,
    withRpcHandlers: true,
    withOutboxRelay: true,
  });
  try {
    const transport = new NatsRpcTransport({
      natsUrl: config.NATS_URL,
      namespace: config.PORTAL_NAMESPACE,
      service: definition.name,
      logger,
      actorTokens: actorTokensFromConfig(config, logger),
      security: natsClientSecurity(config, definition.name, logger),
    });
    const app = await NestFactory.createMicroservice(root, { strategy: transport, logger: new PinoNestLogger(logger) });
    transport.useIdempotencyRecords(new PgIdempotencyRecords(app.get(DataSource), serviceSchema(definition.name)));
    app.useGlobalFilters(new PassThroughRpcFilter());
    await app.listen();
    const dataSource = app.get(DataSource);
    serveUntilSignalled(
      config,
      logger,
      () => isDatabaseUp(dataSource),
      () => app.close(),
    );
    logger.info(
      { namespace: config.PORTAL_NAMESPACE, version: config.PORTAL_VERSION },
      `${definition.name} service ready`,
    );
  } catch (error) {
    exitOnFatal(logger, 'service failed to start')(error);
  }
}

/** Entry point of a service's `migrate` command. */
export async function runMigrations(definition: ServiceDefinition): Promise<void> {
  const processName = `${definition.name}-migrate`;
  const config = loadConfigOrExit(serviceEnvSchema, processName);
  const logger = createLogger(processName, config.LOG_LEVEL);
  try {
    await migrateServiceDatabase(config, databaseOptionsOf(definition, processName), logger);
  } catch (error) {
    exitOnFatal(logger, 'migration failed')(error);
  }
}

import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { migrateServiceDatabase, isDatabaseUp } from '../database';
import { createLogger, PinoNestLogger } from '../logging';
import { NatsRpcTransport, PassThroughRpcFilter } from '../nats';
import { loadConfigOrExit } from '../config';
import { ServicePlatformModule } from './platform.module';
import { startProbeServer } from './probe-server';
import { serviceEnvSchema } from './service-config';
import { type ServiceDefinition, databaseOptionsOf } from './service-definition';
import { exitGracefullyOnSignals, exitOnFatal } from './shutdown';

@Module({})
class ServiceRootModule {}

/** Entry point of a service's RPC process: config, migrations, NATS transport, graceful shutdown. */
export async function runService(definition: ServiceDefinition): Promise<void> {
  const processName = definition.name;
  const config = loadConfigOrExit(serviceEnvSchema, processName);
  const logger = createLogger(processName, config.LOG_LEVEL);
  const fatal = exitOnFatal(logger, 'service failed to start');
  try {
    await migrateServiceDatabase(config, databaseOptionsOf(definition, processName), logger);
    const root: DynamicModule = {
      module: ServiceRootModule,
      imports: [
        ServicePlatformModule.forRoot({
          definition,
          config,
          logger,
          processName,
          withRpcHandlers: true,
          withOutboxRelay: true,
        }),
        ...definition.imports,
      ],
    };
    const app = await NestFactory.createMicroservice(root, {
      strategy: new NatsRpcTransport({
        natsUrl: config.NATS_URL,
        namespace: config.PORTAL_NAMESPACE,
        service: definition.name,
        logger,
      }),
      logger: new PinoNestLogger(logger),
    });
    app.useGlobalFilters(new PassThroughRpcFilter());
    await app.listen();
    const dataSource = app.get(DataSource);
    const probe = config.HEALTH_PORT ? startProbeServer(config.HEALTH_PORT, () => isDatabaseUp(dataSource)) : undefined;
    exitGracefullyOnSignals(
      async () => {
        probe?.close();
        await app.close();
      },
      logger,
      config.SHUTDOWN_TIMEOUT_MS,
    );
    logger.info({ namespace: config.PORTAL_NAMESPACE, version: config.PORTAL_VERSION }, `${processName} service ready`);
  } catch (error) {
    fatal(error);
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

import 'reflect-metadata';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { QueueName } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config';
import { isDatabaseUp, migrateServiceDatabase } from '../database';
import { type JobName, type JobProcessor, createWorker, redisConnection } from '../jobs';
import { createLogger, PinoNestLogger } from '../logging';
import { ServicePlatformModule } from './platform.module';
import { startProbeServer } from './probe-server';
import { workerEnvSchema } from './service-config';
import { type ServiceDefinition, databaseOptionsOf } from './service-definition';
import { exitGracefullyOnSignals, exitOnFatal } from './shutdown';
import { JOB_PROCESSORS } from './tokens';

export type JobProcessors = Partial<Record<JobName, JobProcessor>>;

export interface WorkerDefinition {
  service: ServiceDefinition;
  queue: QueueName;
  /** A module that provides JOB_PROCESSORS (a JobProcessors map) from its own dependencies. */
  processorsModule: Type | DynamicModule;
}

@Module({})
class WorkerRootModule {}

/** Entry point of a service's BullMQ worker process, scaled apart from its RPC process. */
export async function runWorker(worker: WorkerDefinition): Promise<void> {
  const definition = worker.service;
  const processName = `${definition.name}-worker`;
  const config = loadConfigOrExit(workerEnvSchema, processName);
  const logger = createLogger(processName, config.LOG_LEVEL);
  try {
    await migrateServiceDatabase(config, databaseOptionsOf(definition, processName), logger);
    const root: DynamicModule = {
      module: WorkerRootModule,
      imports: [
        ServicePlatformModule.forRoot({
          definition,
          config,
          logger,
          processName,
          withRpcHandlers: false,
          withOutboxRelay: true,
        }),
        worker.processorsModule,
      ],
    };
    const app = await NestFactory.createApplicationContext(root, { logger: new PinoNestLogger(logger) });
    await app.init();
    const connection = redisConnection(config.REDIS_URL);
    const bullWorker = createWorker({
      namespace: config.PORTAL_NAMESPACE,
      queue: worker.queue,
      connection,
      concurrency: config.WORKER_CONCURRENCY,
      lockDurationMs: config.WORKER_LOCK_MS,
      logger,
      processors: app.get<JobProcessors>(JOB_PROCESSORS),
    });
    void bullWorker.run();
    await bullWorker.waitUntilReady();
    const dataSource = app.get(DataSource);
    const probe = config.HEALTH_PORT
      ? startProbeServer(config.HEALTH_PORT, async () => bullWorker.isRunning() && (await isDatabaseUp(dataSource)))
      : undefined;
    exitGracefullyOnSignals(
      async () => {
        probe?.close();
        await bullWorker.close(); // waits for active jobs to finish
        await connection.quit().catch(() => undefined);
        await app.close();
      },
      logger,
      config.SHUTDOWN_TIMEOUT_MS,
    );
    logger.info({ queue: worker.queue, concurrency: config.WORKER_CONCURRENCY }, `${processName} ready`);
  } catch (error) {
    exitOnFatal(logger, 'worker failed to start')(error);
  }
}

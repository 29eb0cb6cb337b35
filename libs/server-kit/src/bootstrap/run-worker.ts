import 'reflect-metadata';
import { type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { QueueName } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { isDatabaseUp } from '../database';
import { bindJobHandlers, createWorker, redisConnection } from '../jobs';
import { PinoNestLogger } from '../logging';
import { prepareServiceProcess, serveUntilSignalled } from './prepare-process';
import { workerEnvSchema } from './service-config';
import type { ServiceDefinition } from './service-definition';
import { exitOnFatal } from './shutdown';

export interface WorkerDefinition {
  service: ServiceDefinition;
  queue: QueueName;
  /** Modules providing the queue's `@OnJob` handlers (`*.processor.ts`) and what they need. */
  imports: (Type | DynamicModule)[];
}

/** Entry point of a service's BullMQ worker process, scaled apart from its RPC process. */
export async function runWorker(worker: WorkerDefinition): Promise<void> {
  const processName = `${worker.service.name}-worker`;
  const { config, logger, root } = await prepareServiceProcess({
    definition: worker.service,
    processName,
    envSchema: workerEnvSchema,
    withRpcHandlers: false,
    // Jobs publish events through the outbox like the service does, so the worker relays too.
    withOutboxRelay: true,
    imports: worker.imports,
  });
  try {
    const app = await NestFactory.createApplicationContext(root, { logger: new PinoNestLogger(logger) });
    await app.init();
    const handlers = bindJobHandlers(app, worker.queue);
    const connection = redisConnection(config.REDIS_URL);
    const bullWorker = createWorker({
      namespace: config.PORTAL_NAMESPACE,
      queue: worker.queue,
      connection,
      concurrency: config.WORKER_CONCURRENCY,
      lockDurationMs: config.WORKER_LOCK_MS,
      logger,
      handlers,
    });
    void bullWorker.run();
    await bullWorker.waitUntilReady();
    const dataSource = app.get(DataSource);
    serveUntilSignalled(
      config,
      logger,
      async () => bullWorker.isRunning() && (await isDatabaseUp(dataSource)),
      async () => {
        await bullWorker.close(); // waits for active jobs to finish
        await connection.quit().catch(() => undefined);
        await app.close();
      },
    );
    logger.info(
      { queue: worker.queue, jobs: [...handlers.keys()], concurrency: config.WORKER_CONCURRENCY },
      `${processName} ready`,
    );
  } catch (error) {
    exitOnFatal(logger, 'worker failed to start')(error);
  }
}

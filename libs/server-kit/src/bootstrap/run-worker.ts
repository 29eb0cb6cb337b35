import 'reflect-metadata';
import { type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { QueueName } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { isDatabaseUp } from '../database';
import { JobQueues, bindJobHandlers, createWorker, redisConnection, reportQueueDepth } from '../jobs';
import { PinoNestLogger } from '../logging';
import { prepareServiceProcess, serveUntilSignalled } from './prepare-process';
import { workerEnvSchema } from './service-config';
import type { ServiceDefinition } from './service-definition';
import { exitOnFatal } from './shutdown';

export interface WorkerDefinition {
  service: ServiceDefinition;
  /** The queues this worker serves; every job of each must have an `@OnJob` handler. */
  queues: readonly QueueName[];
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
    const bound = [...bindJobHandlers(app, worker.queues)].map(([queue, handlers]) => ({ queue, handlers }));
    const connection = redisConnection(config.REDIS_URL);
    const bullWorkers = bound.map(({ queue, handlers }) =>
      createWorker({
        namespace: config.PORTAL_NAMESPACE,
        queue,
        connection,
        concurrency: config.WORKER_CONCURRENCY,
        lockDurationMs: config.WORKER_LOCK_MS,
        logger,
        handlers,
      }),
    );
    const depthQueues = new JobQueues(
      config.PORTAL_NAMESPACE,
      redisConnection(config.REDIS_URL, { lazyConnect: true }),
    );
    const stopReportingDepth = reportQueueDepth(worker.queues.map((queue) => depthQueues.queue(queue)));
    for (const bullWorker of bullWorkers) void bullWorker.run();
    await Promise.all(bullWorkers.map((bullWorker) => bullWorker.waitUntilReady()));
    const dataSource = app.get(DataSource);
    serveUntilSignalled(
      config,
      logger,
      async () => bullWorkers.every((bullWorker) => bullWorker.isRunning()) && (await isDatabaseUp(dataSource)),
      async () => {
        await Promise.all(bullWorkers.map((bullWorker) => bullWorker.close())); // waits for active jobs
        stopReportingDepth();
        await depthQueues.close();
        await connection.quit().catch(() => undefined);
        await app.close();
      },
    );
    logger.info(
      {
        queues: bound.map(({ queue, handlers }) => ({ queue, jobs: [...handlers.keys()] })),
        concurrency: config.WORKER_CONCURRENCY,
      },
      `${processName} ready`,
    );
  } catch (error) {
    exitOnFatal(logger, 'worker failed to start')(error);
  }
}

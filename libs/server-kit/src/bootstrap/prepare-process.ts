import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { z } from 'zod';
import { loadConfigOrExit } from '../config';
import { migrateServiceDatabase } from '../database';
import { createLogger, type Logger } from '../logging';
import { startMetrics } from '../metrics';
import { startTracing } from '../tracing';
import { ServicePlatformModule } from './platform.module';
import { startProbeServer } from './probe-server';
import type { ServiceConfig } from './service-config';
import { type ServiceDefinition, databaseOptionsOf } from './service-definition';
import { exitGracefullyOnSignals, exitOnFatal } from './shutdown';

@Module({})
class ProcessRootModule {}

export interface ProcessOptions<S extends z.ZodType<ServiceConfig>> {
  definition: ServiceDefinition;
  processName: string;
  envSchema: S;
  withRpcHandlers: boolean;
  withOutboxRelay: boolean;
  /** Modules beside the platform module; the service's own feature modules by default. */
  imports?: (Type | DynamicModule)[];
  /** Overrides LOG_LEVEL's default (a CLI is quieter than a service). */
  defaultLogLevel?: string;
}

export interface PreparedProcess<C> {
  config: C;
  logger: Logger;
  /** The root module to hand to NestFactory: the platform module plus the given imports. */
  root: DynamicModule;
}

/**
 * What every process of a service does first: read its configuration (exit naming a bad variable),
 * make its logger, run pending migrations under the advisory lock (exit when they fail), and build its
 * root module.
 */
export async function prepareServiceProcess<S extends z.ZodType<ServiceConfig>>(
  options: ProcessOptions<S>,
): Promise<PreparedProcess<z.output<S>>> {
  const { definition, processName } = options;
  const config = loadConfigOrExit(options.envSchema, processName);
  const logLevel = options.defaultLogLevel && !process.env.LOG_LEVEL ? options.defaultLogLevel : config.LOG_LEVEL;
  const logger = createLogger(processName, logLevel);
  startMetrics(processName, config.METRICS_ENABLED);
  startTracing(
    processName,
    {
      endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
      namespace: config.PORTAL_NAMESPACE,
      version: config.PORTAL_VERSION,
    },
    logger,
  );
  try {
    await migrateServiceDatabase(config, databaseOptionsOf(definition, processName), logger);
  } catch (error) {
    exitOnFatal(logger, `${processName} could not migrate its database`)(error);
  }
  const root: DynamicModule = {
    module: ProcessRootModule,
    imports: [
      ServicePlatformModule.forRoot({
        definition,
        config,
        logger,
        processName,
        withRpcHandlers: options.withRpcHandlers,
        withOutboxRelay: options.withOutboxRelay,
      }),
      ...(options.imports ?? definition.imports),
    ],
  };
  return { config, logger, root };
}

/**
 * Serves the Kubernetes probes and /metrics (when HEALTH_PORT is set) and, on SIGTERM/SIGINT, runs `stop` within
 * the grace period. While it stops, readiness answers 503 but liveness stays 200: the kubelet keeps
 * probing a terminating pod, and a worker finishing a long job must not be killed as if it hung.
 */
export function serveUntilSignalled(
  config: ServiceConfig,
  logger: Logger,
  isReady: () => Promise<boolean>,
  stop: () => Promise<void>,
): void {
  let stopping = false;
  const probe = config.HEALTH_PORT
    ? startProbeServer(config.HEALTH_PORT, config.HEALTH_HOST, async () => !stopping && (await isReady()))
    : undefined;
  exitGracefullyOnSignals(
    async () => {
      stopping = true;
      await stop();
      probe?.close();
    },
    logger,
    config.SHUTDOWN_TIMEOUT_MS,
  );
}

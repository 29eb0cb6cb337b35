import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  PinoNestLogger,
  createLogger,
  exitGracefullyOnSignals,
  exitOnFatal,
  loadConfigOrExit,
  startMetrics,
  startMetricsServer,
  startTracing,
} from '@portal/server-kit';
import { assertEveryRouteHasAccessRule, listRoutes } from './access/route-inventory';
import { GatewayModule } from './gateway.module';
import { gatewayEnvSchema } from './gateway-config';
import { configureHttp } from './http/configure-http';
import { requestIdFor } from './http/request-id';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(gatewayEnvSchema, 'gateway');
  const logger = createLogger('gateway', config.LOG_LEVEL, { asyncWrites: true });
  startMetrics('gateway', config.METRICS_ENABLED);
  startTracing('gateway', { endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, namespace: config.PORTAL_NAMESPACE }, logger);
  try {
    const rootModule = GatewayModule.forRoot(config, logger);
    assertEveryRouteHasAccessRule(listRoutes(rootModule));
    const adapter = new FastifyAdapter({
      trustProxy: config.TRUST_PROXY,
      bodyLimit: config.BODY_LIMIT_BYTES,
      genReqId: requestIdFor,
      logger: false,
      // A stopping gateway still answers on open connections while it drains (http/graceful-drain.ts).
      return503OnClosing: false,
    });
    const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
      logger: new PinoNestLogger(logger),
    });
    await configureHttp(app, config, logger);
    await app.listen(config.PORT, config.HOST);
    const metricsServer =
      config.METRICS_ENABLED && config.METRICS_PORT
        ? startMetricsServer(config.METRICS_PORT, config.METRICS_HOST)
        : undefined;
    exitGracefullyOnSignals(
      async () => {
        metricsServer?.close();
        await app.close();
      },
      logger,
      config.SHUTDOWN_TIMEOUT_MS,
    );
    logger.info(
      {
        url: config.PUBLIC_URL,
        port: config.PORT,
        metricsPort: metricsServer ? config.METRICS_PORT : undefined,
        namespace: config.PORTAL_NAMESPACE,
      },
      'gateway ready',
    );
  } catch (error) {
    exitOnFatal(logger, 'gateway failed to start')(error);
  }
}

void bootstrap();

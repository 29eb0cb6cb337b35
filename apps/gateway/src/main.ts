import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  PinoNestLogger,
  createLogger,
  exitGracefullyOnSignals,
  exitOnFatal,
  loadConfigOrExit,
} from '@portal/server-kit';
import { assertEveryRouteHasAccessRule, listRoutes } from './access/route-inventory';
import { GatewayModule } from './gateway.module';
import { gatewayEnvSchema } from './gateway-config';
import { configureHttp } from './http/configure-http';
import { requestIdFor } from './http/request-id';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(gatewayEnvSchema, 'gateway');
  const logger = createLogger('gateway', config.LOG_LEVEL);
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
    exitGracefullyOnSignals(() => app.close(), logger, config.SHUTDOWN_TIMEOUT_MS);
    logger.info({ url: config.PUBLIC_URL, port: config.PORT, namespace: config.PORTAL_NAMESPACE }, 'gateway ready');
  } catch (error) {
    exitOnFatal(logger, 'gateway failed to start')(error);
  }
}

void bootstrap();

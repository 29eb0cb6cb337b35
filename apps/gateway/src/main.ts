import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoNestLogger, createLogger, exitGracefullyOnSignals, exitOnFatal, loadConfigOrExit } from '@portal/server-kit';
import { GatewayModule } from './gateway.module';
import { gatewayEnvSchema } from './gateway-config';
import { HttpErrorFilter } from './http/http-error.filter';
import { requestIdFor } from './http/request-id';
import { SpaFallback } from './http/spa-fallback';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit(gatewayEnvSchema, 'gateway');
  const logger = createLogger('gateway', config.LOG_LEVEL);
  try {
    const adapter = new FastifyAdapter({
      trustProxy: config.TRUST_PROXY,
      bodyLimit: config.BODY_LIMIT_BYTES,
      genReqId: requestIdFor,
      logger: false,
    });
    const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(config, logger), adapter, {
      logger: new PinoNestLogger(logger),
    });
    app.setGlobalPrefix('api');
    const spa = new SpaFallback(config.WEB_DIST_DIR);
    app.useGlobalFilters(new HttpErrorFilter(logger, spa));
    if (spa.available) {
      app.useStaticAssets({
        root: spa.webDistDir,
        prefix: '/',
        index: false,
        setHeaders: (response, path) => {
          const hashedAsset = path.includes('/assets/');
          response.setHeader('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      logger.warn({ webDistDir: config.WEB_DIST_DIR }, 'web app is not built; only /api is served');
    }
    const fastify = app.getHttpAdapter().getInstance();
    fastify.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    fastify.addHook('onResponse', async (request, reply) => {
      logger.info(
        { requestId: request.id, method: request.method, url: request.url, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime) },
        'request',
      );
    });
    await app.listen(config.PORT, config.HOST);
    exitGracefullyOnSignals(() => app.close(), logger, config.SHUTDOWN_TIMEOUT_MS);
    logger.info({ url: config.PUBLIC_URL, port: config.PORT, namespace: config.PORTAL_NAMESPACE }, 'gateway ready');
  } catch (error) {
    exitOnFatal(logger, 'gateway failed to start')(error);
  }
}

void bootstrap();

import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import type { Server } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import {
  type Logger,
  MAX_JSON_NESTING,
  ServiceError,
  jsonNestingExceeds,
  parseEnv,
  storageEnvSchema,
} from '@portal/server-kit';
import type { GatewayConfig } from '../gateway-config';
import { sessionCookieSettings } from '../auth/session-cookie';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { allowedOriginsFrom, isCrossSiteWrite } from '../security/origin-check';
import { drainConnectionsOnClose } from './graceful-drain';
import { HttpErrorFilter } from './http-error.filter';
import { deservesAccessLogLine } from './access-log';
import { instrumentHttp, traceIdOf } from './http-observability';
import { applySecurityHeaders, securityHeadersFor } from './security-headers';
import { SpaFallback } from './spa-fallback';

/** Everything the HTTP layer does around the routes: headers, cookies, CSRF, errors, static files, logs. */
export async function configureHttp(app: NestFastifyApplication, config: GatewayConfig, logger: Logger): Promise<void> {
  app.setGlobalPrefix('api');
  await app.register(fastifyCookie);
  const securityHeaders = securityHeadersFor({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(parseEnv(storageEnvSchema)) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity:
      new URL(config.PUBLIC_URL).protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply.raw, securityHeaders);
    done();
  });

  const spa = new SpaFallback(config.WEB_DIST_DIR, sessionCookieSettings(config).name);
  app.useGlobalFilters(new HttpErrorFilter(logger, spa));
  if (spa.available) {
    app.useStaticAssets({
      root: spa.webDistDir,
      prefix: '/',
      // The web build writes .br and .gz copies (apps/web/build/precompress.ts): a browser that
      // accepts brotli or gzip gets the copy with Content-Encoding and `Vary: accept-encoding`;
      // a file without a copy (or a client without Accept-Encoding) gets the original.
      preCompressed: true,
      // `/` is not index.html here: it goes to the SpaFallback, which may send the prerendered landing page.
      index: false,
      // @fastify/static 10 passes the Fastify reply (Nest's types still describe a raw response).
      setHeaders: (reply: unknown, path: string) => {
        const hashedAsset = path.includes('/assets/');
        (reply as FastifyReply).header(
          'cache-control',
          hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    logger.warn({ webDistDir: config.WEB_DIST_DIR }, 'web app is not built; only /api is served');
  }

  refuseDeeplyNestedJson(app, config.BODY_LIMIT_BYTES);
  instrumentHttp(fastify);
  const allowedOrigins = allowedOriginsFrom(config.PUBLIC_URL, config.ALLOWED_ORIGINS);
  fastify.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteWrite(request.method, request.headers, allowedOrigins)) {
      logger.warn(
        { requestId: request.id, origin: request.headers.origin, url: request.url },
        'cross-site write refused',
      );
      return reply
        .status(403)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ message: 'Cross-site request refused' });
    }
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  fastify.addHook('onResponse', async (request, reply) => {
    if (!deservesAccessLogLine(config.ACCESS_LOG, reply.statusCode, reply.elapsedTime, config.ACCESS_LOG_SLOW_MS)) {
      return;
    }
    const traceId = traceIdOf(request);
    logger.info(
      {
        requestId: request.id,
        ...(traceId ? { traceId } : {}),
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  drainConnectionsOnClose(fastify);
}

/**
 * Fastify's JSON parser, behind a nesting check: a body nested deeper than MAX_JSON_NESTING is a 400
 * with field errors before anything parses or walks it (issue 23: 5,000 levels gave a 500). Nest
 * registers its body parsers only when none was registered, so the form parser it would add is
 * registered here too, as Nest does it.
 */
function refuseDeeplyNestedJson(app: NestFastifyApplication, bodyLimit: number): void {
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<Server>('application/json', { bodyLimit }, (request, body, done) => {
    const text = body.toString('utf8');
    if (jsonNestingExceeds(text, MAX_JSON_NESTING)) {
      done(
        ServiceError.validation([
          { field: '(body)', message: `must not nest arrays or objects more than ${MAX_JSON_NESTING} levels deep` },
        ]),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (_request, body, done) => {
    done(null, parseQueryString(body.toString('utf8')));
  });
}

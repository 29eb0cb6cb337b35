import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Controller, Get, Header, Inject, Req, Res, type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { CONFIG } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/access-rule';
import { routesOfControllers } from '../access/route-inventory';
import type { GatewayConfig } from '../gateway-config';
import { Answers } from './answers.decorator';
import { gatewayOpenApiDocument } from './gateway-openapi';
import type { OpenApiDocument } from './openapi-document';

/** Scalar's standalone bundle: served from here, so the page needs no CDN and stays inside `script-src 'self'`. */
const RENDERER_PATH = require.resolve('@scalar/api-reference/browser/standalone.js');
const RENDERER_VERSION = (
  JSON.parse(readFileSync(resolve(dirname(RENDERER_PATH), '../../package.json'), 'utf8')) as { version: string }
).version;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Player portal API</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/scalar.js?v=${RENDERER_VERSION}"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/**
 * Starts the renderer on the document. Scalar's own fonts, telemetry and request proxy are off: the
 * page reaches nothing but this gateway (the CSP would refuse it anyway).
 */
const DOCS_INIT = `Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  documentDownloadType: 'json',
  metaData: { title: 'Player portal API' },
});
`;

/** The OpenAPI document (`/api/openapi.json`) and its readable form (`/api/docs`). */
@Controller()
@Public()
export class OpenApiController {
  private document?: OpenApiDocument;
  private bundle?: { plain: Buffer; gzip: Buffer };

  constructor(
    private readonly modules: ModulesContainer,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('openapi.json')
  @Answers({ contentType: 'application/json', description: 'This document (OpenAPI 3.1).' })
  openApi(): OpenApiDocument {
    this.document ??= this.build();
    return this.document;
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  @Answers({ contentType: 'text/html', description: 'The API reference, for people.' })
  docs(): string {
    return DOCS_PAGE;
  }

  @Get('docs/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  @Answers({ contentType: 'text/javascript', description: 'Starts the reference renderer.' })
  init(): string {
    return DOCS_INIT;
  }

  @Get('docs/scalar.js')
  @Answers({ contentType: 'text/javascript', description: 'The reference renderer (Scalar).' })
  renderer(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Buffer {
    this.bundle ??= this.loadRenderer();
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    void reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'accept-encoding');
    if (gzip) void reply.header('content-encoding', 'gzip');
    return gzip ? this.bundle.gzip : this.bundle.plain;
  }

  private loadRenderer(): { plain: Buffer; gzip: Buffer } {
    const plain = readFileSync(RENDERER_PATH);
    return { plain, gzip: gzipSync(plain) };
  }

  /** From the running gateway's controllers, so the document lists exactly the routes it serves. */
  private build(): OpenApiDocument {
    const controllers = new Set<Type>();
    for (const module of this.modules.values())
      for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
    return gatewayOpenApiDocument(routesOfControllers([...controllers]), [...controllers], this.config);
  }
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** Swagger UI's files, served from here: the page needs no CDN and stays inside `script-src 'self'`. */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION = (
  JSON.parse(readFileSync(join(SWAGGER_UI_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/** The skip link goes to Swagger UI's own `main` (#operations), the one landmark of the page. */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Player portal API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css?v=${SWAGGER_UI_VERSION}" />
    <link rel="stylesheet" href="/api/docs/docs.css" />
  </head>
  <body>
    <a class="skip-link" href="#operations">Skip to the operations</a>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/**
 * No validator badge (it would call validator.swagger.io); operations folded until opened. Deep links
 * off: Swagger UI puts them inside the operation's button (axe: nested-interactive, target-size).
 * Highlighting off: its inline colours fall short of 4.5:1 on the dark example blocks.
 * The plugin gives the title block a landmark (role banner: Swagger UI leaves it outside any, inside a
 * section, where a header element would not be one) and the operations a level-2 heading, so the
 * page's outline goes 1, 2, 3 (Swagger UI's tags are level 3).
 */
const DOCS_INIT = `const outline = () => ({
  wrapComponents: {
    InfoContainer: (Original, { React }) => (props) =>
      React.createElement('div', { role: 'banner' }, React.createElement(Original, props)),
    operations: (Original, { React }) => (props) =>
      React.createElement(
        React.Fragment,
        null,
        React.createElement('h2', { className: 'operations-heading' }, 'Operations'),
        React.createElement(Original, props),
      ),
  },
});
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: false,
  validatorUrl: null,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  displayOperationId: false,
  tryItOutEnabled: false,
  syntaxHighlight: { activated: false },
  plugins: [outline],
});
`;

const DOCS_CSS = `/* Out of sight until focused: the first Tab reaches it. */
.skip-link { position: absolute; left: -10000px; top: 0; }
.skip-link:focus { left: 8px; top: 8px; z-index: 10; background: #fff; color: #1b1b1b; padding: 8px 12px; }
/* Swagger UI's grey and green badges and its Authorize button fall short of 4.5:1 (axe, WCAG AA). */
.swagger-ui .info .title small { background: #4a5160; }
.swagger-ui .info .title small.version-stamp { background: #2f6b12; }
.swagger-ui .info .url, .swagger-ui .info a.url { color: #1f5fbf; }
.swagger-ui .btn.authorize { color: #1d6b3c; border-color: #1d6b3c; }
.swagger-ui .btn.authorize svg { fill: #1d6b3c; }
/* One server, this one: the chooser has nothing to choose (and Swagger UI leaves it unlabelled). */
.swagger-ui .scheme-container .schemes-server-container { display: none; }
/* White on Swagger UI's light method colours is under 4.5:1. */
.swagger-ui .opblock .opblock-summary-method { text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f5fbf; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1d6b3c; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b6b62; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #6a0dad; }
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #0d5aa7; }
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format { color: #4a4a4a; }
/* Examples wrap instead of scrolling (a scrolling block must be reachable by keyboard; no sideways scroll on a phone). */
.swagger-ui .microlight { white-space: pre-wrap !important; word-break: break-word; overflow: visible !important; max-height: none !important; }
/* The document declares no response links: the empty "Links" column only widens the table on a phone. */
.swagger-ui .response-col_links { display: none; }
/* The operations' heading (the init plugin's), in Swagger UI's type, a step above its tag headings. */
.swagger-ui .operations-heading { font-family: sans-serif; font-size: 30px; font-weight: 700; color: #3b4151; margin: 24px 0 8px; padding: 0 10px; }
`;

interface Asset {
  plain: Buffer;
  gzip: Buffer;
  type: string;
}

/** The OpenAPI document (`/api/openapi.json`) and its readable form (`/api/docs`, Swagger UI). */
@Controller()
@Public()
export class OpenApiController {
  private document?: OpenApiDocument;
  private readonly assets = new Map<string, Asset>();

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
  @Answers({ contentType: 'text/javascript', description: 'Starts Swagger UI on the document.' })
  init(): string {
    return DOCS_INIT;
  }

  @Get('docs/docs.css')
  @Header('content-type', 'text/css; charset=utf-8')
  @Header('cache-control', 'no-cache')
  @Answers({ contentType: 'text/css', description: 'The page’s few fixes to Swagger UI’s styles.' })
  styles(): string {
    return DOCS_CSS;
  }

  @Get('docs/swagger-ui.css')
  @Answers({ contentType: 'text/css', description: 'Swagger UI’s styles.' })
  swaggerStyles(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.sendAsset('swagger-ui.css', 'text/css; charset=utf-8', request, reply);
  }

  @Get('docs/swagger-ui-bundle.js')
  @Answers({ contentType: 'text/javascript', description: 'Swagger UI.' })
  swaggerScript(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Buffer {
    return this.sendAsset('swagger-ui-bundle.js', 'text/javascript; charset=utf-8', request, reply);
  }

  /** Read and compressed once; the `?v=` of the page changes with Swagger UI's version. */
  private sendAsset(file: string, type: string, request: FastifyRequest, reply: FastifyReply): Buffer {
    let asset = this.assets.get(file);
    if (!asset) {
      const plain = readFileSync(join(SWAGGER_UI_DIR, file));
      asset = { plain, gzip: gzipSync(plain), type };
      this.assets.set(file, asset);
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    void reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'accept-encoding');
    if (gzip) void reply.header('content-encoding', 'gzip');
    return gzip ? asset.gzip : asset.plain;
  }

  /** From the running gateway's controllers, so the document lists exactly the routes it serves. */
  private build(): OpenApiDocument {
    const controllers = new Set<Type>();
    for (const module of this.modules.values())
      for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
    return gatewayOpenApiDocument(routesOfControllers([...controllers]), [...controllers], this.config);
  }
}

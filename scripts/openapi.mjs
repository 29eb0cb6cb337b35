#!/usr/bin/env node
// Writes the gateway's OpenAPI 3.1 document to docs/openapi.json (or the path given), from the built
// gateway (`bash scripts/build.sh` first). A unit test (apps/gateway/src/openapi) fails when the
// committed file is not what the code describes.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
require('reflect-metadata');
const dist = resolve(root, 'apps/gateway/dist');
const { GatewayModule } = require(`${dist}/gateway.module.js`);
const { gatewayEnvSchema } = require(`${dist}/gateway-config.js`);
const { controllersOf, listRoutes } = require(`${dist}/access/route-inventory.js`);
const { gatewayOpenApiDocument } = require(`${dist}/openapi/gateway-openapi.js`);
const { createLogger } = require('@portal/server-kit');

// The defaults, not this machine's environment: the committed document must not depend on who wrote it.
const config = gatewayEnvSchema.parse({});
const gateway = GatewayModule.forRoot(config, createLogger('openapi', 'silent'));
const document = gatewayOpenApiDocument(listRoutes(gateway), controllersOf(gateway), config);
const target = resolve(root, process.argv[2] ?? 'docs/openapi.json');
// Formatted as `npm run format` would, so writing it again changes nothing.
const prettier = await import('prettier');
writeFileSync(
  target,
  await prettier.format(JSON.stringify(document), {
    ...(await prettier.resolveConfig(target)),
    filepath: target,
  }),
);
const operations = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
console.log(`wrote ${target}: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas`);

import { createHash } from 'node:crypto';
import type { Type } from '@nestjs/common';
import type { GatewayConfig } from '../gateway-config';
import { sessionCookieSettings } from '../auth/session-cookie';
import type { RouteEntry } from '../access/route-inventory';
import { type OpenApiDocument, buildOpenApiDocument } from './openapi-document';

/**
 * The gateway's document for these routes and this configuration (cookie name, body limit, rate
 * limits). The version is the API's major version and a digest of the document, so any change to a
 * route or schema shows in it.
 */
export function gatewayOpenApiDocument(
  routes: readonly RouteEntry[],
  controllers: readonly Type[],
  config: GatewayConfig,
): OpenApiDocument {
  const settings = {
    ...config,
    sessionCookieName: sessionCookieSettings(config).name,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
  };
  const draft = buildOpenApiDocument(routes, controllers, { ...settings, version: '1' });
  const digest = createHash('sha256').update(JSON.stringify(draft)).digest('hex').slice(0, 10);
  return { ...draft, info: { ...draft.info, version: `1.0.0+${digest}` } };
}

import { resolve } from 'node:path';
import { baseEnvSchema } from '@portal/server-kit';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** The address browsers use; cross-site checks and cookie flags derive from it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Built web app served for every non-/api path. */
  WEB_DIST_DIR: z.string().default(resolve(__dirname, '../../web/dist')),
  TRUST_PROXY: booleanFlag.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10 * 1024 * 1024).default(1024 * 1024),
});
export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

import { resolve } from 'node:path';
import { baseEnvSchema, sessionEnvSchema } from '@portal/server-kit';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const windowSeconds = (fallback: number) => z.coerce.number().int().min(1).max(86_400).default(fallback);

export const gatewayEnvSchema = baseEnvSchema.extend({
  ...sessionEnvSchema.shape,
  /** Other origins allowed to send state-changing requests, comma-separated (PUBLIC_URL always is). */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Defaults to true when PUBLIC_URL is https. */
  COOKIE_SECURE: booleanFlag.optional(),
  /** Failed logins per address in the sliding window (identity limits each account's guesses itself). */
  RATE_LIMIT_LOGIN_PER_IP: limit(30),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: windowSeconds(15 * 60),
  /** Sign-ups per address in the sliding window, per minute, and refused sign-ups in the window. */
  RATE_LIMIT_SIGNUP_PER_IP: limit(100),
  RATE_LIMIT_SIGNUP_BURST_PER_IP: limit(30),
  RATE_LIMIT_SIGNUP_FAILURES_PER_IP: limit(20),
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: windowSeconds(60 * 60),
  /** Password reset requests per address per hour. */
  RATE_LIMIT_PASSWORD_RESET_PER_IP: limit(10),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Internal port serving Prometheus's /metrics (never the public PORT); unset: no metrics server. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** The address browsers use; cross-site checks and cookie flags derive from it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Built web app served for every non-/api path. */
  WEB_DIST_DIR: z.string().default(resolve(__dirname, '../../web/dist')),
  TRUST_PROXY: booleanFlag.default(false),
  /** Which answered requests get an access-log line (http/access-log.ts): `problems` or `all`. */
  ACCESS_LOG: z.enum(['problems', 'all']).default('problems'),
  ACCESS_LOG_SLOW_MS: z.coerce.number().int().min(0).default(1000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(1024 * 1024),
});
export type GatewayConfig = z.output<typeof gatewayEnvSchema>;
